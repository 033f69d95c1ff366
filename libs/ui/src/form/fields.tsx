import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { describeFieldError } from './field-errors';
import { useRefusedField } from './refused-fields';

/** Props every field shares. */
export type FieldBaseProps = {
  /** The field's path in the form values, e.g. `email` or `address.city`. */
  name: string;
  /** The visible label; also names the field in its error text. */
  label: string;
  /** Help text under the label, announced with the field. */
  description?: ReactNode;
  /** Marks the field as required for users (an asterisk and `aria-required`); the schema still decides. */
  isRequired?: boolean;
  /** Names the field in its error text when the label is a sentence, e.g. "Terms of use" for "I accept the terms…". */
  errorLabel?: string;
  /** Replaces the generic error text, e.g. for a refusal the API words in its own terms (an unknown place). */
  errorText?: string;
};

const CONTROL_CLASSES =
  'w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text shadow-xs focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary aria-invalid:border-red-700 dark:border-white/25 dark:aria-invalid:border-red-400';

type FieldWiring = {
  inputId: string;
  descriptionId: string;
  errorId: string;
  error: string | undefined;
  /** Attributes that tie the control to its texts. */
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };
};

/** Ids, the translated error and the aria attributes of a field. */
function useFieldWiring({ name, label, description, isRequired, errorLabel, errorText }: FieldBaseProps): FieldWiring {
  // Subscribing to the language re-words the error when it changes.
  useLinguiContext();
  const id = useId();
  const { control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const refused = useRefusedField(name);
  // The form's own check first, else the API's refusal of the last request.
  const fieldError = getFieldState(name, formState).error ?? refused?.error;
  const error = fieldError ? (errorText ?? describeFieldError(fieldError, errorLabel ?? label)) : undefined;
  const inputId = `${id}-input`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    inputId,
    descriptionId,
    errorId,
    error,
    aria: {
      ...(error ? { 'aria-invalid': true } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(isRequired ? { 'aria-required': true } : {}),
    },
  };
}

function FieldLabel({
  wiring,
  label,
  isRequired,
  className,
}: { wiring: FieldWiring; label: string; isRequired?: boolean; className: string }) {
  return (
    <label htmlFor={wiring.inputId} className={className}>
      {label}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
          *
        </span>
      )}
    </label>
  );
}

function FieldDescription({ wiring, description }: { wiring: FieldWiring; description?: ReactNode }) {
  return description ? (
    <p id={wiring.descriptionId} className="text-sm opacity-80">
      {description}
    </p>
  ) : null;
}

function FieldShell({
  wiring,
  label,
  description,
  isRequired,
  children,
}: { wiring: FieldWiring; label: string; description?: ReactNode; isRequired?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel wiring={wiring} label={label} isRequired={isRequired} className="text-sm font-semibold" />
      <FieldDescription wiring={wiring} description={description} />
      {children}
      <FieldErrorText wiring={wiring} />
    </div>
  );
}

function FieldErrorText({ wiring }: { wiring: FieldWiring }) {
  if (!wiring.error) return null;
  return (
    <p id={wiring.errorId} className="text-sm text-red-700 dark:text-red-400">
      {wiring.error}
    </p>
  );
}

/** Props of {@link TextField}. */
export type TextFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'type'> & {
    /** An input type for text: text (default), email, tel, url, search, number, date, time, or password without a show button (see {@link PasswordField}). */
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'time' | 'password';
  };

