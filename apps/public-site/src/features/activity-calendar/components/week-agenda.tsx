import { Trans, useLingui } from '@lingui/react/macro';
import { calendarDayFormat, DATE_FORMATS } from '@platform/i18n';
import { toIsoDate } from '@site/utils/calendar-dates';
import { weeksOf, type CalendarEntry, type DateRange } from '../utils/calendar-view';
import { CalendarEntryLink } from './calendar-entry-link';

/** Props of {@link WeekAgenda}. */
export type WeekAgendaProps = { range: DateRange; days: ReadonlyMap<string, CalendarEntry[]>; today: Date };

/** A week, Monday to Sunday: seven columns on wide screens, seven stacked days on small ones. */
export function WeekAgenda({ range, days, today }: WeekAgendaProps) {
  const { i18n } = useLingui();
  const dayTitle = calendarDayFormat(i18n.locale, DATE_FORMATS.day);
  const todayKey = toIsoDate(today);
  return (
    <ol className="grid gap-3 md:grid-cols-7">
      {(weeksOf(range)[0] ?? []).map((day) => {
        const key = toIsoDate(day);
        const entries = days.get(key) ?? [];
        return (
          <li
            key={key}
            aria-current={key === todayKey ? 'date' : undefined}
            className="rounded-theme border border-black/10 p-2 aria-[current=date]:border-primary aria-[current=date]:border-2 dark:border-white/15"
          >
            <h3 className="mb-2 text-sm font-semibold first-letter:uppercase">{dayTitle.format(day)}</h3>
            {entries.length > 0 ? (
              <ul className="flex flex-col gap-1.5">
                {entries.map((entry) => (
                  <li key={`${entry.activity.id}-${entry.occurrence.startsAt}`}>
                    <CalendarEntryLink entry={entry} showsOrganization />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm opacity-70">
                <Trans>No activities</Trans>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
