import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { DATE_FORMATS, dateFormat } from './format-date';
import { formatRelativeTime, RELATIVE_TIME_REFRESH_MS } from './format-relative-time';

/** Props of {@link RelativeTime}. */
export type RelativeTimeProps = {
  /** The moment to describe; an ISO string as the API sends it, or a Date. */
  date: Date | string;
  /** Extra classes for the `<time>` element. */
  className?: string;
};

/**
 * A `<time>` showing how long ago (or until) `date` is, in the active
 * language, refreshed every 30 s. The exact date is its `dateTime` and title.
 */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const { i18n } = useLingui();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const moment = typeof date === 'string' ? new Date(date) : date;
  return (
    <time
      dateTime={moment.toISOString()}
      title={dateFormat(i18n.locale, DATE_FORMATS.longDateTime).format(moment)}
      className={className}
    >
      {formatRelativeTime(moment, now, i18n.locale)}
    </time>
  );
}
