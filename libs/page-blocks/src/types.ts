import type { ApiClient } from '@platform/api-client';
import type { BlockProps, BlockType, PageBlock } from '@platform/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** A stored block of type `T`: `{ id, type, props }`. */
export type BlockOf<T extends BlockType> = Extract<PageBlock, { type: T }>;

/** What a block's `load` needs: the route context's query cache and API client. */
export type BlockServices = {
  /** The cache the page renders from (the server dehydrates it for the browser). */
  queryClient: QueryClient;
  /** The client the query options fetch with. */
  apiClient: ApiClient;
};

/** The props of every block component. */
export type BlockComponentProps<T extends BlockType> = {
  /** The block to draw. */
  block: BlockOf<T>;
  /** True for the page's first block: a hero there carries the page's `h1`. */
  isFirst?: boolean;
  /** The portal's preview of the page: a form block validates but never sends. */
  isPreview?: boolean;
};

/** One block's code, loaded on demand through the registry. */
export type BlockModule<T extends BlockType> = {
  /** Draws the block; reads its data from the query cache. */
  Block: ComponentType<BlockComponentProps<T>>;
  /** Fills the query cache with every query `Block` reads, so it renders without fetching. */
  load?: (services: BlockServices, props: BlockProps<T>) => Promise<unknown>;
};

/** For each block type, how to import its module (each its own chunk). */
export type BlockRegistry = { [T in BlockType]: () => Promise<BlockModule<T>> };
