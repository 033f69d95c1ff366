import { getPartnersQueryOptions, useApiClient } from '@platform/api-client';
import { isHttpUrl, safeHttpUrl } from '@platform/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EXTERNAL_REL } from '../../parts/link-kind';
import { BLOCK_SPACING, BLOCK_TITLE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

type Entry = { key: string; content: ReactNode; href: string | null };

function EntryLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} rel={isHttpUrl(href) ? EXTERNAL_REL : undefined} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
      {children}
    </a>
  );
}

/**
 * Partners' logos: the ones the editor added (image, name, link), or without
 * any the centre's partner organisations by name, each linking to the
 * partner's website when it has a safe one.
 */
export function LogoBarBlock({ block }: BlockComponentProps<'LogoBar'>) {
  const { title, maxLogos, logos } = block.props;
  const { data: partners } = useSuspenseQuery(getPartnersQueryOptions(useApiClient()));
  const entries: Entry[] =
    logos.length > 0
      ? logos.map((logo, index) => ({
          key: `${index}-${logo.name}`,
          href: logo.href || null,
          content: (
            <img src={logo.image.url} alt={logo.image.alt || logo.name} loading="lazy" decoding="async" className="max-h-16 w-auto max-w-40 object-contain" />
          ),
        }))
      : partners.map((partner) => ({
          key: partner.id,
          href: safeHttpUrl(partner.website),
          content: <span className="font-heading text-lg font-semibold">{partner.name}</span>,
        }));
  const shown = entries.slice(0, maxLogos);
  if (shown.length === 0) return null;
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6 text-center`}>{title}</h2>}
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {shown.map((entry) => (
          // A light plate keeps logos drawn for white paper visible in dark mode.
          <li key={entry.key} className="flex min-h-20 items-center rounded-theme px-4 py-2 dark:bg-white dark:text-gray-900">
            <EntryLink href={entry.href}>{entry.content}</EntryLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const blockModule: BlockModule<'LogoBar'> = {
  Block: LogoBarBlock,
  load: ({ queryClient, apiClient }) => queryClient.ensureQueryData(getPartnersQueryOptions(apiClient)),
};
