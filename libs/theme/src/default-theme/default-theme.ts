import { THEME_SHAPES, type ThemeShape } from '@platform/contracts';

/** The shapes of buttons, cards and inputs (shared with the API, which validates them). */
export { THEME_SHAPES, type ThemeShape };

/** Narrows an unknown value (a profile field, a data attribute) to a shape. */
export function isThemeShape(value: unknown): value is ThemeShape {
  return typeof value === 'string' && (THEME_SHAPES as readonly string[]).includes(value);
}

/** A centre's theme configuration (`themeConfig` of its profile), every part filled in. */
export type ThemeConfig = {
  defaultShape: ThemeShape;
  fonts: { sans: string; heading: string };
  cssVariables: Record<string, string>;
  header: {
    fullWidth: boolean;
    variant: 'tab' | 'legacy';
    sticky: boolean;
    languageToggle: boolean;
    centerMenuItems: boolean;
    menuItemFontClass: string | null;
  };
  footer: { variant: string };
};

/** A theme configuration as a profile may hold it: any part may be missing. */
export type PartialThemeConfig = {
  defaultShape?: string | null;
  fonts?: Partial<ThemeConfig['fonts']> | null;
  cssVariables?: Record<string, string> | null;
  header?: Partial<Omit<ThemeConfig['header'], 'variant'>> & { variant?: string | null } | null;
  footer?: { variant?: string | null } | null;
};

/** The platform's theme when a profile has no `themeConfig` (spec §9). */
export const DEFAULT_THEME_CONFIG = {
  defaultShape: 'rounded',
  fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
  cssVariables: {},
  header: {
    fullWidth: false,
    variant: 'tab',
    sticky: true,
    languageToggle: true,
    centerMenuItems: false,
    menuItemFontClass: null,
  },
  footer: { variant: 'maud' },
} as const satisfies ThemeConfig;

/**
 * Completes a profile's theme configuration with the defaults of spec §9, part
 * by part, so a profile that sets only its header keeps the default footer.
 * Unknown shapes and header variants fall back to the default.
 */
export function resolveThemeConfig(config: PartialThemeConfig | null | undefined): ThemeConfig {
  const defaults = DEFAULT_THEME_CONFIG;
  const header = config?.header ?? {};
  return {
    defaultShape: config?.defaultShape === 'straight' ? 'straight' : defaults.defaultShape,
    fonts: { ...defaults.fonts, ...withoutEmpty(config?.fonts) },
    cssVariables: { ...(config?.cssVariables ?? {}) },
    header: {
      fullWidth: header.fullWidth ?? defaults.header.fullWidth,
      variant: header.variant === 'legacy' ? 'legacy' : defaults.header.variant,
      sticky: header.sticky ?? defaults.header.sticky,
      languageToggle: header.languageToggle ?? defaults.header.languageToggle,
      centerMenuItems: header.centerMenuItems ?? defaults.header.centerMenuItems,
      menuItemFontClass: header.menuItemFontClass ?? defaults.header.menuItemFontClass,
    },
    footer: { variant: config?.footer?.variant || defaults.footer.variant },
  };
}

function withoutEmpty<T extends object>(value: T | null | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, part]) => !!part)) as Partial<T>;
}
