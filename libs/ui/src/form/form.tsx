import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react';
import { formErrorsMessage } from '@platform/i18n';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { apiFieldErrors } from './api-field-errors';
import { issueToDetails } from './field-errors';
import { RefusedFieldsContext } from './refused-fields';

/** Props of {@link Form}. */
export type FormProps<TSchema extends GenericSchema<FieldValues>> = {
  /** The request schema, usually from `@platform/contracts`, so form and API validate alike. */
  schema: TSchema;
  /** Starting values of every field; fields without one are not touched on submit. */
  defaultValues: DefaultValues<InferInput<TSchema>>;
  /** Runs with the parsed values, only when every field is valid. */
  onSubmit: (values: InferOutput<TSchema>, form: UseFormReturn<InferInput<TSchema>, unknown, InferOutput<TSchema>>) => unknown;
  /** Fields and buttons; fields find the form through react-hook-form's context. */
  children: ReactNode;
  /** Extra classes for the `<form>`. */
  className?: string;
  /** Names the form for assistive technology when the page has several. */
  'aria-label'?: string;
  /**
   * The failure of the form's last request, for a form that sends it with
   * `mutate` (its failure comes after `onSubmit`): a 422 on a field is shown on
   * that field until the next request, so correcting the field does not move
   * the submit button away under the pointer. It does not stop a submit.
   */
  serverError?: unknown;
};

/** Every leaf path of a values object, e.g. `address.city`. */
function leafPaths(values: unknown, prefix = ''): string[] {
  if (typeof values !== 'object' || values === null || Array.isArray(values) || values instanceof Date) {
    return prefix ? [prefix] : [];
  }
  return Object.entries(values).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * A form on react-hook-form and valibot that validates on blur only (spec §5):
 * typing never shows an error, leaving a field does. Submitting marks every
 * field touched and validates all of them, focuses the first invalid one,
 * shows "The form contains errors", and calls `onSubmit` only when valid.
 */
export function Form<TSchema extends GenericSchema<FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  'aria-label': ariaLabel,
  serverError,
}: FormProps<TSchema>) {
  // Subscribing to the language re-words the form-wide message when it changes.
  useLingui();
  type Input = InferInput<TSchema>;
  type Output = InferOutput<TSchema>;
  const form = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema, { message: issueToDetails }) as Resolver<Input, unknown, Output>,
    defaultValues,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
  });
  const refusedFields = useMemo(() => apiFieldErrors(serverError), [serverError]);
  const { errors, submitCount } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    for (const name of leafPaths(form.getValues()) as Path<Input>[]) {
      form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: false, shouldDirty: false });
    }
    return form.handleSubmit((values) => onSubmit(values, form))(event);
  };

  return (
    <FormProvider {...form}>
      <RefusedFieldsContext.Provider value={refusedFields}>
        <form noValidate onSubmit={handleSubmit} aria-label={ariaLabel} className={className}>
          {submitCount > 0 && hasErrors && (
            <p
              role="alert"
              className="mb-5 rounded-theme border border-red-700/30 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-400/40 dark:bg-red-950 dark:text-red-100"
            >
              {formErrorsMessage()}
            </p>
          )}
          {children}
        </form>
      </RefusedFieldsContext.Provider>
    </FormProvider>
  );
}
