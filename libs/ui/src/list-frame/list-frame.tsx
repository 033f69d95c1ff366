import type { ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton';
import { LoadFailedAlert } from './load-failed-alert';

/** The previous answer, shown while the next one loads. */
const FADED_CLASS_NAME = 'opacity-60 transition-opacity';

/** What {@link ListFrame} reads of a query: TanStack Query's result, plain, infinite or suspense. */
export type ListFrameQuery<TData> = {
  status: 'pending' | 'error' | 'success';
  data: TData | undefined;
  refetch: () => unknown;
  /** While a retry after a failure runs (the status stays `error` until it succeeds), the frame shows loading. */
  isFetching?: boolean;
  /** `data` is the previous answer kept while the next one loads (`keepPreviousData`): shown faded and busy. */
  isPlaceholderData?: boolean;
};

/**
 * A suspense query (`useSuspenseQuery`): its route's loader waits for the data
 * and its `errorComponent` ({@link ListLoadFailed}) shows a failure, so the
 * frame only tells empty from loaded.
 */
export type SuspenseListFrameQuery<TData> = ListFrameQuery<TData> & {
  status: 'success' | 'error';
  // Not a place to infer TData from: a plain query's `data` would make it include `undefined`.
  data: NoInfer<TData>;
};

/** The empty state of {@link ListFrame}: a dashed box with a heading, why, and a way on. */
export type ListFrameEmpty<TData> = {
  /** Whether the loaded data has nothing to list. */
  isEmpty: (data: TData) => boolean;
  /** The heading, e.g. "No users found". */
  title: ReactNode;
  /** Why the list is empty, e.g. "No user matches these filters." */
  message?: ReactNode;
  /** A way on: a link or button (e.g. "Clear filters", "Add user"). */
  action?: ReactNode;
  /** The heading's level: 2 (default) on a page, 3 under a heading of the list's own. */
  headingLevel?: 2 | 3;
};

/** The loading and failed states of a query the page loads itself. */
type LoadStates = {
  /** Shown while the first answer is on its way, e.g. "Loading your applications…"; read out as a status. */
  loading: ReactNode;
  /**
   * Grey placeholder rows in place of the list while it loads, hidden from
   * screen readers (which hear `loading`); `rowClassName` sizes a row, e.g. `h-32`.
   */
  skeleton?: { rows: number; rowClassName?: string };
  /**
   * The page already announces the loading, e.g. a heading's status line that
   * says "Searching…": the frame does not say it again to screen readers
   * (no visually hidden text over the skeleton, no status role on the text).
   */
  isLoadingAnnounced?: boolean;
  /** Shown when it failed, with "Try again": the title and advice under it. */
  failed: { title: ReactNode; description?: ReactNode };
};

/** Props of {@link ListFrame}. */
export type ListFrameProps<TData> = {
  /** When the loaded data has nothing to show, this state instead of `children`. */
  empty?: ListFrameEmpty<TData>;
  /** Names the list: the frame is then a `section` (a region) with this name. */
  label?: string;
  className?: string;
  /** The loaded data. */
  children: (data: TData) => ReactNode;
} & (
  | ({ query: ListFrameQuery<TData> } & LoadStates)
  | ({ query: SuspenseListFrameQuery<TData> } & { [State in keyof LoadStates]?: never })
);

/**
 * A list's frame: loading (a status text, optionally over skeleton rows),
 * failed (what failed, with "Try again"), empty and loaded, so every list of
 * both apps says them the same way while the rest of the page stays usable.
 * The frame is `aria-busy` while it loads and while it fades the previous
 * answer during the next. Loaded data renders at once, so a list the server
 * rendered is in the first HTML.
 */
export function ListFrame<TData>(props: ListFrameProps<TData>) {
  const { query, empty, label, className, children } = props;
  const { data, isPlaceholderData = false } = query;
  const hasFailed = data === undefined && query.status === 'error' && !query.isFetching;
  const isLoading = data === undefined && !hasFailed;
  const frameClassName =
    [className, isPlaceholderData && FADED_CLASS_NAME].filter(Boolean).join(' ') || undefined;
  const frameProps = {
    'aria-busy': isLoading || isPlaceholderData || undefined,
    className: frameClassName,
  };

  let content: ReactNode;
  if (isLoading) {
    const isAnnounced = props.isLoadingAnnounced ?? false;
    content = props.skeleton ? (
      <ListSkeleton
        label={isAnnounced ? undefined : props.loading}
        rows={props.skeleton.rows}
        rowClassName={props.skeleton.rowClassName}
      />
    ) : (
      <p role={isAnnounced ? undefined : 'status'}>{props.loading}</p>
    );
  } else if (data === undefined) {
    content = props.failed && (
      <LoadFailedAlert title={props.failed.title} onRetry={() => void query.refetch()}>
        {props.failed.description}
      </LoadFailedAlert>
    );
  } else if (empty?.isEmpty(data)) {
    content = <EmptyState {...empty} />;
  } else {
    content = children(data);
  }

  return label ? (
    <section aria-label={label} {...frameProps}>
      {content}
    </section>
  ) : (
    <div {...frameProps}>{content}</div>
  );
}

function EmptyState({
  title,
  message,
  action,
  headingLevel = 2,
}: Omit<ListFrameEmpty<never>, 'isEmpty'>) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-theme border border-dashed border-black/25 p-8 text-center dark:border-white/25">
      <Heading className="font-heading text-lg font-semibold">{title}</Heading>
      {message && <p className="mt-2">{message}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
