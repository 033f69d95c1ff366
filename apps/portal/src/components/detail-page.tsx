import { Link, type LinkProps } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { TEXT_LINK_CLASSES } from './dark-mode-classes';

/** Props of {@link DetailHeader}. */
export type DetailHeaderProps = {
  /** The list the page belongs to. */
  backPath: NonNullable<LinkProps['to']>;
  /** The back link's text, e.g. "Back to the vacancies". */
  backLabel: ReactNode;
  title: ReactNode;
  /** The item's status badge, beside the title. */
  badge: ReactNode;
};

/** A detail page's top: the way back to its list, the title and the status. */
export function DetailHeader({ backPath, backLabel, title, badge }: DetailHeaderProps) {
  return (
    <>
      <Link to={backPath} className={`text-sm font-semibold ${TEXT_LINK_CLASSES}`}>
        {backLabel}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-heading text-3xl font-bold tracking-tight">{title}</h1>
        {badge}
      </div>
    </>
  );
}

/** Props of {@link DetailSection}. */
export type DetailSectionProps = {
  title: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A part of a detail page, named by its heading. */
export function DetailSection({ title, className, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="font-heading text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One term and its value in a detail page's `<dl>`. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
