import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DATE_FORMATS, dateFormat } from '@platform/i18n';
import type { CalendarEntry } from '../utils/calendar-view';

/** Props of {@link CalendarEntryLink}. */
export type CalendarEntryLinkProps = {
  entry: CalendarEntry;
  /** Adds the organisation under the title (the roomier week and list views). */
  showsOrganization?: boolean;
};

/** One activity on a day: its start time and title, linking to its vacancy page. */
export function CalendarEntryLink({ entry: { activity, occurrence }, showsOrganization = false }: CalendarEntryLinkProps) {
  const { i18n } = useLingui();
  const time = dateFormat(i18n.locale, DATE_FORMATS.time).format(new Date(occurrence.startsAt));
  return (
    <Link
      to="/vacancies/$id"
      params={{ id: activity.id }}
      className="block rounded-theme bg-primary/10 px-2 py-1 text-sm leading-snug hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary dark:bg-white/10"
    >
      <time dateTime={occurrence.startsAt} className="font-semibold tabular-nums">
        {time}
      </time>{' '}
      <span>{activity.title}</span>
      {showsOrganization && activity.organization?.name && (
        <span className="block text-xs opacity-80">{activity.organization.name}</span>
      )}
    </Link>
  );
}
