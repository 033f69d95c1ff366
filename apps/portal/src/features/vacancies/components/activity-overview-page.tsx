import { Trans, useLingui } from '@lingui/react/macro';
import {
  getActivitiesQueryOptions,
  getManagedVacanciesQueryOptions,
  useApiClient,
  useCurrentCenter,
  useCurrentUser,
} from '@platform/api-client';
import { selectSelectedOrganizationId } from '@platform/auth';
import { DocumentTitle, formatDate } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from 'react-redux';
import { activityOverviewQueries } from '../utils/activity-overview';
import { groupActivitiesByWeek, OVERVIEW_WEEKS, type OverviewEntry } from '../utils/activity-weeks';
import { formatTimeSpan } from '../utils/format-dates';
import { addDays } from '../utils/local-dates';
import { managesCentre } from '../utils/vacancy-list-search';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

function OverviewHeading() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`Activity overview`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Activity overview</Trans>
      </h1>
    </>
  );
}

/**
 * `/activiteitenkalender/overzicht`: the coming weeks' activities of the
 * organisation the user acts for (the centre's for centre staff), week by
 * week, with the drafts among them, each with a link to edit it.
 */
export function ActivityOverviewPage({ from }: { from: string | undefined }) {
  const { meta } = useCurrentCenter();
  if (!meta.features.activities) {
    return (
      <>
        <OverviewHeading />
        <p className="mt-4">
          <Trans>The activity calendar is switched off for this website.</Trans>
        </p>
      </>
    );
  }
  return <ActivityOverview from={from} />;
}

function ActivityOverview({ from }: { from: string | undefined }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const user = useCurrentUser();
  const organizationId = useSelector(selectSelectedOrganizationId);
  const queries = activityOverviewQueries(from, { isCentreStaff: managesCentre(user.roles), organizationId });
  const activities = useSuspenseQuery(getActivitiesQueryOptions(client, queries.activities)).data;
  const drafts = useSuspenseQuery(getManagedVacanciesQueryOptions(client, queries.drafts)).data.vacancies;
  const { weeks, draftsWithoutDate } = groupActivitiesByWeek(activities, drafts, queries.range);
  const { range } = queries;
  const firstDate = formatDate(range.from, i18n.locale);
  const lastDate = formatDate(addDays(range.until, -1), i18n.locale);
  const navigationClassName = buttonClassName({ variant: 'outline', size: 'sm' });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <OverviewHeading />
        <Link to="/vacancies/add" search={{ type: 'activity' }} className={buttonClassName()}>
          <Trans>New activity</Trans>
        </Link>
      </div>
      <p className="mt-2 opacity-80">
        <Trans>
          From {firstDate} to {lastDate}
        </Trans>
      </p>
      <nav aria-label={t`Weeks`} className="mt-4 flex flex-wrap gap-2">
        <Link to="/activiteitenkalender/overzicht" search={{ from: addDays(range.from, -7 * OVERVIEW_WEEKS) }} className={navigationClassName}>
          <Trans>Earlier weeks</Trans>
        </Link>
        <Link to="/activiteitenkalender/overzicht" search={{}} className={navigationClassName}>
          <Trans>From this week</Trans>
        </Link>
        <Link to="/activiteitenkalender/overzicht" search={{ from: range.until }} className={navigationClassName}>
          <Trans>Later weeks</Trans>
        </Link>
      </nav>

      <div className="mt-6 flex flex-col gap-6">
        {weeks.map((week) => {
          const number = week.isoWeek;
          const monday = formatDate(week.monday, i18n.locale);
          const sunday = formatDate(week.sunday, i18n.locale);
          return (
            <section key={week.monday} aria-labelledby={`week-${week.monday}`} className="rounded-theme border border-black/10 p-5 dark:border-white/15">
              <h2 id={`week-${week.monday}`} className="font-heading text-xl font-semibold">
                <Trans>
                  Week {number}: {monday} – {sunday}
                </Trans>
              </h2>
              {week.entries.length === 0 ? (
                <p className="mt-2 opacity-80">
                  <Trans>No activities this week.</Trans>
                </p>
              ) : (
                <ul className="mt-3 flex flex-col divide-y divide-black/10 dark:divide-white/15">
                  {week.entries.map((entry) => (
                    <OverviewLine key={`${entry.vacancy.id}-${entry.startsAt}`} entry={entry} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
        {draftsWithoutDate.length > 0 && (
          <section aria-labelledby="drafts-without-date" className="rounded-theme border border-dashed border-black/25 p-5 dark:border-white/25">
            <h2 id="drafts-without-date" className="font-heading text-xl font-semibold">
              <Trans>Drafts without a date</Trans>
            </h2>
            <ul className="mt-3 flex flex-col divide-y divide-black/10 dark:divide-white/15">
              {draftsWithoutDate.map((vacancy) => (
                <li key={vacancy.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <Link to="/vacancies/$id" params={{ id: vacancy.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
                    {vacancy.title}
                  </Link>
                  <EditLink id={vacancy.id} title={vacancy.title} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

function OverviewLine({ entry }: { entry: OverviewEntry }) {
  const { i18n } = useLingui();
  const { vacancy } = entry;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-2">
      <div className="flex flex-col">
        <span className="text-sm">{formatTimeSpan(entry.startsAt, entry.endsAt, i18n.locale)}</span>
        <span className="flex flex-wrap items-center gap-2">
          <Link to="/vacancies/$id" params={{ id: vacancy.id }} className={`font-semibold ${TEXT_LINK_CLASSES}`}>
            {vacancy.title}
          </Link>
          {entry.isDraft && (
            <span className="rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-900 dark:bg-gray-700 dark:text-gray-50">
              <Trans>Draft</Trans>
            </span>
          )}
        </span>
        {vacancy.organization?.name && <span className="text-sm opacity-80">{vacancy.organization.name}</span>}
      </div>
      <EditLink id={vacancy.id} title={vacancy.title} />
    </li>
  );
}

function EditLink({ id, title }: { id: string; title: string }) {
  return (
    <Link to="/vacancies/$id/edit" params={{ id }} className={buttonClassName({ variant: 'light', size: 'sm' })}>
      <Trans>Edit</Trans>
      <span className="sr-only"> {title}</span>
    </Link>
  );
}
