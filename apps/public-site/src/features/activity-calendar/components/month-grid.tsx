import { useLingui } from '@lingui/react/macro';
import { calendarDayFormat, DATE_FORMATS } from '@platform/i18n';
import { dayOfMonth, monthOf, toIsoDate } from '@site/utils/calendar-dates';
import { weeksOf, type CalendarEntry, type DateRange } from '../utils/calendar-view';
import { CalendarEntryLink } from './calendar-entry-link';

/** Props of {@link MonthGrid}. */
export type MonthGridProps = {
  /** Whole weeks around the month. */
  range: DateRange;
  /** The month shown (0–11); days of the weeks around it are dimmed. */
  month: number;
  days: ReadonlyMap<string, CalendarEntry[]>;
  today: Date;
  /** The month's name, as the table's caption. */
  caption: string;
};

/**
 * The month as a table: weekday column headers, a row per week, each day's
 * activities as links inside its cell. A table gives screen readers the
 * weekday of every cell and needs no custom keyboard handling: Tab moves
 * from activity to activity.
 */
export function MonthGrid({ range, month, days, today, caption }: MonthGridProps) {
  const { i18n } = useLingui();
  const weeks = weeksOf(range);
  const shortDay = calendarDayFormat(i18n.locale, DATE_FORMATS.weekdayShort);
  const longDay = calendarDayFormat(i18n.locale, DATE_FORMATS.weekday);
  const fullDate = calendarDayFormat(i18n.locale, DATE_FORMATS.day);
  const todayKey = toIsoDate(today);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[42rem] table-fixed border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={toIsoDate(day)} scope="col" className="pb-2 text-left text-sm font-semibold">
                <abbr title={longDay.format(day)} className="no-underline">
                  {shortDay.format(day)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={toIsoDate(week[0] as Date)}>
              {week.map((day) => {
                const key = toIsoDate(day);
                const entries = days.get(key) ?? [];
                const isToday = key === todayKey;
                return (
                  <td
                    key={key}
                    aria-current={isToday ? 'date' : undefined}
                    className={`h-28 border border-black/10 p-1.5 align-top dark:border-white/15 ${monthOf(day) === month ? '' : 'bg-black/[0.03] dark:bg-white/[0.04]'}`}
                  >
                    <span
                      className={`mb-1 inline-flex size-7 items-center justify-center rounded-full text-sm ${isToday ? 'bg-primary font-bold text-on-primary' : monthOf(day) === month ? 'font-medium' : 'opacity-70'}`}
                    >
                      <span aria-hidden="true">{dayOfMonth(day)}</span>
                      <span className="sr-only">{fullDate.format(day)}</span>
                    </span>
                    {entries.length > 0 && (
                      <ul className="flex flex-col gap-1">
                        {entries.map((entry) => (
                          <li key={`${entry.activity.id}-${entry.occurrence.startsAt}`}>
                            <CalendarEntryLink entry={entry} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
