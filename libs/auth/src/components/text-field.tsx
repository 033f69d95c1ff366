import type { ComponentPropsWithRef } from 'react';

/** Props of {@link TextField}: an input's props plus its label and error. */
export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  id: string;
  label: string;
  /** Translated message shown under the input and announced with it. */
  error?: string;
  /** Translated help text under the input. */
  hint?: string;
};

/** A labelled input whose error and hint are tied to it with aria-invalid and aria-describedby. */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary aria-invalid:border-red-700 ${className ?? ''}`}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-text/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
