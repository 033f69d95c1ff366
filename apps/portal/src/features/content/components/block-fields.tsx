import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedFormsQueryOptions,
  getManagedPagesQueryOptions,
  getManagedVacanciesQueryOptions,
  useApiClient,
  type ManagedForm,
  type StockImage,
} from '@platform/api-client';
import type { DynamicCardSource } from '@platform/contracts';
import { BUTTON_FIELDS, type FieldSpec } from '@platform/page-blocks/editor';
import { Button, Checkbox, Select, Textarea, TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CARD_VACANCIES_QUERY, cardPagesQuery, DEFAULT_CARD_SOURCE } from '../utils/card-candidates';
import { ImageUploadInput } from './image-upload-input';
import { StockImagePicker } from './stock-image-picker';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';

const URL_FIELD = 'url';
const ALT_FIELD = 'alt';
const FIELD_KEY = 'fieldKey';

/** Props of {@link BlockFields}. */
export type BlockFieldsProps = {
  fields: readonly FieldSpec[];
  /** Where the fields' values sit in the form, e.g. `blocks.3.props`. */
  prefix: string;
};

/** The fields of a block (or of one item of a block's list), drawn from their descriptions. */
export function BlockFields({ fields, prefix }: BlockFieldsProps) {
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field) => (
        <BlockField key={field.name} field={field} path={`${prefix}.${field.name}`} prefix={prefix} />
      ))}
    </div>
  );
}

function BlockField({ field, path, prefix }: { field: FieldSpec; path: string; prefix: string }) {
  const { t, i18n } = useLingui();
  const label = i18n._(field.label);
  const description = field.description ? i18n._(field.description) : undefined;
  const common = { name: path, label, description, isRequired: field.isRequired };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} />;
    case 'link':
      return <TextField {...common} description={description ?? t`A page of this site (/vacancies/search), a web address (https://…), mailto: or tel:.`} />;
    case 'textarea':
      return <Textarea {...common} rows={3} />;
    case 'markdown':
      return <Textarea {...common} rows={10} className="font-mono text-sm" />;
    case 'number':
      return <TextField {...common} type="number" min={field.min} max={field.max} />;
    case 'checkbox':
      return <Checkbox name={path} label={label} description={description} />;
    case 'select':
      return (
        <Select
          {...common}
          isNumeric={field.options.some((option) => typeof option.value === 'number')}
          options={field.options.map((option) => ({ value: String(option.value), label: i18n._(option.label) }))}
        />
      );
    case 'image':
      return <ImageField path={path} label={label} description={description} />;
    case 'button':
      return (
        <fieldset className="flex flex-col gap-3 rounded-theme border border-black/15 p-4 dark:border-white/20">
          <legend className="px-1 font-semibold">{label}</legend>
          <BlockFields fields={BUTTON_FIELDS} prefix={path} />
        </fieldset>
      );
    case 'group':
      return (
        <fieldset className="flex flex-col gap-3 rounded-theme border border-black/15 p-4 dark:border-white/20">
          <legend className="px-1 font-semibold">{label}</legend>
          <BlockFields fields={field.fields} prefix={path} />
        </fieldset>
      );
    case 'list':
      return <ListField field={field} path={path} label={label} />;
    case 'itemIds':
      return <ItemIdsField path={path} sourcePath={`${prefix}.${field.sourceField}`} label={label} />;
    case 'form':
      return <FormField path={path} label={label} description={description} />;
  }
}

// The forms a block can show: those anyone may fill in (invitation-only forms have no public link).
const ANONYMOUS_ACCESS = 'anonymous';
const BY_TITLE = 'title';
const PUBLIC_FORMS_QUERY = { accessPermission: ANONYMOUS_ACCESS, sort: BY_TITLE, pageSize: 200 } as const;

/** A form of the form builder for the BuilderForm block; drafts and closed forms are marked, as visitors will not fill them in. */
function FormField({ path, label, description }: { path: string; label: string; description?: string }) {
  const { t } = useLingui();
  const client = useApiClient();
  const forms = useQuery(getManagedFormsQueryOptions(client, PUBLIC_FORMS_QUERY));
  const optionLabel = (form: ManagedForm) => {
    const title = form.title;
    if (form.status === 'draft') return t`${title} (draft: not shown until opened)`;
    if (!form.acceptingAnswers) return t`${title} (closed)`;
    return title;
  };
  return (
    <Select
      name={path}
      label={label}
      description={description}
      placeholder={t`No form`}
      isNullable
      options={(forms.data?.forms ?? []).map((form) => ({ value: form.id, label: optionLabel(form) }))}
    />
  );
}

