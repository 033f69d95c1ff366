import { Button, type ButtonProps } from './button';

/** Props of {@link SubmitButton}. */
export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  /** The form's request runs: the button is disabled and busy, so a second click sends nothing. */
  isPending?: boolean;
};

/** A form's submit button: disabled while its request runs and until the app runs (see useIsHydrated). */
export function SubmitButton({ isPending = false, disabled, ...props }: SubmitButtonProps) {
  return <Button type="submit" disabled={disabled || isPending} aria-busy={isPending || undefined} {...props} />;
}
