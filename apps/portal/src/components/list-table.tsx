import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode, ThHTMLAttributes } from 'react';
import { buttonClassName } from '@platform/ui';

/** Props of {@link ListTable}. */
export type ListTableProps = {
  /** What the table lists, for screen readers. */
  caption: ReactNode;
  /** The header row's {@link ColumnHeader}s. */
  columns: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** A list page's table, scrolling sideways on a narrow screen. */
export function ListTable({ caption, columns, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto rounded-theme border border-black/10 dark:border-white/15">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-black/5 dark:bg-white/5">
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A column's heading in a {@link ListTable}. */
export function ColumnHeader({ className = 'px-3 py-2 font-semibold', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={className} {...props} />;
}

const SORT_ARROWS = { ascending: '▲', descending: '▼', none: '↕' };

/** Looks of the link in a sortable column's heading. */
export const sortLinkClassName =
  'inline-flex items-center gap-1 rounded-theme underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/** The text of a sortable column's heading link: its label, the order shown as an arrow, and what a click does. */
export function SortLinkLabel({ label, direction }: { label: ReactNode; direction: 'ascending' | 'descending' | undefined }) {
  const { t } = useLingui();
  return (
    <>
      {label}
      <span aria-hidden="true">{direction ? SORT_ARROWS[direction] : SORT_ARROWS.none}</span>
      <span className="sr-only">{direction ? t`(change order)` : t`(sort by this column)`}</span>
    </>
  );
}

/** Props of {@link EmptyList}. */
export type EmptyListProps = {
  title: ReactNode;
  /** Why the list is empty. */
  message: ReactNode;
  /** A way on, as an outline button link. */
  action?: { to: NonNullable<LinkProps['to']>; label: ReactNode };
};

/** A list page's empty state, in place of the table. */
export function EmptyList({ title, message, action }: EmptyListProps) {
  return (
    <div className="rounded-theme border border-dashed border-black/25 p-10 text-center dark:border-white/25">
      <h2 className="font-heading text-xl font-semibold">{title}</h2>
      <p className="mt-2">{message}</p>
      {action && (
        <Link to={action.to} className={`mt-4 ${buttonClassName({ variant: 'outline' })}`}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
