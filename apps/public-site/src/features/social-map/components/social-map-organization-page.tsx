import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, type MapTiles, type SocialMapOrganization } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { OrganizationContactDetails } from '@site/components/organization-contact-details';
import { addressLines, markerPosition, namesOf } from '../utils/social-map-params';
import { LazyOrganizationMap } from './lazy-organization-map';

/** Props of {@link SocialMapOrganizationPage}. */
export type SocialMapOrganizationPageProps = {
  organization: SocialMapOrganization;
  tiles: MapTiles;
  nonProfitTypeNames: ReadonlyMap<string, string>;
  activityTypeNames: ReadonlyMap<string, string>;
  /** The organisation's open vacancies as a list (shown only when there are any). */
  vacancyList: ReactNode;
};

/**
 * `/sociale-kaart/{id}`: one organisation of the social map — what it is and
 * does, where to find it (with a small map) and its open vacancies.
 */
export function SocialMapOrganizationPage({
  organization,
  tiles,
  nonProfitTypeNames,
  activityTypeNames,
  vacancyList,
}: SocialMapOrganizationPageProps) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const kind = organization.profile?.nonProfitTypeId
    ? nonProfitTypeNames.get(organization.profile.nonProfitTypeId)
    : undefined;
  const activities = namesOf(organization.profile?.activityTypeIds, activityTypeNames);
  const address = addressLines(organization);
  const vacancyCount = organization.vacancies?.length ?? 0;
  const name = organization.name;
  // One array per organisation: a new one on every render would redraw the marker.
  const mapOrganizations = useMemo(() => [organization], [organization]);

  return (
    <>
      <DocumentTitle page={organization.name} appName={meta.appName} />
      <meta name="description" content={organization.description ?? organization.name} />
      <p>
        <Link to="/sociale-kaart" className="text-sm font-semibold underline underline-offset-4 hover:no-underline">
          <span aria-hidden="true">← </span>
          <Trans>Back to the social map</Trans>
        </Link>
      </p>
      <h1 className="mt-4 font-heading text-3xl font-bold tracking-tight sm:text-4xl">{organization.name}</h1>
      {kind && <p className="mt-2 text-lg opacity-90">{kind}</p>}

      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-10">
          {organization.description && (
            <p className="max-w-3xl text-lg leading-relaxed whitespace-pre-line">{organization.description}</p>
          )}
          {activities.length > 0 && (
            <section aria-labelledby="organization-activities">
              <h2 id="organization-activities" className="font-heading text-2xl font-semibold">
                <Trans>Activities</Trans>
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {activities.map((name) => (
                  <li key={name} className="rounded-theme bg-primary/10 px-3 py-1 text-sm font-medium dark:bg-white/10">
                    {name}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="open-vacancies">
            <h2 id="open-vacancies" className="font-heading text-2xl font-semibold">
              <Trans>Open vacancies</Trans>
            </h2>
            <p className="mt-1 mb-4 text-sm">
              <Plural
                value={vacancyCount}
                _0="This organisation has no open vacancies at the moment."
                one="# open vacancy"
                other="# open vacancies"
              />
            </p>
            {vacancyCount > 0 && vacancyList}
          </section>
        </div>

        <aside aria-labelledby="organization-contact" className="flex flex-col gap-5 self-start">
          <div className="rounded-theme bg-primary/5 p-5">
            <OrganizationContactDetails
              location={{ label: <Trans>Address</Trans>, lines: address }}
              website={organization.website}
              phone={organization.phoneNumber}
            />
          </div>
          {markerPosition(organization) && (
            <div role="region" aria-label={t`Map with the location of ${name}`}>
              <LazyOrganizationMap
                organizations={mapOrganizations}
                tiles={tiles}
                nonProfitTypeNames={nonProfitTypeNames}
                isSingle
                className="h-64"
              />
            </div>
          )}
        </aside>
      </div>
    </>
  );
}
