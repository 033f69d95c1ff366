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
