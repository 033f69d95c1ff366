import { Plural } from '@lingui/react/macro';

/**
 * The number of volunteers a filter option would give, beside its box: shown
 * as a figure, read out as "(3 volunteers)".
 */
export function FacetCount({ count }: { count: number }) {
  return (
    <span className="text-sm tabular-nums opacity-75">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">
        <Plural value={count} one="(# volunteer)" other="(# volunteers)" />
      </span>
    </span>
  );
}
