import { useLingui } from '@lingui/react/macro';
import type { ReactNode, TdHTMLAttributes } from 'react';

/**
 * A column of a {@link ListTable}: its heading, or the heading with the order
 * the list is sorted in by it (`aria-sort`) and extra classes (e.g. a width).
 */
export type ListColumn =
  | string
  | { heading: ReactNode; sort?: 'ascending' | 'descending'; className?: string };

/** Props of {@link ListTable}. */
export type ListTableProps = {
  /** What the table lists, for screen readers. */
  caption: ReactNode;
  /** The columns, in order. */
  columns: readonly ListColumn[];
  /** The rows, {@link ListRow}s. */
  children: ReactNode;
};

/** A list page's table; wider than its region, it scrolls sideways there instead of widening the page. */
export function ListTable({ caption, columns, children }: ListTableProps) {
  return (
    // Positioned, so the cells' visually hidden texts (absolute) scroll with the table instead of widening the page.
    <div className="relative overflow-x-auto rounded-theme border border-black/10 dark:border-white/15">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-black/5 dark:bg-white/5">
          <tr>
            {columns.map((column, index) => {
              const { heading, sort, className } = typeof column === 'string' ? { heading: column } : column;
              return (
                <th key={index} scope="col" aria-sort={sort} className={className ? `px-3 py-2 font-semibold ${className}` : 'px-3 py-2 font-semibold'}>
                  {heading}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row of a {@link ListTable}. */
export function ListRow({ children }: { children: ReactNode }) {
  return <tr className="border-t border-black/10 align-top dark:border-white/15">{children}</tr>;
}

/** A cell of a {@link ListRow}; `className` adds to its padding (e.g. `whitespace-nowrap` for a date). */
export function ListCell({ className = '', ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={className ? `px-3 py-2 ${className}` : 'px-3 py-2'} {...props} />;
}

/** A row's last cell: its actions side by side, wrapping when the column is narrow. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="px-3 py-2">
      <div className="flex flex-wrap gap-2">{children}</div>
    </td>
  );
}

const SORT_ARROWS = { ascending: '▲', descending: '▼', none: '↕' };

const SORT_LINK_CLASSES =
  'inline-flex items-center gap-1 rounded-theme underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** The text of a sortable column's heading link: its label, the order shown as an arrow, and what a click does. */
function SortLinkLabel({ label, direction }: { label: ReactNode; direction: 'ascending' | 'descending' | undefined }) {
  const { t } = useLingui();
  return (
    <>
      {label}
      <span aria-hidden="true">{direction ? SORT_ARROWS[direction] : SORT_ARROWS.none}</span>
      <span className="sr-only">{direction ? t`(change order)` : t`(sort by this column)`}</span>
    </>
  );
}

/** What a sortable column's heading link gets: its looks and its text. */
export type SortLinkProps = { className: string; children: ReactNode };

/**
 * A column the list can be sorted by. Its heading is a link to the other
 * order, which the page draws with its own typed router link:
 * `sortableColumn(label, direction, (link) => <Link to="/vacancies" search={…} {...link} />)`.
 */
export function sortableColumn(
  label: string,
  direction: 'ascending' | 'descending' | undefined,
  renderLink: (link: SortLinkProps) => ReactNode,
): ListColumn {
  return {
    sort: direction,
    heading: renderLink({ className: SORT_LINK_CLASSES, children: <SortLinkLabel label={label} direction={direction} /> }),
  };
}
