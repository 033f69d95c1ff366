import { useCurrentCenter } from '@platform/api-client';

/** Whether the centre has volunteer profiles on: every entry to the pool's pages hides when not. */
export function usePoolFeature(): boolean {
  return useCurrentCenter().meta.features.volunteerProfiles;
}
