import { Trans } from '@lingui/react/macro';
import { getPublishedPagesQueryOptions, useApiClient } from '@platform/api-client';
import { HELP_PAGE_SLUG_PREFIX, type PageType } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';

/** How many help texts the page lists at most. */
const HELP_PAGES_MAX = 50;

const PLAIN_PAGE: PageType = 'default';

/**
 * The platform's help texts: the centre's published content pages whose slug
 * starts with `hulp-`, each a link to where it reads on the public site.
 * Nothing shows while they load or when the centre has none.
 */
export function HelpPages({ publicSiteUrl }: { publicSiteUrl: string }) {
  const { data } = useQuery(
    getPublishedPagesQueryOptions(useApiClient(), { pageType: PLAIN_PAGE, text: HELP_PAGE_SLUG_PREFIX, pageSize: HELP_PAGES_MAX }),
  );
  const pages = (data?.pages ?? [])
    .filter((page) => page.slug.startsWith(HELP_PAGE_SLUG_PREFIX))
    .sort((a, b) => a.title.localeCompare(b.title));
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="help-title" className="mt-6 max-w-2xl">
      <h2 id="help-title" className="font-heading text-lg font-semibold">
        <Trans>Help</Trans>
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {pages.map((page) => (
          <li key={page.id}>
            <a href={`${publicSiteUrl}${page.path}`} className="font-semibold underline underline-offset-4 hover:no-underline">
              {page.title}
            </a>
            {page.summary && <p className="text-sm">{page.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
