import { Trans } from '@lingui/react/macro';
import { buttonClassName, type ListFrameEmpty } from '@platform/ui';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Path = NonNullable<LinkProps['to']>;

/** What {@link filteredListEmpty} needs of a filtered list page. */
export type FilteredListEmptyOptions = {
  /** Whether the URL holds filters (as the page's FilterForm is told). */
  hasFilters: boolean;
  /** Said when the filters left everything out, e.g. "No form matches these filters…". */
  filteredMessage: ReactNode;
  /** Said when there is nothing at all yet, e.g. "There are no forms yet. Build the first one." */
  emptyMessage: ReactNode;
  /** The list's path without filters: "Clear filters" goes there. */
  clearPath: Path;
  /** What of the URL's search is not a filter and stays on "Clear filters". */
  clearSearch?: Record<string, string>;
  /** Where the first one is made, when the viewer may: shown when nothing is filtered. */
  create?: { to: Path; label: ReactNode };
};

function OutlineLink({ to, search, children }: { to: Path; search?: Record<string, string>; children: ReactNode }) {
  return (
    <Link to={to} search={search} className={buttonClassName({ variant: 'outline' })}>
      {children}
    </Link>
  );
}

/**
 * The message and action of a filtered list's empty state, beside its
 * `isEmpty` and `title` in ListFrame's `empty`: with filters, why nothing
 * matches and "Clear filters"; without, why there is nothing yet and the way
 * to make the first one.
 */
export function filteredListEmpty({
  hasFilters,
  filteredMessage,
  emptyMessage,
  clearPath,
  clearSearch,
  create,
}: FilteredListEmptyOptions): Pick<ListFrameEmpty<unknown>, 'message' | 'action'> {
  return {
    message: hasFilters ? filteredMessage : emptyMessage,
    action: hasFilters ? (
      <OutlineLink to={clearPath} search={clearSearch}>
        <Trans>Clear filters</Trans>
      </OutlineLink>
    ) : (
      create && <OutlineLink to={create.to}>{create.label}</OutlineLink>
    ),
  };
}
