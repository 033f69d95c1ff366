import type { ReactNode } from 'react';

/** Props of {@link FormSuccessAlert}. */
export type FormSuccessAlertProps = {
  title: ReactNode;
  /** More about what happened, under the title. */
  children?: ReactNode;
  className?: string;
};

/** A done request above or instead of its form ("saved", "check your e-mail"), read out politely as a status. */
export function FormSuccessAlert({ title, children, className = '' }: FormSuccessAlertProps) {
  return (
    <div
      role="status"
      className={`rounded-theme border border-green-700/30 bg-green-50 p-4 text-green-900 dark:border-green-400/40 dark:bg-green-950 dark:text-green-100 ${className}`}
    >
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm">{children}</div>}
    </div>
  );
}
