import { forwardRef, type ReactNode } from 'react';

/** Props of {@link FormAlert}. */
export type FormAlertProps = {
  /** An error (announced as an alert) rather than a success (a status message). */
  isError?: boolean;
  title: string;
  children?: ReactNode;
};

/**
 * A message above a form. It can take focus (tabIndex -1) so an error summary
 * is read out and reached by keyboard right after a failed submit.
 */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { isError = false, title, children },
  ref,
) {
  const colourClassName = isError
    ? 'border-red-700/30 bg-red-50 text-red-900'
    : 'border-green-700/30 bg-green-50 text-green-900';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={isError ? 'alert' : 'status'}
      className={`rounded-theme border p-4 focus:outline-2 focus:outline-current ${colourClassName}`}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
});
