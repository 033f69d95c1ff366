import type { ReactNode } from 'react';

const ROWS = [0, 1, 2];

/**
 * A list that is loading: three grey cards for the eye, and for screen
 * readers `label` ("Loading your applications…") as a status.
 */
export function ListSkeleton({ label }: { label: ReactNode }) {
  return (
    <>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {ROWS.map((row) => (
          <li
            key={row}
            className="animate-pulse rounded-theme border border-black/10 p-5 dark:border-white/15"
          >
            <div className="h-5 w-2/3 rounded bg-black/10 dark:bg-white/15" />
            <div className="mt-3 h-4 w-1/3 rounded bg-black/10 dark:bg-white/15" />
          </li>
        ))}
      </ul>
    </>
  );
}
