import { Trans, useLingui } from '@lingui/react/macro';
import { getPartnersQueryOptions, useApiClient, useCurrentCenter } from '@platform/api-client';
import { safeHttpUrl } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { ListFrame } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { displayWebsite } from '@site/utils/website';

/** `/partners`: the organisations the centre works with, by name, each linking to its public page. */
export function PartnersPage() {
  const { t } = useLingui();
  const { meta, center } = useCurrentCenter();
  const query = useSuspenseQuery(getPartnersQueryOptions(useApiClient()));
  const partners = query.data;
  const centerName = center.name;
  const title = t`Partners`;
  const intro = t`${centerName} works together with these organisations.`;
  const names = partners.map((partner) => partner.name).join(', ');
  return (
    <>
      <DocumentTitle page={title} appName={meta.appName} description={names ? `${intro} ${names}` : intro} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed">{intro}</p>
      <ListFrame
        query={query}
        className="mt-8"
        empty={{
          isEmpty: (loaded) => loaded.length === 0,
          title: <Trans>There are no partners to show yet.</Trans>,
        }}
      >
        {(loaded) => (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {loaded.map((partner) => {
                const website = safeHttpUrl(partner.website);
                const partnerName = partner.name;
                return (
                  <li key={partner.id}>
                    <article className="flex h-full flex-col gap-2 rounded-theme border border-black/10 bg-background p-5 shadow-xs dark:border-white/15">
                      <h2 className="font-heading text-lg font-semibold">
                        <Link
                          to="/organizations/$id"
                          params={{ id: partner.id }}
                          className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                        >
                          {partnerName}
                        </Link>
                      </h2>
                      {partner.city && <p className="text-sm opacity-90">{partner.city}</p>}
                      {partner.description && (
                        <p className="leading-relaxed whitespace-pre-line opacity-90">{partner.description}</p>
                      )}
                      {website && (
                        <p className="mt-auto pt-1 break-all">
                          <a
                            href={website}
                            rel="noopener noreferrer nofollow"
                            className="font-semibold underline underline-offset-4 hover:no-underline"
                          >
                            {displayWebsite(website)}
                            <span className="sr-only">
                              {' '}
                              <Trans>(website of {partnerName})</Trans>
                            </span>
                          </a>
                        </p>
                      )}
                    </article>
                  </li>
                );
              })}
            </ul>
        )}
      </ListFrame>
    </>
  );
}
