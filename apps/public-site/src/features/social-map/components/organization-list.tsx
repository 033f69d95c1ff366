import { Trans, useLingui } from '@lingui/react/macro';
import type { SocialMapOrganization } from '@platform/api-client';
import { Link } from '@tanstack/react-router';
import { excerpt } from '@site/utils/html-text';
import { addressLines, namesOf } from '../utils/social-map-params';

/** Props of {@link OrganizationList}. */
export type OrganizationListProps = {
  organizations: readonly SocialMapOrganization[];
  /** Names of the kinds of organisation and of activity, by id. */
  nonProfitTypeNames: ReadonlyMap<string, string>;
  activityTypeNames: ReadonlyMap<string, string>;
};

const EXCERPT_LENGTH = 200;

/**
 * The map's organisations as a list of cards: the view for keyboards and
 * screen readers, with everything the map's popups tell and a link to each.
 */
export function OrganizationList({ organizations, nonProfitTypeNames, activityTypeNames }: OrganizationListProps) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {organizations.map((organization) => {
        const kind = organization.profile?.nonProfitTypeId
          ? nonProfitTypeNames.get(organization.profile.nonProfitTypeId)
          : undefined;
        const activities = namesOf(organization.profile?.activityTypeIds, activityTypeNames);
        const address = addressLines(organization);
        const summary = organization.description ? excerpt(organization.description, EXCERPT_LENGTH) : '';
        return (
          <li key={organization.id}>
            <article className="relative flex h-full flex-col gap-2 rounded-theme border border-black/10 bg-background p-5 shadow-xs transition focus-within:ring-2 focus-within:ring-primary hover:border-primary/50 dark:border-white/15">
              <h3 className="font-heading text-lg font-semibold">
                {/* The link covers the whole card (its ::after), so the card is one click and one tab stop. */}
                <Link
                  to="/sociale-kaart/$id"
                  params={{ id: organization.id }}
                  className="underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
                >
                  {organization.name}
                </Link>
              </h3>
              <dl className="flex flex-col gap-1 text-sm">
                {kind && (
                  <div className="flex gap-1">
                    <dt className="opacity-80">
                      <Trans>Sector:</Trans>
                    </dt>
                    <dd>{kind}</dd>
                  </div>
                )}
                {address.length > 0 && (
                  <div className="flex gap-1">
                    <dt className="opacity-80">
                      <Trans>Address:</Trans>
                    </dt>
                    <dd>{address.join(', ')}</dd>
                  </div>
                )}
              </dl>
              {summary && <p className="leading-relaxed opacity-90">{summary}</p>}
              {activities.length > 0 && (
                <ul className="mt-auto flex flex-wrap gap-2 pt-1" aria-label={t`Activities`}>
                  {activities.map((name) => (
                    <li key={name} className="rounded-theme border border-black/15 px-2 py-0.5 text-xs dark:border-white/20">
                      {name}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
