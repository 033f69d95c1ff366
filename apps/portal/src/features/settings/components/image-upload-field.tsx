import { Trans, useLingui } from '@lingui/react/macro';
import { useUploadImage } from '@platform/api-client';
import { UPLOAD_MAX_BYTES } from '@platform/contracts';
import { Button } from '@platform/ui';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { IMAGE_PURPOSES, type ImageField } from '../utils/image-purposes';
import { formatByteSize } from '@platform/i18n';
import { describeUploadError, tooLargeMessage } from '../utils/settings-issues';

/** Props of {@link ImageUploadField}. */
export type ImageUploadFieldProps = {
  /** The form field that holds the image's URL (null for none); it decides the upload's purpose. */
  name: ImageField;
  /** The field's name, also used in its error messages. */
  label: string;
  description?: ReactNode;
  /** The file input's label, e.g. "Upload a logo". */
  uploadLabel: string;
  /** The remove button's accessible name, e.g. "Remove the logo". */
  removeLabel: string;
  /** The preview's alternative text, e.g. "Current logo". */
  previewAlt: string;
  /** Shows the preview on a dark backdrop (a logo for dark mode). */
  isOnDark?: boolean;
};

// The raster types the API re-encodes; it checks the bytes, this only guides the file picker.
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * An image of the profile: a preview of the current one, a file input that
 * uploads a new one at once (`POST /uploads`) and a remove button. The form
 * keeps the upload's URL, so the image is only used once the form is saved.
 * A file over the purpose's limit is refused before it is sent, with the
 * spec's "{field} must be smaller than {size}." (the API would refuse it alike).
 */
export function ImageUploadField({
  name,
  label,
  description,
  uploadLabel,
  removeLabel,
  previewAlt,
  isOnDark = false,
}: ImageUploadFieldProps) {
  const { t, i18n } = useLingui();
  const { control, setValue } = useFormContext();
  const url = useWatch({ control, name }) as string | null | undefined;
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const [isUploaded, setIsUploaded] = useState(false);
  const id = useId();
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const purpose = IMAGE_PURPOSES[name];
  const maxBytes = UPLOAD_MAX_BYTES[purpose];
  const maxSize = formatByteSize(maxBytes, i18n.locale);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    input.value = '';
    if (!file) return;
    setError(null);
    setIsUploaded(false);
    if (file.size > maxBytes) {
      setError(tooLargeMessage(i18n, label, maxBytes));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync({ file, purpose });
      setValue(name, uploaded.url, { shouldDirty: true });
      setIsUploaded(true);
    } catch (failure) {
      setError(describeUploadError(i18n, failure, label));
    }
  };

  const handleRemove = () => {
    setValue(name, null, { shouldDirty: true });
    setError(null);
    setIsUploaded(false);
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={descriptionId}>
      <legend className="text-sm font-semibold">{label}</legend>
      <p id={descriptionId} className="text-sm opacity-80">
        {description} <Trans>PNG, JPEG, WebP or GIF, smaller than {maxSize}.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={`flex h-24 w-48 items-center justify-center rounded-theme border border-black/15 p-2 dark:border-white/20 ${isOnDark ? 'bg-gray-900 text-gray-100' : 'bg-white text-gray-700'}`}
        >
          {url ? (
            <img src={url} alt={previewAlt} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-sm">
              <Trans>No image</Trans>
            </span>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {uploadLabel}
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            onChange={(event) => void handleChange(event)}
            disabled={upload.isPending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="max-w-full text-sm file:mr-3 file:rounded-theme file:border-2 file:border-primary file:bg-transparent file:px-3 file:py-1.5 file:font-semibold file:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:file:border-primary-300 dark:file:text-primary-300"
          />
          {url && (
            <Button variant="outline" size="sm" onClick={handleRemove} aria-label={removeLabel}>
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      </div>
      <p role="status" className="text-sm">
        {upload.isPending ? <Trans>Uploading…</Trans> : isUploaded ? t`Uploaded. Save the settings to use it.` : null}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
