import type { BlockType, PageBlock } from '@platform/contracts';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BlockErrorBoundary } from './block-error-boundary';
import { blockRegistry } from './block-registry';
import type { BlockComponentProps, BlockModule, BlockServices } from './types';

type AnyBlockModule = {
  Block: ComponentType<BlockComponentProps<BlockType>>;
  load?: (services: BlockServices, props: PageBlock['props']) => Promise<unknown>;
};

// Modules imported so far, so PageBlocks can draw their blocks at once (on the
// server and while the browser hydrates) instead of suspending.
const loadedModules = new Map<BlockType, AnyBlockModule>();
// The fallback for blocks nobody loaded first (the portal's live preview).
const lazyBlocks = new Map<BlockType, LazyExoticComponent<ComponentType<BlockComponentProps<BlockType>>>>();

// An API newer than this code may send a type it does not know; that block is skipped.
const isKnownType = (type: string): type is BlockType => Object.hasOwn(blockRegistry, type);

async function importModule(type: BlockType): Promise<AnyBlockModule> {
  const known = loadedModules.get(type);
  if (known) return known;
  const imported = (await blockRegistry[type]()) as BlockModule<BlockType> as AnyBlockModule;
  loadedModules.set(type, imported);
  return imported;
}

/**
 * Imports the modules of `blocks` (in parallel, each once) and runs their
 * `load`, so {@link PageBlocks} then renders synchronously with its data in the
 * cache. Await it in the route loader, on the server and in the browser.
 *
 * It never rejects: a block whose code or data fails to load is left to its
 * error boundary, so one block cannot fail the whole page.
 */
export async function loadPageBlocks(blocks: readonly PageBlock[], services: BlockServices): Promise<void> {
  await Promise.all(
    blocks
      .filter((block) => isKnownType(block.type))
      .map(async (block) => {
        try {
          const loaded = await importModule(block.type);
          await loaded.load?.(services, block.props);
        } catch {
          // Drawn (or hidden) by the block's error boundary when it renders.
        }
      }),
  );
}

function lazyBlock(type: BlockType) {
  let component = lazyBlocks.get(type);
  if (!component) {
    component = lazy(() =>
      importModule(type).then(
        (loaded) => ({ default: loaded.Block }),
        (error: unknown) => {
          // Let a later render try the download again.
          lazyBlocks.delete(type);
          throw error;
        },
      ),
    );
    lazyBlocks.set(type, component);
  }
  return component;
}

function RenderBlock({ block, isFirst, isPreview }: BlockComponentProps<BlockType>) {
  const Block = loadedModules.get(block.type)?.Block ?? lazyBlock(block.type);
  return <Block block={block} isFirst={isFirst} isPreview={isPreview} />;
}

export type PageBlocksProps = {
  /** The page's blocks, in order. */
  blocks: readonly PageBlock[];
  /**
   * The portal's preview: a block that fails shows a notice (visitors see
   * nothing there), and a form block never sends its answers.
   */
  isPreview?: boolean;
  /** The host already shows the page's `h1` (its title), so a hero in first place takes an `h2`. */
  hasPageHeading?: boolean;
};

/**
 * A page's blocks in order, each in an element with `data-block-type`. Blocks
 * loaded by {@link loadPageBlocks} render at once; others are imported on
 * demand. A block that throws is left out, the rest of the page stays.
 */
export function PageBlocks({ blocks, isPreview = false, hasPageHeading = false }: PageBlocksProps) {
  return (
    <>
      {blocks.map((block, index) =>
        isKnownType(block.type) ? (
          <div key={block.id} data-block-type={block.type}>
            <BlockErrorBoundary block={block} isPreview={isPreview}>
              <Suspense fallback={null}>
                <RenderBlock
                  block={block}
                  isFirst={index === 0 && !hasPageHeading}
                  isPreview={isPreview}
                />
              </Suspense>
            </BlockErrorBoundary>
          </div>
        ) : null,
      )}
    </>
  );
}
