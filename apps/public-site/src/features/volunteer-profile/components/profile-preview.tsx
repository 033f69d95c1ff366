import { Trans } from '@lingui/react/macro';
import {
  getVolunteerProfilePreviewQueryOptions,
  useApiClient,
  type AgeGroup,
  type VacancyCategory,
} from '@platform/api-client';
import { ListFrame } from '@platform/ui';
import { PoolProfileCard } from '@platform/volunteer-pool';
import { useQuery } from '@tanstack/react-query';

/** Props of {@link ProfilePreview}. */
export type ProfilePreviewProps = { categories: VacancyCategory[]; ageGroups: AgeGroup[] };

/**
 * "Preview as an organisation": the saved profile exactly as the API shows it
 * to an organisation in the pool (`GET /volunteer_profile/preview`), drawn by
 * the same card the portal uses.
 */
export function ProfilePreview({ categories, ageGroups }: ProfilePreviewProps) {
  const query = useQuery(getVolunteerProfilePreviewQueryOptions(useApiClient()));
  const names = {
    categoryNames: new Map(categories.map((category) => [category.id, category.name])),
    ageGroupNames: new Map(ageGroups.map((group) => [group.id, group.name])),
  };
  return (
    <section aria-labelledby="profile-preview-heading" className="flex flex-col gap-3">
      <h3 id="profile-preview-heading" className="font-heading text-lg font-bold">
        <Trans>Preview as an organisation</Trans>
      </h3>
      <p>
        <Trans>This is what an organisation sees of your saved profile in the pool.</Trans>
      </p>
      <ListFrame
        query={query}
        loading={<Trans>Loading the preview…</Trans>}
        failed={{ title: <Trans>The preview could not be loaded.</Trans> }}
      >
        {(profile) =>
          profile ? (
            <PoolProfileCard profile={profile} names={names} headingLevel={4} />
          ) : (
            <p>
              <Trans>Save your profile to see it as an organisation does.</Trans>
            </p>
          )
        }
      </ListFrame>
    </section>
  );
}
