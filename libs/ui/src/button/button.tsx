import { cloneElement, isValidElement, type ComponentPropsWithRef, type ReactElement } from 'react';
import { buttonClassName, type ButtonStyleOptions } from './button-class-name';
import { useIsHydrated } from './use-is-hydrated';

/** Props of {@link Button}. */
export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonStyleOptions & {
    /**
     * Styles the single child element instead of rendering a `<button>`, e.g.
     * `<Button asChild><Link to="/">…</Link></Button>` for navigation.
     */
    asChild?: boolean;
  };

type ChildProps = { className?: string };

/**
 * A themed button in one of the spec's variants. With `asChild` it lends its
 * classes and props to its child (a router `Link`, an `<a>`), so links that look
 * like buttons stay links for assistive technology.
 */
export function Button({ variant, size, isFullWidth, asChild = false, className, type, disabled, children, ...props }: ButtonProps) {
  // A submit button waits for the app (see useIsHydrated); other buttons do nothing before it anyway.
  const isHydrated = useIsHydrated();
  const classes = `${buttonClassName({ variant, size, isFullWidth })} ${className ?? ''}`.trim();
  if (asChild && isValidElement<ChildProps>(children)) {
    const child = children as ReactElement<ChildProps>;
    return cloneElement(child, {
      ...props,
      ...(disabled === undefined ? {} : { disabled }),
      ...child.props,
      className: `${classes} ${child.props.className ?? ''}`.trim(),
    });
  }
  return (
    // A plain <button> inside a form would submit it; callers opt in with type="submit".
    <button type={type ?? 'button'} className={classes} disabled={disabled || (type === 'submit' && !isHydrated)} {...props}>
      {children}
    </button>
  );
}