/** A labelled one-line input of the surrounding {@link Form}. */
export function TextField({ name, label, description, isRequired, errorLabel, errorText, type = 'text', className, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext();
  const wiring = useFieldWiring({ name, label, description, isRequired, errorLabel, errorText });
  return (
    <FieldShell wiring={wiring} label={label} description={description} isRequired={isRequired}>
      <input
        id={wiring.inputId}
        type={type}
        {...inputProps}
        {...wiring.aria}
        {...register(name, type === 'number' ? { valueAsNumber: true } : undefined)}
        className={`${CONTROL_CLASSES} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

/** Props of {@link PasswordField}. */
export type PasswordFieldProps = FieldBaseProps & Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'type'>;

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ name, label, description, isRequired, errorLabel, errorText, className, ...inputProps }: PasswordFieldProps) {
  const { t } = useLingui();
  const { register } = useFormContext();
  const [isVisible, setIsVisible] = useState(false);
  const wiring = useFieldWiring({ name, label, description, isRequired, errorLabel, errorText });
  return (
    <FieldShell wiring={wiring} label={label} description={description} isRequired={isRequired}>
      <div className="relative">
        <input
          id={wiring.inputId}
          type={isVisible ? 'text' : 'password'}
          {...inputProps}
          {...wiring.aria}
          {...register(name)}
          className={`${CONTROL_CLASSES} pr-24 ${className ?? ''}`}
        />
        <button
          type="button"
          aria-pressed={isVisible}
          aria-controls={wiring.inputId}
          aria-label={isVisible ? t`Hide password` : t`Show password`}
          onClick={() => setIsVisible((visible) => !visible)}
          className="absolute inset-y-1 right-1 rounded-theme px-3 text-sm font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
        >
          {isVisible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      </div>
    </FieldShell>
  );
}

/** Props of {@link Textarea}. */
export type TextareaProps = FieldBaseProps & Omit<ComponentPropsWithoutRef<'textarea'>, 'name' | 'id'>;

/** A labelled multi-line input of the surrounding {@link Form}. */
export function Textarea({ name, label, description, isRequired, errorLabel, errorText, className, rows = 4, ...textareaProps }: TextareaProps) {
  const { register } = useFormContext();
  const wiring = useFieldWiring({ name, label, description, isRequired, errorLabel, errorText });
  return (
    <FieldShell wiring={wiring} label={label} description={description} isRequired={isRequired}>
      <textarea
        id={wiring.inputId}
        rows={rows}
        {...textareaProps}
        {...wiring.aria}
        {...register(name)}
        className={`${CONTROL_CLASSES} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

/** One choice of a {@link Select}. */
export type SelectOption = { value: string; label: string };

/** Props of {@link Select}. */
export type SelectProps = FieldBaseProps &
  Omit<ComponentPropsWithoutRef<'select'>, 'name' | 'id' | 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Choose…"; its value is ''. */
    placeholder?: string;
    /** The form holds the chosen value as a number (options such as heading levels 2 and 3). */
    isNumeric?: boolean;
    /** The placeholder's empty choice is held as `null` (an optional reference such as a chosen form). */
    isNullable?: boolean;
  };

/** A labelled native select; native, so it works with every keyboard and screen reader. */
export function Select({ name, label, description, isRequired, errorLabel, errorText, options, placeholder, isNumeric = false, isNullable = false, className, ...selectProps }: SelectProps) {
  const { register } = useFormContext();
  const wiring = useFieldWiring({ name, label, description, isRequired, errorLabel, errorText });
  return (
    <FieldShell wiring={wiring} label={label} description={description} isRequired={isRequired}>
      <select
        id={wiring.inputId}
        {...selectProps}
        {...wiring.aria}
        {...register(name, isNumeric || isNullable ? { setValueAs: (value: string) => (value === '' ? (isNullable ? null : undefined) : isNumeric ? Number(value) : value) } : undefined)}
        className={`${CONTROL_CLASSES} ${className ?? ''}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** Props of {@link Checkbox}. */
export type CheckboxProps = FieldBaseProps & Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'id' | 'type'>;

/** A checkbox with its label beside it, e.g. to accept the terms. */
export function Checkbox({ name, label, description, isRequired, errorLabel, errorText, className, ...inputProps }: CheckboxProps) {
  const { register } = useFormContext();
  const wiring = useFieldWiring({ name, label, description, isRequired, errorLabel, errorText });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={wiring.inputId}
          type="checkbox"
          {...inputProps}
          {...wiring.aria}
          {...register(name)}
          className={`mt-0.5 size-5 shrink-0 rounded-sm accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className ?? ''}`}
        />
        <div className="flex flex-col gap-1">
          <FieldLabel wiring={wiring} label={label} isRequired={isRequired} className="text-base" />
          <FieldDescription wiring={wiring} description={description} />
        </div>
      </div>
      <FieldErrorText wiring={wiring} />
    </div>
  );
}
