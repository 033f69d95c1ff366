import { Plural, Trans } from '@lingui/react/macro';
import { getResponseTimeQueryOptions, useApiClient } from '@platform/api-client';
import { useQuery } from '@tanstack/react-query';

/** Props of {@link ResponseTime}. */
export type ResponseTimeProps = { organizationId: string; className?: string };

/**
 * "Reageert meestal binnen N dagen": the organisation's stored response time
 * (docs/api.md, "Responsiveness"). Nothing while unknown: with too few answered
 * applications, or when the figure could not be read (the page does not wait for it).
 */
export function ResponseTime({ organizationId, className = '' }: ResponseTimeProps) {
  const { data } = useQuery(getResponseTimeQueryOptions(useApiClient(), organizationId));
  const days = data?.medianDays;
  if (!days) return null;
  return (
    <p className={className} data-testid="response-time">
      <Trans>
        Usually responds within <Plural value={days} one="# day" other="# days" />
      </Trans>
    </p>
  );
}
