import type { ReactNode } from 'react';

/** Props of {@link ListSkeleton}. */
export type ListSkeletonProps = {
  /**
   * What is loading, for screen readers, e.g. "Loading your applications…";
   * none when the page announces it elsewhere.
   */
  label?: ReactNode;
  rows: number;
  /** Extra classes of each row, e.g. a height. */
  rowClassName?: string;
};

/**
 * A list that is loading: grey cards for the eye, hidden from screen readers,
 * which hear `label` as a status instead (when given).
 */
export function ListSkeleton({ label, rows, rowClassName }: ListSkeletonProps) {
  const cardClassName = `animate-pulse rounded-theme border border-black/10 p-5 dark:border-white/15${rowClassName ? ` ${rowClassName}` : ''}`;
  return (
    <>
      {label && (
        <p role="status" className="sr-only">
          {label}
        </p>
      )}
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {Array.from({ length: rows }, (_, row) => (
          <li key={row} className={cardClassName}>
            <div className="h-5 w-2/3 rounded bg-black/10 dark:bg-white/15" />
            <div className="mt-3 h-4 w-1/3 rounded bg-black/10 dark:bg-white/15" />
          </li>
        ))}
      </ul>
    </>
  );
}
