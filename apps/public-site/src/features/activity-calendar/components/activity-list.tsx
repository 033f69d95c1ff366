import { Trans, useLingui } from '@lingui/react/macro';
import { calendarDayFormat, DATE_FORMATS } from '@platform/i18n';
import { parseIsoDate } from '@site/utils/calendar-dates';
import type { CalendarEntry } from '../utils/calendar-view';
import { CalendarEntryLink } from './calendar-entry-link';

/** The days of the period that have activities, in order, each with its activities. */
export function ActivityList({ days }: { days: ReadonlyMap<string, CalendarEntry[]> }) {
  const { i18n } = useLingui();
  const dayTitle = calendarDayFormat(i18n.locale, DATE_FORMATS.dayWithYear);
  const keys = [...days.keys()].sort();
  if (keys.length === 0) {
    return (
      <p className="rounded-theme border border-dashed border-black/20 p-8 text-center dark:border-white/25">
        <Trans>There are no activities in this period.</Trans>
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-6">
      {keys.map((key) => (
        <li key={key}>
          <h3 className="mb-2 font-semibold first-letter:uppercase">{dayTitle.format(parseIsoDate(key) as Date)}</h3>
          <ul className="flex flex-col gap-2">
            {(days.get(key) ?? []).map((entry) => (
              <li key={`${entry.activity.id}-${entry.occurrence.startsAt}`}>
                <CalendarEntryLink entry={entry} showsOrganization />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
