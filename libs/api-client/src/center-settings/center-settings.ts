import type { CenterProfileUpdateInput, UploadPurpose } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { ApiClient } from '../client';
import {
  volunteerCenterKeys,
  type CurrentCenter,
  type VolunteerCenterProfile,
} from '../volunteer-centers/volunteer-centers';

/**
 * What staff may change on their centre's profile (`PATCH
 * /volunteer_centers/current/profile`): any of its fields, as the contract's
 * schema parses them. `themeConfig` is deep-merged by the API, so a change
 * names only the parts it sets.
 */
export type CenterProfileChanges = CenterProfileUpdateInput;

/** A stored image (`uploads` resource), re-encoded by the API. */
export type Upload = {
  id: string;
  type: 'uploads';
  /** Where the API serves it: `/uploads/<tenant>/<id>.<ext>`. */
  url: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  purpose: UploadPurpose;
};

/** Saves changes to the current centre's profile and answers the whole profile as stored. */
export async function updateCenterProfile(
  client: ApiClient,
  changes: CenterProfileChanges,
): Promise<VolunteerCenterProfile> {
  const { data } = await client.write<VolunteerCenterProfile>('PATCH', '/api/v1/volunteer_centers/current/profile', {
    type: 'volunteer_center_profiles',
    attributes: changes,
  });
  return data;
}

/**
 * Uploads an image or document (`POST /uploads`, multipart). A file over the
 * purpose's limit is refused with a 422 `TOO_LARGE` whose `meta.maxBytes` is the limit.
 *
 * @param file the image or document; its bytes, not its name, decide its type on the API.
 * @param purpose what the file is for (logo, dark-mode logo, favicon, any image, or a document).
 */
export async function uploadFile(client: ApiClient, file: Blob, purpose: UploadPurpose): Promise<Upload> {
  const form = new FormData();
  // The API reads the fields as they stream in, so the purpose goes before the file.
  form.append('purpose', purpose);
  form.append('file', file, file instanceof File ? file.name : purpose);
  return (await client.upload<Upload>('/api/v1/uploads', form)).data;
}

/**
 * Saves profile changes; the stored profile replaces the one in the current
 * centre's cache, so the portal's own theme follows at once. Failures are
 * left to the form.
 */
export function useUpdateCenterProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: (changes: CenterProfileChanges) => updateCenterProfile(client, changes),
    onSuccess: (profile) => {
      queryClient.setQueryData<CurrentCenter>(volunteerCenterKeys.current(), (current) =>
        current ? { ...current, center: { ...current.center, profile } } : current,
      );
    },
  });
}

/** Uploads an image; the field that asked shows a failure (too large, not an image) itself. */
export function useUploadImage() {
  const client = useApiClient();
  return useMutation({
    meta: { showsErrorInline: true },
    mutationFn: ({ file, purpose }: { file: Blob; purpose: UploadPurpose }) => uploadFile(client, file, purpose),
  });
}
