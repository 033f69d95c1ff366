import type { ComponentPropsWithRef } from 'react';

export type FormFieldProps = ComponentPropsWithRef<'input'> & {
  id: string;
  label: string;
  /** Translated message shown under the input and announced with it. */
  error?: string;
};

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function FormField({ id, label, error, className, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text shadow-xs focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary aria-invalid:border-red-700 ${className ?? ''}`}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
