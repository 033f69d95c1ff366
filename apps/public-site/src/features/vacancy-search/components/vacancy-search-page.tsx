import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getVacancyCategoriesQueryOptions,
  getVacancySearchQueryOptions,
  isApiError,
  useApiClient,
  useCurrentCenter,
  vacancyFeedUrl,
} from '@platform/api-client';
import type { VacancySearchSort, VacancyType } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, ListFrame, listItems, toggleListItem, VACANCY_TYPE_NAMES } from '@platform/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiUrl } from '@site/config';
import { useSiteOrigins } from '@site/utils/use-site-origins';
import {
  activeFilterCount,
  availableSorts,
  defaultSort,
  hasFilters,
  pageCount,
  searchScopeFor,
  toVacancySearchQuery,
} from '../utils/search-params';
import type { VacancySearchParams } from '../utils/search-url';
import { CheckboxFilter, DateRangeFilter } from './search-filters';
import { SearchForm } from './search-form';
import { SearchPager } from './search-pager';
import { VacancyList } from './vacancy-list';

/** Props of {@link VacancySearchPage}. */
export type VacancySearchPageProps = {
  /** The route's validated search parameters. */
  search: VacancySearchParams;
  /** The page's heading and document title. */
  title: string;
  /** Text under the heading. */
  intro?: ReactNode;
  /** Shows only this vacancy type and hides the type filter (the one-to-one support page). */
  fixedType?: VacancyType;
};

/**
 * The vacancy bank: search words, place and distance, filters with facet
 * counts, sort, results and pages. Everything lives in the URL, so every state
 * is a link and back and forward step through searches. Words and place are
 * applied when the visitor submits (Enter or the button), not while typing:
 * one request and one history entry per search, and no results shifting under
 * a screen reader mid-word. Filters apply as soon as they change.
 */
