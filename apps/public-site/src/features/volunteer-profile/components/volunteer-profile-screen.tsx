import { Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getVacancyCategoriesQueryOptions,
  getVolunteerProfileQueryOptions,
  useApiClient,
} from '@platform/api-client';
import { ProfileSection } from '@platform/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProfileForm } from './profile-form';
import { ProfilePreview } from './profile-preview';

/**
 * `/profile-edit/vrijwilligersprofiel`: the volunteer's profile form and,
 * once saved, the preview of what an organisation sees and the way to
 * "Voor jou". The route's loader has read the profile and the lookups.
 */
export function VolunteerProfileScreen() {
  const { t } = useLingui();
  const client = useApiClient();
  const { data: profile } = useSuspenseQuery(getVolunteerProfileQueryOptions(client));
  const { data: categories } = useSuspenseQuery(getVacancyCategoriesQueryOptions(client));
  const { data: ageGroups } = useSuspenseQuery(getAgeGroupsQueryOptions(client));
  return (
    <ProfileSection title={t`Volunteer profile`}>
      <p>
        <Trans>
          Tell us what you like to do and when. We use it to suggest vacancies that suit you under
          "For you", and, if you join the pool, organisations can find you and ask you to help.
        </Trans>
      </p>
      <ProfileForm profile={profile} categories={categories} ageGroups={ageGroups} />
      {profile && (
        <>
          <ProfilePreview categories={categories} ageGroups={ageGroups} />
          <p>
            <Link
              to="/voor-jou"
              className="font-semibold text-primary underline underline-offset-4 dark:text-primary-300"
            >
              <Trans>See the vacancies that suit you</Trans>
            </Link>
          </p>
        </>
      )}
    </ProfileSection>
  );
}
