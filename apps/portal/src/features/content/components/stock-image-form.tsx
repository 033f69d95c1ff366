import { Trans, useLingui } from '@lingui/react/macro';
import type { StockImage } from '@platform/api-client';
import { STOCK_IMAGE_KEYWORDS_MAX, STOCK_IMAGE_SHORT_DESCRIPTION_MAX } from '@platform/contracts';
import { applyApiFieldErrors, Button, Form, FormFailureAlert, Textarea, TextField } from '@platform/ui';
import { useState } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { stockImageFormSchema, stockImageFormValues, type StockImageFormValues } from '../utils/stock-image-form';
import { ImageUploadInput } from './image-upload-input';

const IMAGE_FIELD = 'image';

/** Props of {@link StockImageForm}. */
export type StockImageFormProps = {
  /** The image to change; a new one when absent. */
  image?: StockImage;
  submitLabel: string;
  onSubmit: (values: StockImageFormValues) => Promise<unknown>;
  onCancel?: () => void;
};

/** The file of a library image: its preview and an upload that replaces it. */
function ImageFile() {
  const { t } = useLingui();
  const { setValue, formState } = useFormContext<StockImageFormValues>();
  const url = useWatch<StockImageFormValues, 'image'>({ name: 'image' });
  const error = formState.errors.image;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">
        <Trans>Image</Trans> <span aria-hidden="true">*</span>
      </legend>
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img src={url} alt={t`The chosen image`} className="h-24 w-36 rounded-theme object-cover" />
        ) : (
          <p className="text-sm">
            <Trans>No image chosen yet.</Trans>
          </p>
        )}
        <ImageUploadInput onUploaded={(uploaded) => setValue(IMAGE_FIELD, uploaded, { shouldDirty: true, shouldValidate: true })} />
      </div>
      {error && (
        <p className="text-sm text-red-700 dark:text-red-400" role="alert">
          <Trans>Upload an image first.</Trans>
        </p>
      )}
    </fieldset>
  );
}

/** Adds an image to the library or changes one: the file, its name, descriptions and keywords. */
export function StockImageForm({ image, submitLabel, onSubmit, onCancel }: StockImageFormProps) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<{ title: string } | null>(null);
  const handleSubmit = async (values: StockImageFormValues, form: UseFormReturn<StockImageFormValues, unknown, StockImageFormValues>) => {
    setFailure(null);
    try {
      await onSubmit(values);
      if (!image) form.reset(stockImageFormValues());
    } catch (error) {
      applyApiFieldErrors(form, error, { shouldFocus: true });
      setFailure({ title: t`The image could not be saved.` });
    }
  };
  return (
    <Form schema={stockImageFormSchema} defaultValues={stockImageFormValues(image)} onSubmit={handleSubmit} aria-label={submitLabel} className="flex flex-col gap-4">
      <FormFailureAlert failure={failure} title={failure?.title} />
      <ImageFile />
      <TextField name="name" label={t`Name`} isRequired maxLength={255} />
      <TextField
        name="shortDescription"
        label={t`Short description`}
        maxLength={STOCK_IMAGE_SHORT_DESCRIPTION_MAX}
        description={t`One sentence on what the image shows; offered as the text alternative when the image is chosen.`}
      />
      <Textarea name="description" label={t`Description`} rows={3} maxLength={1000} />
      <TextField
        name="keywords"
        label={t`Keywords`}
        description={t`Separated by commas, at most ${STOCK_IMAGE_KEYWORDS_MAX}; the library's search finds them.`}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </Form>
  );
}
