import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { describeFieldError } from './field-errors';
import type { SelectOption } from './fields';

/** Props of {@link CheckboxGroup} and {@link RadioGroup}. */
export type ChoiceGroupProps = {
  /** The field's path in the form values: the list of ticked values, or the chosen one. */
  name: string;
  /** The group's name, read out with each choice; also names the field in its error text. */
  legend: string;
  description?: ReactNode;
  /** The choices; a group without any is not drawn. */
  options: readonly SelectOption[];
  /** Replaces the generic error text, e.g. "Choose at least one day". */
  errorText?: string;
  /** Lays the choices out in columns instead of one under another. */
  isInline?: boolean;
  /** Marks the group as required for users (an asterisk, and "required" for screen readers); the schema still decides. */
  isRequired?: boolean;
};

// 24 px: a touch target that size needs no room around it (WCAG 2.5.8), however tight a list is.
const INPUT_CLASSES =
  'size-6 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

type ChoiceGroupFrameProps = Omit<ChoiceGroupProps, 'name' | 'errorText'> & {
  /** The field's error, worded. */
  error: string | undefined;
  /** The input of one option; the first one takes the focus when the field is invalid. */
  renderInput: (option: SelectOption, index: number) => ReactNode;
};

function ChoiceGroupFrame({
  legend,
  description,
  options,
  isInline,
  isRequired,
  error,
  renderInput,
}: ChoiceGroupFrameProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  if (options.length === 0) return null;
  return (
    <fieldset aria-describedby={describedBy || undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold">
        {legend}
        {isRequired && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
              *
            </span>
            <span className="sr-only">
              {' '}
              <Trans>(required)</Trans>
            </span>
          </>
        )}
      </legend>
      {description && (
        <p id={descriptionId} className="text-sm opacity-80">
          {description}
        </p>
      )}
      <div
        className={
          isInline ? 'grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3' : 'flex flex-col gap-2'
        }
      >
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2.5 text-base">
            {renderInput(option, index)}
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A fieldset of checkboxes for one list field of the surrounding `Form`: the
 * value is the array of ticked values, whatever the number of options (a
 * bare group of registered checkboxes gives a boolean for a single one).
 */
export function CheckboxGroup({ name, errorText, ...props }: ChoiceGroupProps) {
  // Subscribing to the language re-words the error when it changes.
  useLingui();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error
    ? (errorText ?? describeFieldError(fieldState.error, props.legend))
    : undefined;
  return (
    <ChoiceGroupFrame
      {...props}
      error={error}
      renderInput={(option, index) => (
        <input
          ref={index === 0 ? field.ref : undefined}
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
          className={INPUT_CLASSES}
        />
      )}
    />
  );
}

/** A fieldset of radio buttons for one field of the surrounding `Form`; native, so arrow keys move the choice. */
export function RadioGroup({ name, errorText, ...props }: ChoiceGroupProps) {
  useLingui();
  const { register, control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const fieldError = getFieldState(name, formState).error;
  const error = fieldError
    ? (errorText ?? describeFieldError(fieldError, props.legend))
    : undefined;
  return (
    <ChoiceGroupFrame
      {...props}
      error={error}
      renderInput={(option) => (
        <input type="radio" value={option.value} {...register(name)} className={INPUT_CLASSES} />
      )}
    />
  );
}
