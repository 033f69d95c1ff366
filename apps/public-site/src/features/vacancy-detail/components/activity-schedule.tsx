import { Trans, useLingui } from '@lingui/react/macro';
import { getActivitiesQueryOptions, useApiClient, type PublicVacancy } from '@platform/api-client';
import type { ActivityFrequency } from '@platform/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { DATE_FORMATS, dateFormat, formatDate, zonedParts } from '@platform/i18n';
import { TimeZoneNote } from '@site/components/time-zone-note';
import { addDays, today as centerToday, toIsoDate } from '@site/utils/calendar-dates';

/** How far ahead the page lists an activity's dates. */
const SCHEDULE_DAYS = 92;
const SHOWN_DATES = 6;

const FREQUENCY_NAMES: Record<ActivityFrequency, MessageDescriptor> = {
  once: msg`Once`,
  multi_day: msg`Several days in a row`,
  regularly: msg`Regularly`,
};

/**
 * When an activity takes place: its frequency, start and end, and the next
 * dates as the API computes them from the recurrence rule (the same source as
 * the calendar and the iCalendar feed).
 */
export function ActivitySchedule({ vacancy }: { vacancy: PublicVacancy }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const today = centerToday();
  const upcoming = useQuery(
    getActivitiesQueryOptions(client, {
      from: toIsoDate(today),
      until: toIsoDate(addDays(today, SCHEDULE_DAYS)),
      organizationId: vacancy.organizationId,
    }),
  );
  const occurrences = (
    upcoming.data?.find((activity) => activity.id === vacancy.id)?.meta.occurrences ?? []
  ).slice(0, SHOWN_DATES);
  const timeFormat = dateFormat(i18n.locale, DATE_FORMATS.time);
  const dayFormat = dateFormat(i18n.locale, DATE_FORMATS.day);

  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {vacancy.frequency && (
          <>
            <dt className="font-semibold">
              <Trans>How often</Trans>
            </dt>
            <dd>{i18n._(FREQUENCY_NAMES[vacancy.frequency])}</dd>
          </>
        )}
        {vacancy.startsAt && (
          <>
            <dt className="font-semibold">
              <Trans>Starts</Trans>
            </dt>
            <dd>{formatDate(vacancy.startsAt, i18n.locale, true)}</dd>
          </>
        )}
        {vacancy.endsAt && (
          <>
            <dt className="font-semibold">
              <Trans>Ends</Trans>
            </dt>
            <dd>{formatDate(vacancy.endsAt, i18n.locale, true)}</dd>
          </>
        )}
        {occurrences.length > 0 && (
          <>
            <dt className="font-semibold">
              <Trans>Next dates</Trans>
            </dt>
            <dd>
              <ul className="flex flex-col gap-1">
                {occurrences.map((occurrence) => (
                  <li key={occurrence.startsAt}>
                    <time dateTime={occurrence.startsAt}>
                      {dayFormat.format(new Date(occurrence.startsAt))},{' '}
                      {timeFormat.format(new Date(occurrence.startsAt))}
                    </time>
                    {occurrence.endsAt && (
                      <>
                        {' – '}
                        <time dateTime={occurrence.endsAt}>
                          {zonedParts(new Date(occurrence.startsAt)).date ===
                          zonedParts(new Date(occurrence.endsAt)).date
                            ? timeFormat.format(new Date(occurrence.endsAt))
                            : formatDate(occurrence.endsAt, i18n.locale, true)}
                        </time>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <TimeZoneNote className="mt-3" />
    </>
  );
}
