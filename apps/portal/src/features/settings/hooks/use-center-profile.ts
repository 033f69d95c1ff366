import { ApiError, useCurrentCenter, type VolunteerCenterProfile } from '@platform/api-client';

/** The current centre's profile, the settings' subject; a centre without one is the 404 screen. */
export function useCenterProfile(): VolunteerCenterProfile {
  const profile = useCurrentCenter().center.profile;
  if (!profile) throw new ApiError(404, []);
  return profile;
}
