import { useMenu, type MenuEntry, type MenuLocation } from '@platform/api-client';
import type { ThemeConfig } from '@platform/theme';
import { Link } from '@tanstack/react-router';
import { DisclosureMenu, type DisclosureMenuItem } from './disclosure-menu';

/** Props of {@link HeaderMenu}. */
export type HeaderMenuProps = {
  header: ThemeConfig['header'];
  /** The stacked menu of small screens instead of the row of wide ones. */
  isStacked?: boolean;
};

const focusRingClassName = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The menu this header shows. */
export const HEADER_MENU: MenuLocation = 'header';

const DEFAULT_FONT_CLASS = 'font-semibold';

function itemClassName(header: ThemeConfig['header'], isStacked: boolean): string {
  const fontClassName = header.menuItemFontClass ?? DEFAULT_FONT_CLASS;
  if (isStacked) {
    const stackedClassName = `flex w-full items-center justify-between gap-1 rounded-theme px-3 py-2 text-left ${fontClassName} hover:bg-primary/10 ${focusRingClassName} [&.active]:text-primary dark:[&.active]:text-primary-300`;
    return stackedClassName;
  }
  // The tab variant underlines the current item like a tab; legacy draws pills.
  const tabClassName = `inline-flex items-center gap-1 border-b-2 border-transparent px-2 py-2 ${fontClassName} hover:border-primary/40 ${focusRingClassName} aria-expanded:border-primary [&.active]:border-primary [&.active]:text-primary dark:[&.active]:text-primary-300`;
  const legacyClassName = `inline-flex items-center gap-1 rounded-theme px-3 py-2 ${fontClassName} hover:bg-primary/10 ${focusRingClassName} aria-expanded:bg-primary/10 [&.active]:bg-primary [&.active]:text-on-primary`;
  return header.variant === 'tab' ? tabClassName : legacyClassName;
}

/** The entries a submenu lists: the parent's own page first (when it has one), then its children. */
function submenuItems(entry: MenuEntry): DisclosureMenuItem[] {
  const children = entry.children.flatMap((child) =>
    child.href ? [{ key: child.id, label: child.name, to: child.href }] : [],
  );
  const hasOwnPage = entry.href && !children.some((child) => child.to === entry.href);
  return hasOwnPage
    ? [{ key: `${entry.id}-self`, label: entry.name, to: entry.href as string }, ...children]
    : children;
}

/**
 * The centre's header menu (`useMenu(HEADER_MENU)`): entries with a submenu open
 * a disclosure, the others are links. An entry whose page does not exist yet
 * (`href` null) is not drawn, since it would lead nowhere.
 */
export function HeaderMenu({ header, isStacked = false }: HeaderMenuProps) {
  const entries = useMenu(HEADER_MENU);
  const className = itemClassName(header, isStacked);
  return (
    <ul
      className={
        isStacked
          ? 'flex flex-col gap-1'
          : `flex flex-wrap items-center gap-x-1 gap-y-1 ${header.centerMenuItems ? 'justify-center' : ''}`
      }
    >
      {entries.map((entry) => {
        const items = submenuItems(entry);
        if (items.length > 0 && entry.children.length > 0) {
          return (
            <li key={entry.id}>
              <DisclosureMenu
                label={entry.name}
                items={items}
                buttonClassName={className}
                isInline={isStacked}
              />
            </li>
          );
        }
        if (!entry.href) return null;
        return (
          <li key={entry.id}>
            <Link to={entry.href as '/'} className={className}>
              {entry.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
