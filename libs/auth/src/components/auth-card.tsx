import { DocumentTitle } from '@platform/i18n';
import { useCurrentCenter } from '@platform/api-client';
import type { ReactNode } from 'react';

/** Props of {@link AuthCard}. */
export type AuthCardProps = {
  /** The translated page heading, also the document title. */
  title: string;
  /** Translated text under the heading. */
  intro?: ReactNode;
  /** What the page offers, for search results and link previews (a public page's meta description). */
  description?: string;
  children?: ReactNode;
};

/** The frame of every auth screen: the page title, a heading and a card, centred. */
export function AuthCard({ title, intro, description, children }: AuthCardProps) {
  const { meta } = useCurrentCenter();
  return (
    <div className="flex w-full flex-1 flex-col items-center px-4 pt-8 pb-16 font-sans text-text sm:pt-12">
      <DocumentTitle page={title} appName={meta.appName} description={description} />
      <div className="w-full max-w-md rounded-theme border border-black/10 bg-background p-6 shadow-sm sm:p-8">
        <h1 className="font-heading text-2xl font-bold tracking-tight">{title}</h1>
        {intro && <p className="mt-2 text-text/80">{intro}</p>}
        <div className="mt-6 flex flex-col gap-5">{children}</div>
      </div>
    </div>
  );
}