/** An image: picked from the library, uploaded here (or an upload's address pasted), its text alternative, or marked decorative. */
export function ImageField({ path, label, description }: { path: string; label: string; description?: string }) {
  const { t } = useLingui();
  const { getValues, setValue } = useFormContext();
  const [isPicking, setIsPicking] = useState(false);
  const urlPath = `${path}.${URL_FIELD}`;
  const altPath = `${path}.${ALT_FIELD}`;
  const url = useWatch({ name: urlPath }) as string | undefined;
  const choose = (chosen: string) => setValue(urlPath, chosen, { shouldDirty: true, shouldValidate: true });
  const pick = (image: StockImage) => {
    choose(image.image);
    // The library's one-line description is offered as the text alternative, never over one typed already.
    if (image.shortDescription && !getValues(altPath)) setValue(altPath, image.shortDescription, { shouldDirty: true, shouldValidate: true });
    setIsPicking(false);
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-theme border border-black/15 p-4 dark:border-white/20">
      <legend className="px-1 font-semibold">{label}</legend>
      {description && <p className="text-sm opacity-80">{description}</p>}
      <div className="flex flex-wrap items-center gap-4">
        {url ? (
          <img src={url} alt={t`The chosen image`} className="h-20 w-32 rounded-theme object-cover" />
        ) : (
          <p className="text-sm">
            <Trans>No image chosen yet.</Trans>
          </p>
        )}
        <Button variant="outline" size="sm" onClick={() => setIsPicking(true)}>
          <Trans>Choose from the image library</Trans>
        </Button>
        <ImageUploadInput onUploaded={choose} />
      </div>
      <StockImagePicker isOpen={isPicking} onOpenChange={setIsPicking} onPick={pick} />
      <TextField name={urlPath} label={t`Image address`} description={t`Filled in by the library or the upload; an image uploaded before can be pasted here.`} />
      <TextField name={altPath} label={t`Text alternative`} description={t`What the image shows, for visitors who cannot see it.`} />
      <Checkbox name={`${path}.decorative`} label={t`Decorative image (adds nothing to the text)`} />
    </fieldset>
  );
}

/** The place a chosen item takes among the cards, counted from 1. */
function CardNumber({ order }: { order: number }) {
  const { t } = useLingui();
  const card = order + 1;
  return <span className="ml-2 text-sm opacity-80">{t`(card ${card})`}</span>;
}

/** A block's list of items: add, move, remove, each item with its own fields. */
function ListField({ field, path, label }: { field: Extract<FieldSpec, { kind: 'list' }>; path: string; label: string }) {
  const { t, i18n } = useLingui();
  const { fields: items, append, remove, move } = useFieldArray({ name: path, keyName: FIELD_KEY });
  const itemLabel = i18n._(field.itemLabel);
  return (
    <fieldset className="flex flex-col gap-3 rounded-theme border border-black/15 p-4 dark:border-white/20">
      <legend className="px-1 font-semibold">{label}</legend>
      {items.map((item, index) => {
        const position = index + 1;
        return (
          <div key={item.fieldKey} className="rounded-theme bg-black/5 p-4 dark:bg-white/5">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {itemLabel} {position}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="light" size="sm" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <Trans>Up</Trans>
                  <span className="sr-only">
                    {' '}
                    {itemLabel} {position}
                  </span>
                </Button>
                <Button variant="light" size="sm" disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                  <Trans>Down</Trans>
                  <span className="sr-only">
                    {' '}
                    {itemLabel} {position}
                  </span>
                </Button>
                <Button variant="light" size="sm" disabled={items.length <= field.min} onClick={() => remove(index)}>
                  <Trans>Remove</Trans>
                  <span className="sr-only">
                    {' '}
                    {itemLabel} {position}
                  </span>
                </Button>
              </div>
            </div>
            <BlockFields fields={field.fields} prefix={`${path}.${index}`} />
          </div>
        );
      })}
      <div>
        <Button variant="outline" size="sm" disabled={items.length >= field.max} onClick={() => append(field.create())}>
          {t`Add: ${itemLabel}`}
        </Button>
      </div>
    </fieldset>
  );
}

/** The pages, news items or vacancies a DynamicCards block shows, ticked in the order they should appear. */
function ItemIdsField({ path, sourcePath, label }: { path: string; sourcePath: string; label: string }) {
  const client = useApiClient();
  const source = (useWatch({ name: sourcePath }) as DynamicCardSource | undefined) ?? DEFAULT_CARD_SOURCE;
  const pages = useQuery({
    ...getManagedPagesQueryOptions(client, cardPagesQuery(source)),
    enabled: source !== 'vacancies',
  });
  const vacancies = useQuery({ ...getManagedVacanciesQueryOptions(client, CARD_VACANCIES_QUERY), enabled: source === 'vacancies' });
  const options =
    source === 'vacancies'
      ? (vacancies.data?.vacancies ?? []).map((vacancy) => ({ id: vacancy.id, title: vacancy.title }))
      : (pages.data?.pages ?? []).map((page) => ({ id: page.id, title: page.title }));
  const isLoading = source === 'vacancies' ? vacancies.isPending : pages.isPending;
  return (
    <Controller
      name={path}
      render={({ field, fieldState }) => {
        const chosen = (field.value as string[] | undefined) ?? [];
        const toggle = (id: string) => field.onChange(chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id]);
        return (
          <fieldset className="flex flex-col gap-2 rounded-theme border border-black/15 p-4 dark:border-white/20" aria-invalid={fieldState.error ? true : undefined}>
            <legend className="px-1 font-semibold">{label}</legend>
            <p className="text-sm opacity-80">
              <Trans>Tick what the cards show, in the order they should appear (at most 12).</Trans>
            </p>
            {isLoading && (
              <p className="text-sm" role="status">
                <Trans>Loading…</Trans>
              </p>
            )}
            {!isLoading && options.length === 0 && (
              <p className="text-sm">
                <Trans>There is nothing published of this kind yet.</Trans>
              </p>
            )}
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {options.map((option) => {
                const order = chosen.indexOf(option.id);
                return (
                  <li key={option.id}>
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        checked={order >= 0}
                        disabled={order < 0 && chosen.length >= 12}
                        onChange={() => toggle(option.id)}
                        onBlur={field.onBlur}
                        className="size-5 accent-primary"
                      />
                      <span>
                        {option.title}
                        {order >= 0 && <CardNumber order={order} />}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {fieldState.error && (
              <p className="text-sm text-red-700 dark:text-red-400">
                <Trans>Choose at least one.</Trans>
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
