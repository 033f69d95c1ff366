import { Trans } from '@lingui/react/macro';
import { timeZoneCity } from '@platform/i18n';

/**
 * Says which zone the times near it are in: they are the centre's, never the
 * browser's, so a visitor abroad is not left to guess.
 */
export function TimeZoneNote({ className = '' }: { className?: string }) {
  const city = timeZoneCity();
  return (
    <p className={`text-sm opacity-80 ${className}`}>
      <Trans>All times are {city} time</Trans>
    </p>
  );
}