export function VacancySearchPage({ search, title, intro, fixedType }: VacancySearchPageProps) {
  const { t, i18n } = useLingui();
  const { meta, center } = useCurrentCenter();
  const centerName = center.name;
  const client = useApiClient();
  const origins = useSiteOrigins();
  const navigate = useNavigate();
  const { data: categories } = useSuspenseQuery(getVacancyCategoriesQueryOptions(client));
  const { data: ageGroups } = useSuspenseQuery(getAgeGroupsQueryOptions(client));
  const scope = searchScopeFor(meta.features, fixedType);
  const { allowedTypes, hasActivities } = scope;
  const query = toVacancySearchQuery(search, scope);
  const results = useQuery(getVacancySearchQueryOptions(client, query));
  const [areFiltersOpen, setAreFiltersOpen] = useState(false);
  const activeFilters = activeFilterCount(search);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const shouldFocusResults = useRef(false);

  const categoryNames = useMemo(() => new Map(categories.map((c) => [c.id, c.name])), [categories]);
  const data = results.data;
  const isUnknownPlace =
    isApiError(results.error) && results.error.errors.some((error) => error.meta?.['reason'] === 'unknown_place');

  useEffect(() => {
    if (data && !results.isPlaceholderData && shouldFocusResults.current) {
      shouldFocusResults.current = false;
      resultsHeadingRef.current?.focus();
    }
  }, [data, results.isPlaceholderData]);

  /** Applies a change to the search; any change but paging starts again at page 1. */
  const update = (changes: Partial<VacancySearchParams>) =>
    void navigate({
      to: '.',
      search: (previous: VacancySearchParams) => ({ ...previous, ...changes, page: undefined }),
      // Ticking a filter must not throw the visitor back to the top of the page.
      resetScroll: false,
    });

  const clearFilters = () =>
    update({
      type: undefined,
      category: undefined,
      age: undefined,
      organization: undefined,
      place: undefined,
      distance: undefined,
      from: undefined,
      until: undefined,
    });

  const sorts = availableSorts(search, { hasActivities });
  const sortNames: Record<VacancySearchSort, string> = {
    relevance: t`Best match`,
    '-published_at': t`Newest first`,
    published_at: t`Oldest first`,
    distance: t`Nearest first`,
    starts_at: t`Start date`,
  };
  const organizationName = search.organization ? data?.vacancies[0]?.organization?.name : undefined;
  const page = search.page ?? 1;
  const feedSite = { tenant: meta.tenant, volunteerCenterId: center.id };
  const feedUrl = (format: 'rss' | 'json') => vacancyFeedUrl(apiUrl || origins.site, format, feedSite, query);

  return (
    <>
      <DocumentTitle
        page={title}
        appName={meta.appName}
        description={t`Find volunteer work at ${centerName} that suits you: search by words, place, category and age group, and apply online.`}
      />
      {/* Feed readers find this search as a feed (React puts these links in the head). */}
      <link rel="alternate" type="application/rss+xml" title={t`Vacancies of ${centerName} (RSS)`} href={feedUrl('rss')} />
      <link rel="alternate" type="application/feed+json" title={t`Vacancies of ${centerName} (JSON Feed)`} href={feedUrl('json')} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <div className="mt-4 max-w-3xl text-lg leading-relaxed">{intro}</div>}

      <SearchForm
        q={search.q}
        place={search.place}
        distance={search.distance}
        placeError={isUnknownPlace ? t`We do not know this place. Check the spelling or try a nearby town.` : undefined}
        onSubmit={(values) => update(values)}
        onDistanceChange={(distance) => {
          if (search.place) update({ distance });
        }}
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/* Small screens fold the filters away, so the results are not a long scroll down. */}
        <button
          type="button"
          aria-expanded={areFiltersOpen}
          aria-controls="search-filters"
          onClick={() => setAreFiltersOpen((open) => !open)}
          className={`${buttonClassName({ variant: 'outline' })} lg:hidden`}
        >
          {activeFilters > 0 ? <Trans>Filters ({activeFilters})</Trans> : <Trans>Filters</Trans>}
        </button>
        <aside
          id="search-filters"
          aria-label={t`Filters`}
          className={`${areFiltersOpen ? 'flex' : 'hidden'} flex-col gap-5 lg:flex`}
        >
          {!fixedType && (
            <CheckboxFilter
              legend={t`Kind of work`}
              options={allowedTypes.map((type) => ({
                value: type,
                label: i18n._(VACANCY_TYPE_NAMES[type]),
                count: data?.facets.vacancyType[type] ?? (data ? 0 : undefined),
              }))}
              selected={listItems(search.type)}
              onToggle={(type) => update({ type: toggleListItem(search.type, type) })}
            />
          )}
          <CheckboxFilter
            legend={t`Category`}
            options={categories.map((category) => ({
              value: category.id,
              label: category.name,
              count: data?.facets.categoryId[category.id] ?? (data ? 0 : undefined),
            }))}
            selected={listItems(search.category)}
            onToggle={(id) => update({ category: toggleListItem(search.category, id) })}
          />
          <CheckboxFilter
            legend={t`Age group`}
            options={ageGroups.map((group) => ({
              value: group.id,
              label: group.name,
              count: data?.facets.ageGroupId[group.id] ?? (data ? 0 : undefined),
            }))}
            selected={listItems(search.age)}
            onToggle={(id) => update({ age: toggleListItem(search.age, id) })}
          />
          {hasActivities && (
            <DateRangeFilter from={search.from} until={search.until} onChange={(range) => update(range)} />
          )}
          {hasFilters(search) && (
            <button type="button" onClick={clearFilters} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
              <Trans>Clear all filters</Trans>
            </button>
          )}
        </aside>

        <section aria-labelledby="search-results-heading">
          <div className="flex flex-wrap items-end justify-between gap-4 border-b border-black/10 pb-4 dark:border-white/15">
            <div>
              <h2
                id="search-results-heading"
                ref={resultsHeadingRef}
                tabIndex={-1}
                className="font-heading text-xl font-semibold focus:outline-none"
              >
                <Trans>Results</Trans>
              </h2>
              {/* Announced politely whenever the count changes. */}
              <p role="status" className="mt-1 text-sm">
                {data ? (
                  <Plural value={data.total} _0="No vacancies found" one="# vacancy found" other="# vacancies found" />
                ) : results.isPending || results.isFetching ? (
                  <Trans>Searching…</Trans>
                ) : null}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="search-sort" className="text-sm font-semibold">
                <Trans>Sort by</Trans>
              </label>
              <select
                id="search-sort"
                value={search.sort && sorts.includes(search.sort) ? search.sort : ''}
                onChange={(event) => update({ sort: (event.target.value || undefined) as VacancySearchSort | undefined })}
                className="rounded-theme border border-black/25 bg-background px-3 py-2 text-text focus:border-primary focus:outline-2 focus:outline-primary dark:border-white/25"
              >
                <option value="">{sortNames[defaultSort(search)]}</option>
                {sorts
                  .filter((sort) => sort !== defaultSort(search))
                  .map((sort) => (
                    <option key={sort} value={sort}>
                      {sortNames[sort]}
                    </option>
                  ))}
              </select>
            </div>
          </div>

          {search.organization && (
            <p className="mt-4 flex flex-wrap items-center gap-3 rounded-theme bg-primary/5 p-3">
              <span>
                {organizationName ? (
                  <Trans>Showing the vacancies of {organizationName}.</Trans>
                ) : (
                  <Trans>Showing the vacancies of one organisation.</Trans>
                )}
              </span>
              <button
                type="button"
                onClick={() => update({ organization: undefined })}
                className={buttonClassName({ variant: 'tertiary', size: 'sm' })}
              >
                <Trans>Show all organisations</Trans>
              </button>
            </p>
          )}

          {/* An unknown place is said at the place field; the list area stays empty. */}
          {!isUnknownPlace && (
            <ListFrame
              query={results}
              className="mt-6"
              loading={<Trans>Searching…</Trans>}
              skeleton={{ rows: 3, rowClassName: 'h-32' }}
              isLoadingAnnounced
              failed={{
                title: <Trans>The vacancies could not be loaded.</Trans>,
                description: <Trans>Check your internet connection and try again.</Trans>,
              }}
              empty={{
                isEmpty: (loaded) => loaded.vacancies.length === 0,
                title: <Trans>No vacancies match your search.</Trans>,
                message: <Trans>Try other words, a larger distance or fewer filters.</Trans>,
                action: hasFilters(search) && (
                  <button type="button" onClick={clearFilters} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
                    <Trans>Clear all filters</Trans>
                  </button>
                ),
                headingLevel: 3,
              }}
            >
              {(loaded) => <VacancyList vacancies={loaded.vacancies} categoryNames={categoryNames} headingLevel={3} />}
            </ListFrame>
          )}
          {data && (
            <SearchPager
              page={page}
              pageCount={pageCount(data.total)}
              onNavigate={() => {
                shouldFocusResults.current = true;
              }}
            />
          )}
        </section>
      </div>
    </>
  );
}
