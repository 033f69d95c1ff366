import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getActivityTypesQueryOptions,
  getNonProfitTypesQueryOptions,
  getSocialMapQueryOptions,
  useApiClient,
  useCurrentCenter,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, ListFrame } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { hasFilters, markerPosition, sortByName, toSocialMapQuery } from '../utils/social-map-params';
import { DEFAULT_SOCIAL_MAP_VIEW, SOCIAL_MAP_VIEWS, type SocialMapSearch, type SocialMapView } from '../utils/social-map-search';
import { LazyOrganizationMap } from './lazy-organization-map';
import { OrganizationList } from './organization-list';
import { SocialMapFilters } from './social-map-filters';

/** Props of {@link SocialMapPage}. */
export type SocialMapPageProps = {
  /** The route's validated search parameters. */
  search: SocialMapSearch;
};

/**
 * `/sociale-kaart`: the centre's organisations on a map and as a list, filtered
 * by name, kind of organisation and activity. Filters and view live in the
 * URL. The list is the equivalent of the map for keyboards and screen
 * readers; the map itself loads lazily.
 */
export function SocialMapPage({ search: rawSearch }: SocialMapPageProps) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const client = useApiClient();
  const navigate = useNavigate();
  const { data: nonProfitTypes } = useSuspenseQuery(getNonProfitTypesQueryOptions(client));
  const { data: activityTypes } = useSuspenseQuery(getActivityTypesQueryOptions(client));
  // An id from an old link that the tenant no longer has would filter on nothing visible.
  const search: SocialMapSearch = {
    ...rawSearch,
    type: nonProfitTypes.some((type) => type.id === rawSearch.type) ? rawSearch.type : undefined,
    activity: activityTypes.some((type) => type.id === rawSearch.activity) ? rawSearch.activity : undefined,
  };
  const view: SocialMapView = search.view ?? DEFAULT_SOCIAL_MAP_VIEW;
  const results = useQuery(getSocialMapQueryOptions(client, toSocialMapQuery(search)));
  const nonProfitTypeNames = useMemo(() => new Map(nonProfitTypes.map((type) => [type.id, type.name])), [nonProfitTypes]);
  const activityTypeNames = useMemo(() => new Map(activityTypes.map((type) => [type.id, type.name])), [activityTypes]);
  const organizations = useMemo(
    () => sortByName(results.data?.organizations ?? [], i18n.locale),
    [results.data, i18n.locale],
  );
  const unplacedCount = organizations.filter((organization) => !markerPosition(organization)).length;

  const update = (changes: Partial<SocialMapSearch>) =>
    void navigate({
      to: '/sociale-kaart',
      search: { ...search, ...changes },
      // Changing a filter or the view must not throw the visitor back to the top of the page.
      resetScroll: false,
    });
  const clearFilters = () => update({ q: undefined, type: undefined, activity: undefined });
  const title = t`Social map`;
  const intro = t`The organisations in our region that volunteers can turn to: what they do and where to find them.`;
  const viewNames: Record<SocialMapView, string> = { map: t`Map`, list: t`List` };

  return (
    <>
      <DocumentTitle page={title} appName={meta.appName} description={intro} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed">{intro}</p>

      <SocialMapFilters
        search={search}
        nonProfitTypes={nonProfitTypes}
        activityTypes={activityTypes}
        onChange={(changes) => update(changes)}
      />

      <section aria-labelledby="social-map-results" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-black/10 pb-4 dark:border-white/15">
          <div>
            <h2 id="social-map-results" className="font-heading text-xl font-semibold">
              <Trans>Organisations</Trans>
            </h2>
            {/* Announced politely whenever the count changes. */}
            <p role="status" className="mt-1 text-sm">
              {results.data ? (
                <Plural
                  value={organizations.length}
                  _0="No organisations found"
                  one="# organisation found"
                  other="# organisations found"
                />
              ) : results.isPending || results.isFetching ? (
                <Trans>Loading organisations…</Trans>
              ) : null}
            </p>
          </div>
          <div role="group" aria-label={t`View`} className="inline-flex rounded-theme border border-black/20 p-1 dark:border-white/25">
            {SOCIAL_MAP_VIEWS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => update({ view: value === DEFAULT_SOCIAL_MAP_VIEW ? undefined : value })}
                className={`rounded-theme px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
                  view === value ? 'bg-primary text-on-primary' : 'hover:bg-primary/10'
                }`}
              >
                {viewNames[value]}
              </button>
            ))}
          </div>
        </div>

        <ListFrame
          query={results}
          className="mt-6"
          loading={<Trans>Loading organisations…</Trans>}
          skeleton={{ rows: 1, rowClassName: 'h-[28rem]' }}
          isLoadingAnnounced
          failed={{
            title: <Trans>The organisations could not be loaded.</Trans>,
            description: <Trans>Check your internet connection and try again.</Trans>,
          }}
          empty={{
            isEmpty: (loaded) => loaded.organizations.length === 0,
            ...(hasFilters(search)
              ? {
                  title: <Trans>No organisations match your search.</Trans>,
                  action: (
                    <button type="button" onClick={clearFilters} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
                      <Trans>Clear all filters</Trans>
                    </button>
                  ),
                }
              : { title: <Trans>There are no organisations on the social map yet.</Trans> }),
            headingLevel: 3,
          }}
        >
          {({ tiles }) =>
            view === DEFAULT_SOCIAL_MAP_VIEW ? (
              <>
                <p className="mb-3 text-sm">
                  <Trans>
                    Choose a marker to see the organisation. The list shows the same organisations and works
                    well with a keyboard or screen reader.
                  </Trans>
                </p>
                <div role="region" aria-label={t`Map of the organisations`}>
                  <LazyOrganizationMap
                    organizations={organizations}
                    tiles={tiles}
                    nonProfitTypeNames={nonProfitTypeNames}
                    className="h-[28rem] sm:h-[34rem]"
                  />
                </div>
                {unplacedCount > 0 && (
                  <p className="mt-3 text-sm">
                    <Plural
                      value={unplacedCount}
                      one="# organisation has no known address and is only in the list."
                      other="# organisations have no known address and are only in the list."
                    />
                  </p>
                )}
              </>
            ) : (
              <OrganizationList
                organizations={organizations}
                nonProfitTypeNames={nonProfitTypeNames}
                activityTypeNames={activityTypeNames}
              />
            )
          }
        </ListFrame>
      </section>
    </>
  );
}
