import { Trans } from '@lingui/react/macro';
import { getVolunteerProfileQueryOptions, useApiClient } from '@platform/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePoolFeature } from '../hooks/use-pool-feature';

const LINK_CLASS_NAME =
  'font-semibold text-primary underline underline-offset-4 dark:text-primary-300';

function Status() {
  // Not suspending: the overview shows at once and the status follows.
  const {
    data: profile,
    isPending,
    isError,
  } = useQuery(getVolunteerProfileQueryOptions(useApiClient()));
  if (isPending || isError) return null;
  return (
    <section
      aria-labelledby="pool-status-heading"
      className="flex flex-col gap-2 rounded-theme border border-black/10 p-4 dark:border-white/15"
    >
      <h2 id="pool-status-heading" className="font-heading text-lg font-bold">
        <Trans>Volunteer profile</Trans>
      </h2>
      <p>
        {profile === null ? (
          <Trans>
            You have no volunteer profile yet, so organisations cannot find you in the pool.
          </Trans>
        ) : profile.inPool ? (
          <Trans>
            Your profile is in the volunteer pool: approved organisations can find you and reply.
          </Trans>
        ) : (
          <Trans>Your profile is not in the volunteer pool: no organisation sees it.</Trans>
        )}
      </p>
      <p className="flex flex-wrap gap-x-5 gap-y-2">
        <Link to="/profile-edit/vrijwilligersprofiel" className={LINK_CLASS_NAME}>
          {profile === null ? (
            <Trans>Fill in your volunteer profile</Trans>
          ) : (
            <Trans>Change your volunteer profile</Trans>
          )}
        </Link>
        {profile && (
          <Link to="/voor-jou" className={LINK_CLASS_NAME}>
            <Trans>For you</Trans>
          </Link>
        )}
        <Link to="/profile-replies" className={LINK_CLASS_NAME}>
          <Trans>Replies to your profile</Trans>
        </Link>
      </p>
    </section>
  );
}

/** `/profiel`: whether the volunteer's profile is in the pool, with the way to it; nothing where the centre has no pool. */
export function PoolStatus() {
  return usePoolFeature() ? <Status /> : null;
}
