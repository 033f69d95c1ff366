import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getRecommendationsQueryOptions,
  getVacancyCategoriesQueryOptions,
  getVolunteerProfileQueryOptions,
  useApiClient,
  useCurrentCenter,
  type VacancyMatch,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, ListFrame } from '@platform/ui';
import { describeMatchReasons, type MatchReasonNames } from '@platform/volunteer-pool';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SearchPager } from './search-pager';
import { VacancyList } from './vacancy-list';

/** Reasons speak to the volunteer ("matches your interest Nature"). */
const READER = 'volunteer';

function MatchReasons({
  match,
  names,
}: {
  match: VacancyMatch | undefined;
  names: MatchReasonNames;
}) {
  const { t, i18n } = useLingui();
  const reasons = match ? describeMatchReasons(match.reasons, READER, names, i18n) : [];
  if (reasons.length === 0) return null;
  return (
    <ul aria-label={t`Why this suits you`} className="mt-3 flex flex-wrap gap-2">
      {reasons.map((reason) => (
        <li
          key={reason}
          className="rounded-theme bg-primary/10 px-2 py-0.5 text-sm dark:bg-white/10"
        >
          {reason}
        </li>
      ))}
    </ul>
  );
}

function Invitation() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-theme border border-black/10 p-5 dark:border-white/15">
      <h2 className="font-heading text-xl font-bold">
        <Trans>Tell us what you like to do</Trans>
      </h2>
      <p>
        <Trans>
          Fill in your volunteer profile: your interests, skills, languages, when you are available
          and where. We then show the vacancies and activities that suit you best here, with why.
        </Trans>
      </p>
      <Link to="/profile-edit/vrijwilligersprofiel" className={buttonClassName()}>
        <Trans>Fill in your volunteer profile</Trans>
      </Link>
    </div>
  );
}

/**
 * `/voor-jou`: published vacancies and activities ranked by how well they
 * match the volunteer's profile, each card with the reasons. Per person, so
 * drawn in the browser after sign-in (docs/decisions.md, issue 28); without a
 * profile, an invitation to fill one in.
 */
export function RecommendationsPage({ page }: { page: number }) {
  const { t } = useLingui();
  const client = useApiClient();
  const { meta } = useCurrentCenter();
  const { data: profile } = useSuspenseQuery(getVolunteerProfileQueryOptions(client));
  const { data: categories } = useSuspenseQuery(getVacancyCategoriesQueryOptions(client));
  const { data: ageGroups } = useSuspenseQuery(getAgeGroupsQueryOptions(client));
  const query = useQuery({
    ...getRecommendationsQueryOptions(client, page),
    enabled: profile !== null,
  });
  const names: MatchReasonNames = {
    categoryNames: new Map(categories.map((category) => [category.id, category.name])),
    ageGroupNames: new Map(ageGroups.map((group) => [group.id, group.name])),
  };
  const total = query.data?.total ?? 0;
  const pageCount = query.data?.pageCount ?? 1;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <DocumentTitle page={t`For you`} appName={meta.appName} />
      <div>
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
          <Trans>For you</Trans>
        </h1>
        <p className="mt-3 text-lg leading-relaxed">
          <Trans>
            Vacancies and activities that suit your volunteer profile best, the best match first.
          </Trans>
        </p>
      </div>
      {profile === null ? (
        <Invitation />
      ) : (
        <>
          <p>
            <Link
              to="/profile-edit/vrijwilligersprofiel"
              className="text-primary underline underline-offset-4 dark:text-primary-300"
            >
              <Trans>Change your volunteer profile</Trans>
            </Link>
          </p>
          {query.data && (
            <p role="status">
              <Plural value={total} one="# suggestion" other="# suggestions" />
            </p>
          )}
          <ListFrame
            query={query}
            label={t`Suggestions for you`}
            loading={<Trans>Looking for vacancies that suit you…</Trans>}
            skeleton={{ rows: 3 }}
            failed={{ title: <Trans>The suggestions could not be loaded.</Trans> }}
            empty={{
              isEmpty: (loaded) => loaded.vacancies.length === 0,
              title: <Trans>Nothing suits your profile right now.</Trans>,
              message: (
                <Trans>
                  Add interests or days, or travel a little further, and look again. New vacancies
                  come every week.
                </Trans>
              ),
              action: (
                <Link to="/vacancies/search" className={buttonClassName({ variant: 'outline' })}>
                  <Trans>Search all vacancies</Trans>
                </Link>
              ),
            }}
          >
            {(loaded) => (
              <VacancyList
                vacancies={loaded.vacancies}
                categoryNames={names.categoryNames}
                renderExtra={(vacancy) => (
                  <MatchReasons match={loaded.matches[vacancy.id]} names={names} />
                )}
              />
            )}
          </ListFrame>
          <SearchPager page={page} pageCount={pageCount} />
        </>
      )}
    </div>
  );
}
