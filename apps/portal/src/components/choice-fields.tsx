import { describeFieldError, type SelectOption } from '@platform/ui';
import { useId, type ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/** Props of {@link CheckboxGroup} and {@link RadioGroup}. */
export type ChoiceGroupProps = {
  /** The field's name in the form values: a list of the ticked values, or the chosen one. */
  name: string;
  /** The group's name, read out with each choice. */
  legend: string;
  description?: ReactNode;
  options: readonly SelectOption[];
  /** Replaces the generic error text, e.g. "Choose at least one day". */
  errorText?: string;
  /** Lays the choices out in columns instead of one under another. */
  isInline?: boolean;
};

function ChoiceGroup({ type, name, legend, description, options, errorText, isInline }: ChoiceGroupProps & { type: 'checkbox' | 'radio' }) {
  const id = useId();
  const { register, control, getFieldState } = useFormContext();
  const formState = useFormState({ control, name });
  const fieldError = getFieldState(name, formState).error;
  const error = fieldError ? (errorText ?? describeFieldError(fieldError, legend)) : undefined;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold">{legend}</legend>
      {description && (
        <p id={descriptionId} className="text-sm opacity-80">
          {description}
        </p>
      )}
      <div className={isInline ? 'grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3' : 'flex flex-col gap-2'}>
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2.5 text-base">
            <input
              type={type}
              value={option.value}
              {...register(name)}
              className="size-5 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            />
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

/** A group of checkboxes whose ticked values form one list field of the surrounding form. */
export function CheckboxGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="checkbox" {...props} />;
}

/** A group of radio buttons for one field of the surrounding form; native, so arrow keys move the choice. */
export function RadioGroup(props: ChoiceGroupProps) {
  return <ChoiceGroup type="radio" {...props} />;
}
