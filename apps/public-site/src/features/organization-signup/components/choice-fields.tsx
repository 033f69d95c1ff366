import { useLingui } from '@lingui/react';
import { describeFieldError } from '@platform/ui';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';

/** One option of a {@link CheckboxGroupField}. */
export type CheckboxGroupOption = { value: string; label: string };

/** Props of {@link CheckboxGroupField}. */
export type CheckboxGroupFieldProps = {
  /** The path of the list in the form values, e.g. `organization.profile.activityTypeIds`. */
  name: string;
  legend: string;
  description?: ReactNode;
  options: readonly CheckboxGroupOption[];
};

/**
 * Several choices of a list as a fieldset of checkboxes; the form value is
 * the array of ticked values (whatever the number of options, unlike a bare
 * group of registered checkboxes).
 */
export function CheckboxGroupField({ name, legend, description, options }: CheckboxGroupFieldProps) {
  useLingui();
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error ? describeFieldError(fieldState.error, legend) : undefined;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  if (options.length === 0) return null;
  return (
    <fieldset aria-describedby={describedBy || undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm opacity-80">
          {description}
        </p>
      )}
      <ul className="mt-1 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-2.5">
              <input
                type="checkbox"
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value),
                  )
                }
                onBlur={field.onBlur}
                className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Props of {@link ConsentField}. */
export type ConsentFieldProps = {
  name: string;
  /** The sentence beside the box, e.g. "I accept the terms of use". */
  children: ReactNode;
  /** A short name of what is agreed to, used in the error ("Terms of use is required."). */
  errorLabel: string;
};

/**
 * A checkbox whose label is a sentence: the error names the subject by a
 * short label instead of repeating the sentence.
 */
export function ConsentField({ name, children, errorLabel }: ConsentFieldProps) {
  useLingui();
  const id = useId();
  const { register, control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const fieldError = getFieldState(name, formState).error;
  const error = fieldError ? describeFieldError(fieldError, errorLabel) : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-input`}
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
          className="mt-0.5 size-5 shrink-0 rounded-sm accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <label htmlFor={`${id}-input`}>
          {children}
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
