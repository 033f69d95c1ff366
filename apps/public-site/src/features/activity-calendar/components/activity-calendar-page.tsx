import { Trans, useLingui } from '@lingui/react/macro';
import {
  activitiesFeedUrl,
  getActivitiesQueryOptions,
  useApiClient,
  useCurrentCenter,
} from '@platform/api-client';
import { calendarDayFormat, DATE_FORMATS, DocumentTitle, formatDayRange } from '@platform/i18n';
import { buttonClassName, ListFrame } from '@platform/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { apiUrl } from '@site/config';
import { useSiteOrigins } from '@site/utils/use-site-origins';
import { TimeZoneNote } from '@site/components/time-zone-note';
import { addDays, monthOf, parseIsoDate, today as centerToday, toIsoDate } from '@site/utils/calendar-dates';
import { CALENDAR_VIEWS, DEFAULT_VIEW, type CalendarSearch, type CalendarView } from '../utils/calendar-search';
import { activitiesQueryOf, calendarPeriod, entriesByDay, shiftDate } from '../utils/calendar-view';
import { ActivityList } from './activity-list';
import { MonthGrid } from './month-grid';
import { WeekAgenda } from './week-agenda';

/** Props of {@link ActivityCalendarPage}. */
export type ActivityCalendarPageProps = { search: CalendarSearch };

const NAV_LINK_CLASS_NAME = buttonClassName({ variant: 'outline', size: 'sm' });
const VIEW_LINK_CLASS_NAME =
  'rounded-theme px-3 py-1.5 text-sm font-semibold hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-[current=true]:bg-primary aria-[current=true]:text-on-primary';

/**
 * `/activiteitenkalender`: the centre's activities by month (a table),
 * week or as a list. View and date live in the URL; previous, today and next
 * are links, so the calendar works with keyboard, back button and bookmarks.
 */
export function ActivityCalendarPage({ search }: ActivityCalendarPageProps) {
  const { t, i18n } = useLingui();
  const origins = useSiteOrigins();
  const { center, meta } = useCurrentCenter();
  const client = useApiClient();
  const todayKey = toIsoDate(centerToday());
  const { today, view, date, range } = useMemo(() => {
    const today = parseIsoDate(todayKey) ?? centerToday();
    return { today, ...calendarPeriod({ view: search.view, date: search.date }, today) };
  }, [search.view, search.date, todayKey]);
  const activities = useQuery({
    ...getActivitiesQueryOptions(client, activitiesQueryOf(range)),
    placeholderData: keepPreviousData,
  });
  const days = useMemo(() => entriesByDay(activities.data ?? [], range), [activities.data, range]);

  const periodTitle =
    view === 'week'
      ? formatDayRange(range.from, addDays(range.until, -1), i18n.locale)
      : calendarDayFormat(i18n.locale, DATE_FORMATS.month).format(date);
  const viewNames: Record<CalendarView, string> = { month: t`Month`, week: t`Week`, list: t`List` };
  const dateLink = (target: Date | undefined) => ({
    to: '.' as const,
    search: { view: search.view, date: target ? toIsoDate(target) : undefined },
  });
  const feedUrl = activitiesFeedUrl(apiUrl || origins.site, meta.tenant, center.id);
  const intro = t`Activities you can join as a volunteer, day by day. Choose an activity to read more and sign up.`;

  return (
    <>
      <DocumentTitle page={t`Activity calendar`} appName={meta.appName} description={intro} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
        <Trans>Activity calendar</Trans>
      </h1>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed">{intro}</p>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={t`Calendar period`} className="flex flex-wrap items-center gap-2">
          <Link {...dateLink(shiftDate(view, date, -1))} className={NAV_LINK_CLASS_NAME}>
            <span aria-hidden="true">‹ </span>
            {view === 'week' ? <Trans>Previous week</Trans> : <Trans>Previous month</Trans>}
          </Link>
          <Link {...dateLink(undefined)} className={NAV_LINK_CLASS_NAME}>
            <Trans>Today</Trans>
          </Link>
          <Link {...dateLink(shiftDate(view, date, 1))} className={NAV_LINK_CLASS_NAME}>
            {view === 'week' ? <Trans>Next week</Trans> : <Trans>Next month</Trans>}
            <span aria-hidden="true"> ›</span>
          </Link>
        </nav>
        <nav aria-label={t`Calendar view`} className="flex gap-1 rounded-theme border border-black/15 p-1 dark:border-white/20">
          {CALENDAR_VIEWS.map((option) => (
            <Link
              key={option}
              to="."
              search={{ view: option === DEFAULT_VIEW ? undefined : option, date: search.date }}
              aria-current={option === view ? 'true' : undefined}
              className={VIEW_LINK_CLASS_NAME}
            >
              {viewNames[option]}
            </Link>
          ))}
        </nav>
      </div>

      <h2 aria-live="polite" className="mt-6 font-heading text-2xl font-semibold first-letter:uppercase">
        {periodTitle}
      </h2>
      <TimeZoneNote className="mt-1" />

      <ListFrame
        query={activities}
        className="mt-4"
        loading={<Trans>Loading activities…</Trans>}
        failed={{ title: <Trans>The activities could not be loaded.</Trans> }}
      >
        {() => (
          <>
            {view === 'month' && <MonthGrid range={range} month={monthOf(date)} days={days} today={today} caption={periodTitle} />}
            {view === 'week' && <WeekAgenda range={range} days={days} today={today} />}
            {view === 'list' && <ActivityList days={days} />}
          </>
        )}
      </ListFrame>

      <section aria-labelledby="calendar-subscribe" className="mt-10 rounded-theme bg-primary/5 p-5">
        <h2 id="calendar-subscribe" className="font-heading text-lg font-semibold">
          <Trans>Always up to date in your own calendar</Trans>
        </h2>
        <p className="mt-2 max-w-3xl">
          <Trans>
            Add the activities to Google Calendar, Outlook or Apple Calendar: subscribe to the address below and new
            activities appear by themselves.
          </Trans>
        </p>
        <p className="mt-3">
          <a href={feedUrl} className="font-semibold break-all text-primary underline dark:text-text">
            <Trans>Subscribe to the activity calendar (iCalendar)</Trans>
          </a>
        </p>
      </section>
    </>
  );
}
