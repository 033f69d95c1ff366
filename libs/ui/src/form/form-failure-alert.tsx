import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link FormFailureAlert}. */
export type FormFailureAlertProps = {
  /** The failure being shown; null shows nothing. Each new failure (a new object) takes the focus again. */
  failure: object | null;
  title: ReactNode;
  /** What went wrong, in a sentence under the title. */
  description?: ReactNode;
  /** The problems one by one, e.g. what the API refused, as a list. */
  issues?: readonly string[];
  /** Anything else to show under the title. */
  children?: ReactNode;
  className?: string;
};

/** A refused save, above the form and focused, so a screen reader reads it out at once. */
export function FormFailureAlert({ failure, title, description, issues = [], children, className = '' }: FormFailureAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className={`rounded-theme border border-red-700/30 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-current dark:border-red-400/40 dark:bg-red-950 dark:text-red-100 ${className}`}
    >
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1">{description}</p>}
      {issues.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
