// Only the registry and the small PageBlocks pieces: every block's code stays
// behind an `import()` in the registry, so a site's entry carries none of it.
export { blockRegistry } from './block-registry';
export {
  PageBlocksProvider,
  usePageBlocksContext,
  type PageBlocksContextValue,
  type PageBlocksProviderProps,
  type RenderLinkProps,
} from './page-blocks-context';
export { loadPageBlocks, PageBlocks, type PageBlocksProps } from './page-blocks';
export type { BlockComponentProps, BlockModule, BlockOf, BlockRegistry, BlockServices } from './types';
export { formatPublishedDate } from './parts/format-published-date';
// The form to fill in (the public site's form pages, the BuilderForm block, the
// portal's preview); a site's entry leaves it out unless it uses it (no side effects).
export { PublicFormFill, type PublicFormFillProps } from './form-fill/public-form-fill';
export type { FillQuestion, KnownDetails } from './form-fill/fill-values';
