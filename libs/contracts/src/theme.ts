import { SHADE_KEYS } from './enums';

// The theme's fixed choices and colour rules: what the apps' theme code reads
// on every page, kept apart from the profile's request schemas (and the URL
// rules they use), which only the settings form and the API need.

/**
 * Fonts a centre may choose for body text and headings: Inter Variable, which
 * both apps bundle, and two stacks every device already has, so no font is
 * ever fetched from a third party.
 */
export const THEME_FONTS = ['Inter Variable', 'System UI', 'Serif'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];

/** Shapes of buttons, cards and inputs (spec §3 `defaultShape`). */
export const THEME_SHAPES = ['rounded', 'straight'] as const;
export type ThemeShape = (typeof THEME_SHAPES)[number];

/** Header variants of the public site (spec §3). */
export const HEADER_VARIANTS = ['tab', 'legacy'] as const;
export type HeaderVariant = (typeof HEADER_VARIANTS)[number];

/** Footer variants of the public site (spec §3: tab or legacy, maud or legacy). */
export const FOOTER_VARIANTS = ['tab', 'legacy', 'maud'] as const;
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];

/** The footer columns a centre profile has (spec §3); the gaps are the product's own. */
export const FOOTER_COLUMN_NUMBERS = [1, 2, 3, 4, 6, 8] as const;
export type FooterColumnNumber = (typeof FOOTER_COLUMN_NUMBERS)[number];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A plain hex colour, `#rgb` or `#rrggbb`. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** `#RGB` or `#rrggbb` as lower-case `#rrggbb`. */
export function normalizeHexColor(hex: string): string {
  const digits = hex.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** A shade set counts only when all eleven steps 50 … 950 are hex colours (spec §5). */
export function isCompleteShadeSet(shades: unknown): shades is Record<(typeof SHADE_KEYS)[number], string> {
  return (
    typeof shades === 'object' &&
    shades !== null &&
    SHADE_KEYS.every((key) => isHexColor((shades as Record<string, unknown>)[key]))
  );
}

/** A centre profile's theme as the API stores and sends it (snake_case members, spec §3). */
export type StoredThemeConfig = {
  default_shape: ThemeShape;
  fonts: { sans: string; heading: string };
  css_variables: Record<string, string>;
  header: {
    full_width: boolean;
    variant: HeaderVariant;
    sticky: boolean;
    language_toggle: boolean;
    center_menu_items: boolean;
    menu_item_font_class: string | null;
  };
  footer: { variant: FooterVariant };
};

/** The theme a new centre starts with, and what a stored theme is completed with (spec §9). */
export const DEFAULT_STORED_THEME: StoredThemeConfig = {
  default_shape: 'rounded',
  fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
  css_variables: {},
  header: {
    full_width: false,
    variant: 'tab',
    sticky: true,
    language_toggle: true,
    center_menu_items: false,
    menu_item_font_class: null,
  },
  footer: { variant: 'maud' },
};
