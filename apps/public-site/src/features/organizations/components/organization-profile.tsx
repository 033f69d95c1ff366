import { Trans } from '@lingui/react/macro';
import { useCurrentCenter, type Organization } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import type { ReactNode } from 'react';

/** Props of {@link OrganizationProfile}. */
export type OrganizationProfileProps = {
  organization: Organization;
  /** What follows the profile, e.g. the organisation's open vacancies. */
  children?: ReactNode;
};

/** Only web addresses become links: a stored `javascript:` URL must never be clickable. */
function safeWebsite(website: string | null): string | null {
  return website && /^https?:\/\//i.test(website) ? website : null;
}

/** `/organizations/{id}`: who the organisation is and how to reach it. */
export function OrganizationProfile({ organization, children }: OrganizationProfileProps) {
  const { meta } = useCurrentCenter();
  const website = safeWebsite(organization.website);
  const phone = organization.phoneNumber;
  return (
    <>
      <DocumentTitle page={organization.name} appName={meta.appName} />
      <meta name="description" content={organization.description ?? organization.name} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{organization.name}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-10">
          {organization.description && (
            <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line">{organization.description}</p>
          )}
          {children}
        </div>
        <aside aria-labelledby="organization-contact" className="self-start rounded-theme bg-primary/5 p-5">
          <h2 id="organization-contact" className="font-heading text-lg font-semibold">
            <Trans>Contact details</Trans>
          </h2>
          <dl className="mt-3 flex flex-col gap-3">
            {organization.city && (
              <div>
                <dt className="text-sm font-semibold opacity-80">
                  <Trans>Place</Trans>
                </dt>
                <dd>{organization.city}</dd>
              </div>
            )}
            {website && (
              <div>
                <dt className="text-sm font-semibold opacity-80">
                  <Trans>Website</Trans>
                </dt>
                <dd className="break-all">
                  <a href={website} rel="noopener noreferrer nofollow" className="underline">
                    {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
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
          {!organization.city && !website && !phone && (
            <p className="mt-3">
              <Trans>This organisation has not published contact details.</Trans>
            </p>
          )}
        </aside>
      </div>
    </>
  );
}
