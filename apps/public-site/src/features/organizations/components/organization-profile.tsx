import { Trans } from '@lingui/react/macro';
import { useCurrentCenter, type Organization } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import type { ReactNode } from 'react';
import { OrganizationContactDetails } from '@site/components/organization-contact-details';
import { ResponseTime } from '@site/components/response-time';

/** Props of {@link OrganizationProfile}. */
export type OrganizationProfileProps = {
  organization: Organization;
  /** What follows the profile, e.g. the organisation's open vacancies. */
  children?: ReactNode;
};

/** `/organizations/{id}`: who the organisation is and how to reach it. */
export function OrganizationProfile({ organization, children }: OrganizationProfileProps) {
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={organization.name} appName={meta.appName} />
      <meta name="description" content={organization.description ?? organization.name} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{organization.name}</h1>
      <ResponseTime organizationId={organization.id} className="mt-2 text-lg" />
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-10">
          {organization.description && (
            <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line">{organization.description}</p>
          )}
          {children}
        </div>
        <aside aria-labelledby="organization-contact" className="self-start rounded-theme bg-primary/5 p-5">
          <OrganizationContactDetails
            location={organization.city ? { label: <Trans>Place</Trans>, lines: [organization.city] } : null}
            website={organization.website}
            phone={organization.phoneNumber}
          />
        </aside>
      </div>
    </>
  );
}
