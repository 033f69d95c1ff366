import type { ReactNode } from 'react';
import { LoadFailedAlert } from './load-failed-alert';

/** What {@link QueryStatus} reads of a query (TanStack Query's result, plain or infinite). */
export type QueryStatusQuery<TData> = {
  status: 'pending' | 'error' | 'success';
  data: TData | undefined;
  refetch: () => unknown;
};

/** Props of {@link QueryStatus}. */
export type QueryStatusProps<TData> = {
  query: QueryStatusQuery<TData>;
  /** Shown while the first answer is on its way, e.g. "Loading messages…". */
  loading: ReactNode;
  /** Shown when it failed, with "Try again" under it, e.g. "The messages could not be loaded." */
  failed: ReactNode;
  /** When the loaded data has nothing to show (`isEmpty`), the text shown instead, e.g. "No recent activity". */
  empty?: { isEmpty: (data: TData) => boolean; message: ReactNode };
  /** The loaded data. */
  children: (data: TData) => ReactNode;
};

/**
 * A query's loading, failed (with "Try again"), empty and loaded states, so
 * each list and panel says them the same way; the rest of the page stays usable.
 */
export function QueryStatus<TData>({ query, loading, failed, empty, children }: QueryStatusProps<TData>) {
  if (query.status === 'pending') return <p aria-busy="true">{loading}</p>;
  if (query.status === 'error') return <LoadFailedAlert title={failed} onRetry={() => void query.refetch()} />;
  const data = query.data as TData;
  if (empty?.isEmpty(data)) {
    return (
      <p className="rounded-theme border border-dashed border-black/20 p-6 text-center opacity-80 dark:border-white/25">
        {empty.message}
      </p>
    );
  }
  return <>{children(data)}</>;
}
