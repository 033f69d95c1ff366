import { Trans } from '@lingui/react/macro';
import { safeHttpUrl } from '@platform/contracts';
import type { ReactNode } from 'react';
import { displayWebsite } from '../utils/website';

/** Props of {@link OrganizationContactDetails}. */
export type OrganizationContactDetailsProps = {
  /** Where the organisation is, with the label that says what it is (place or full address); null when unknown. */
  location: { label: ReactNode; lines: readonly string[] } | null;
  website: string | null | undefined;
  phone: string | null | undefined;
};

/** An organisation's contact card: location, website and phone, or a line saying it published none. */
export function OrganizationContactDetails({ location, website: rawWebsite, phone }: OrganizationContactDetailsProps) {
  const website = safeHttpUrl(rawWebsite);
  const hasLocation = !!location && location.lines.length > 0;
  return (
    <>
      <h2 id="organization-contact" className="font-heading text-lg font-semibold">
        <Trans>Contact details</Trans>
      </h2>
      <dl className="mt-3 flex flex-col gap-3">
        {hasLocation && (
          <div>
            <dt className="text-sm font-semibold opacity-80">{location.label}</dt>
            <dd>
              {location.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        )}
        {website && (
          <div>
            <dt className="text-sm font-semibold opacity-80">
              <Trans>Website</Trans>
            </dt>
            <dd className="break-all">
              <a href={website} rel="noopener noreferrer nofollow" className="underline">
                {displayWebsite(website)}
              </a>
            </dd>
          </div>
        )}
        {phone && (
          <div>
            <dt className="text-sm font-semibold opacity-80">
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="underline">
                {phone}
              </a>
            </dd>
          </div>
        )}
      </dl>
      {!hasLocation && !website && !phone && (
        <p className="mt-3">
          <Trans>This organisation has not published contact details.</Trans>
        </p>
      )}
    </>
  );
}
