import { Trans } from '@lingui/react/macro';
import { useUploadImage } from '@platform/api-client';
import type { UploadPurpose } from '@platform/contracts';
import { useId, type ChangeEvent } from 'react';

const IMAGE_PURPOSE: UploadPurpose = 'image';
// The raster types the API re-encodes; it checks the bytes, this only guides the file picker.
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A file input that uploads the chosen image at once (`POST /uploads`) and hands over its address. */
export function ImageUploadInput({ onUploaded }: { onUploaded: (url: string) => void }) {
  const inputId = useId();
  const upload = useUploadImage();
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    upload.mutate({ file, purpose: IMAGE_PURPOSE }, { onSuccess: (uploaded) => onUploaded(uploaded.url) });
  };
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold">
        <Trans>Upload an image</Trans>
      </label>
      <input id={inputId} type="file" accept={ACCEPTED_TYPES} onChange={handleFile} disabled={upload.isPending} className="mt-1 block max-w-full text-sm" />
      {upload.isPending && (
        <p className="text-sm" role="status">
          <Trans>Uploading…</Trans>
        </p>
      )}
      {upload.isError && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          <Trans>The image could not be uploaded: it must be a PNG, JPEG, GIF or WebP image of at most 5 MB.</Trans>
        </p>
      )}
    </div>
  );
}
