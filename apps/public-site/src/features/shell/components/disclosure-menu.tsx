import { Link } from '@tanstack/react-router';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/** One link in a {@link DisclosureMenu}. */
export type DisclosureMenuItem = { key: string; label: ReactNode; to: string };

/** Props of {@link DisclosureMenu}. */
export type DisclosureMenuProps = {
  /** The button's content. */
  label: ReactNode;
  /** An accessible name for the button when its content alone is not enough. */
  buttonLabel?: string;
  items: DisclosureMenuItem[];
  /** Classes of the button (the header variant decides its look). */
  buttonClassName: string;
  /** Lines the panel up with the button's end edge instead of its start. */
  isAlignedEnd?: boolean;
  /** Drawn in the flow (the mobile menu) instead of floating under the button. */
  isInline?: boolean;
};

const LINK_SELECTOR = 'ul a';
const POINTER_DOWN = 'pointerdown';
const FIRST = 'first';
const LAST = 'last';

const itemClassName =
  'block rounded-theme px-3 py-2 text-sm font-medium text-text hover:bg-primary/10 focus-visible:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary [&.active]:font-semibold [&.active]:text-primary';

/**
 * A navigation submenu as a disclosure (WAI-ARIA "disclosure navigation
 * menu"): a button with `aria-expanded` that shows a list of links. Enter,
 * Space or ArrowDown open it (ArrowDown and ArrowUp also move focus into it),
 * the arrow keys, Home and End move between its links, Escape closes it and
 * returns focus to the button, and leaving it by Tab or a click closes it.
 * Links stay links, so the menu needs no `role="menu"` semantics.
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  items,
  buttonClassName,
  isAlignedEnd = false,
  isInline = false,
}: DisclosureMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<'first' | 'last' | null>(null);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(LINK_SELECTOR) ?? []);

  useEffect(() => {
    if (!isOpen) return;
    if (focusTarget.current) {
      const all = links();
      (focusTarget.current === 'first' ? all[0] : all.at(-1))?.focus();
      focusTarget.current = null;
    }
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener(POINTER_DOWN, handlePointerDown);
    return () => document.removeEventListener(POINTER_DOWN, handlePointerDown);
  }, [isOpen]);

  const openAndFocus = (target: 'first' | 'last') => {
    focusTarget.current = target;
    if (isOpen) {
      const all = links();
      (target === 'first' ? all[0] : all.at(-1))?.focus();
      focusTarget.current = null;
    } else setIsOpen(true);
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    // Handled here: the list's own arrow handling must not move focus a second step.
    event.stopPropagation();
    openAndFocus(event.key === 'ArrowDown' ? FIRST : LAST);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    const next =
      event.key === 'ArrowDown'
        ? all[(index + 1) % all.length]
        : event.key === 'ArrowUp'
          ? all[(index - 1 + all.length) % all.length]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all.at(-1)
              : undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={isInline ? '' : 'relative'}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={handleButtonKeyDown}
        className={buttonClassName}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 shrink-0 fill-current transition-transform ${isOpen ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden={!isOpen}
        className={
          isInline
            ? 'mt-1 ml-3 flex flex-col gap-1 border-l-2 border-primary/30 pl-2'
            : `absolute top-full z-50 mt-2 flex min-w-56 flex-col gap-1 rounded-theme border border-black/10 bg-background p-2 shadow-lg dark:border-white/15 ${isAlignedEnd ? 'right-0' : 'left-0'}`
        }
      >
        {items.map((item) => (
          <li key={item.key}>
            <Link
              // Menu targets come from the centre's data, not from the route tree.
              to={item.to as '/'}
              className={itemClassName}
              onClick={() => setIsOpen(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
