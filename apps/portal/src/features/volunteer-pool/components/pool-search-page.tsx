import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getManagedVacanciesQueryOptions,
  getPoolSearchQueryOptions,
  getVacancyCategoriesQueryOptions,
  isApiError,
  useApiClient,
  type PoolFacets,
  type PoolProfile,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { describeError, formatDate } from '@platform/i18n';
import { Button, ListFrame } from '@platform/ui';
import { PoolProfileCard } from '@platform/volunteer-pool';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { filteredListEmpty } from '@portal/components/filtered-list-empty';
import { Pagination } from '@portal/components/pagination';
import {
  hasPoolFilters,
  POOL_PAGE_SIZE,
  toPoolSearchQuery,
  type PoolSearchParams,
} from '../utils/pool-search';
import { isReplyWaiting } from '../utils/reply-form';
import { poolVacancyChoices } from '../utils/pool-vacancies';
import { PoolSearchForm } from './pool-search-form';
import { ReplyDialog } from './reply-dialog';

/** The failed state's words: the API's reason for a refused search when it gives one. */
function searchFailure(reason: unknown, error: unknown, i18n: I18n) {
  switch (reason) {
    case 'unknown_place':
      return {
        title: <Trans>Unknown place</Trans>,
        description: (
          <Trans>We do not know this place. Check the spelling or try a nearby town.</Trans>
        ),
      };
    case 'unknown_vacancy':
      return {
        title: <Trans>Unknown vacancy</Trans>,
        description: (
          <Trans>The pool cannot be matched with this vacancy. Choose another one.</Trans>
        ),
      };
    default:
      return {
        title: <Trans>The pool could not be searched</Trans>,
        description: i18n._(describeError(error).description),
      };
  }
}

const NO_RESULTS: { total: number; facets: PoolFacets } = {
  total: 0,
  facets: { categoryId: {}, skill: {}, language: {}, availability: {}, ageGroupId: {} },
};

/**
 * `/vrijwilligerspool`: the search form with its facet counts beside the
 * results, each profile as the shared card with its match reasons and a
 * reply button, and paging. Everything searched is in the URL.
 */
export function PoolSearchPage({ search }: { search: PoolSearchParams }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const navigate = useNavigate();
  const organizationId = useSelector(selectSelectedOrganizationId);
  // Not suspending: a place or vacancy the API does not know is said beside the form, not as a failed page.
  const results = useQuery(getPoolSearchQueryOptions(client, toPoolSearchQuery(search)));
  const categories = useSuspenseQuery(getVacancyCategoriesQueryOptions(client)).data;
  const ageGroups = useSuspenseQuery(getAgeGroupsQueryOptions(client)).data;
  const vacancies = useSuspenseQuery(
    getManagedVacanciesQueryOptions(client, poolVacancyChoices(organizationId)),
  ).data.vacancies;
  const [replyTo, setReplyTo] = useState<PoolProfile | null>(null);
  const names = useMemo(
    () => ({
      categoryNames: new Map(categories.map((category) => [category.id, category.name])),
      ageGroupNames: new Map(ageGroups.map((group) => [group.id, group.name])),
    }),
    [categories, ageGroups],
  );
  const { total, facets } = results.data ?? NO_RESULTS;
  const refusedReason = isApiError(results.error)
    ? results.error.errors.find((error) => error.meta?.['reason'])?.meta?.['reason']
    : undefined;
  const pageCount = Math.max(1, Math.ceil(total / POOL_PAGE_SIZE));
  const hasFilters = hasPoolFilters(search);

  return (
    <div className="grid gap-8 md:grid-cols-[18rem_1fr]">
      <aside>
        <PoolSearchForm
          search={search}
          facets={facets}
          categories={categories}
          ageGroups={ageGroups}
          vacancies={vacancies}
          onSearch={(next) => void navigate({ to: '/vrijwilligerspool', search: next })}
        />
      </aside>
      <section aria-labelledby="pool-results-heading" className="min-w-0">
        <h2
          id="pool-results-heading"
          className="mb-4 font-heading text-xl font-semibold"
          aria-live="polite"
        >
          {results.data ? (
            <Plural value={total} one="# volunteer found" other="# volunteers found" />
          ) : (
            <Trans>Volunteers</Trans>
          )}
        </h2>
        <ListFrame
          query={results}
          loading={<Trans>Searching the pool…</Trans>}
          skeleton={{ rows: 3, rowClassName: 'h-40' }}
          failed={searchFailure(refusedReason, results.error, i18n)}
          empty={{
            isEmpty: (data) => data.profiles.length === 0,
            title: <Trans>No volunteers found</Trans>,
            ...filteredListEmpty({
              hasFilters,
              filteredMessage: (
                <Trans>
                  Nobody in the pool matches this search. Widen the distance or clear some filters.
                </Trans>
              ),
              emptyMessage: (
                <Trans>
                  Nobody is in the pool yet. Volunteers join it from their profile on the website.
                </Trans>
              ),
              clearPath: '/vrijwilligerspool',
            }),
          }}
        >
          {(data) => (
            <ul className="flex flex-col gap-4" aria-label={t`Volunteers`}>
              {data.profiles.map((profile) => (
                <li key={profile.id}>
                  <PoolProfileCard profile={profile} names={names} headingLevel={3}>
                    <ReplyAction profile={profile} onReply={() => setReplyTo(profile)} />
                  </PoolProfileCard>
                </li>
              ))}
            </ul>
          )}
        </ListFrame>
        <Pagination page={search.page ?? 1} pageCount={pageCount} total={total} />
      </section>
      <ReplyDialog
        profile={replyTo}
        organizationId={organizationId}
        vacancies={vacancies}
        vacancyId={search.vacancy}
        onClose={() => setReplyTo(null)}
      />
    </div>
  );
}

/** "Reply", or (replied this month) the day the organisation may reply again beside the switched-off button. */
function ReplyAction({ profile, onReply }: { profile: PoolProfile; onReply: () => void }) {
  const { i18n } = useLingui();
  const firstName = profile.firstName;
  if (isReplyWaiting(profile.canReplyFrom)) {
    const from = formatDate(profile.canReplyFrom, i18n.locale);
    return (
      <>
        <Button disabled aria-describedby={`reply-wait-${profile.id}`}>
          <Trans context="volunteer pool">Reply</Trans>
          <span className="sr-only"> {firstName}</span>
        </Button>
        <p id={`reply-wait-${profile.id}`} className="self-center text-sm">
          <Trans>You replied recently; you can reply again from {from}.</Trans>
        </p>
      </>
    );
  }
  return (
    <Button onClick={onReply}>
      <Trans context="volunteer pool">Reply</Trans>
      <span className="sr-only"> {firstName}</span>
    </Button>
  );
}
