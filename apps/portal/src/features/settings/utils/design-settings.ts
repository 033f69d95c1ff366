import type { CenterProfileChanges, ColorShades, VolunteerCenterProfile } from '@platform/api-client';
import {
  centerProfileUpdateSchema,
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  isCompleteShadeSet,
  isHexColor,
  normalizeHexColor,
  THEME_FONTS,
  themeConfigUpdateSchema,
  type FooterVariant,
  type ThemeFont,
} from '@platform/contracts';
import { contrastRatio, generateShades, meetsWcagAA, resolveThemeConfig, type ThemeSource } from '@platform/theme';
import * as v from 'valibot';

const profileEntries = centerProfileUpdateSchema.entries;
const themeEntries = themeConfigUpdateSchema.entries;

/** The five theme colours, in the order the form shows them. */
export const THEME_COLOR_FIELDS = ['primaryColor', 'secondaryColor', 'mutedColor', 'backgroundColor', 'textColor'] as const;
export type ThemeColorField = (typeof THEME_COLOR_FIELDS)[number];

/** The images of the design tab, each uploaded for its own purpose. */
export const DESIGN_IMAGE_FIELDS = ['websiteLogoUrl', 'websiteLogoDarkModeUrl', 'faviconUrl'] as const;

/**
 * `/settings/design`. The theme configuration is nested as the API has it, so
 * a refused attribute (`/data/attributes/theme_config/header/variant`) names
 * its form field (`themeConfig.header.variant`).
 */
export const designSettingsSchema = v.object({
  primaryColor: v.unwrap(profileEntries.primaryColor),
  secondaryColor: v.unwrap(profileEntries.secondaryColor),
  mutedColor: v.unwrap(profileEntries.mutedColor),
  backgroundColor: v.unwrap(profileEntries.backgroundColor),
  textColor: v.unwrap(profileEntries.textColor),
  websiteLogoUrl: profileEntries.websiteLogoUrl,
  websiteLogoDarkModeUrl: profileEntries.websiteLogoDarkModeUrl,
  faviconUrl: profileEntries.faviconUrl,
  themeConfig: v.object({
    defaultShape: v.unwrap(themeEntries.defaultShape),
    fonts: v.object({ sans: v.picklist(THEME_FONTS), heading: v.picklist(THEME_FONTS) }),
    header: v.object({
      fullWidth: v.boolean(),
      variant: v.picklist(HEADER_VARIANTS),
      sticky: v.boolean(),
      languageToggle: v.boolean(),
      centerMenuItems: v.boolean(),
    }),
    footer: v.object({ variant: v.picklist(FOOTER_VARIANTS) }),
  }),
});
export type DesignSettingsValues = v.InferInput<typeof designSettingsSchema>;
export type DesignSettingsOutput = v.InferOutput<typeof designSettingsSchema>;

const DEFAULT_FONT: ThemeFont = 'Inter Variable';
const DEFAULT_FOOTER_VARIANT: FooterVariant = 'maud';

const themeFont = (font: string): ThemeFont => ((THEME_FONTS as readonly string[]).includes(font) ? (font as ThemeFont) : DEFAULT_FONT);

export function toDesignSettingsValues(profile: VolunteerCenterProfile): DesignSettingsValues {
  const theme = resolveThemeConfig(profile.themeConfig);
  const footerVariant = (FOOTER_VARIANTS as readonly string[]).includes(theme.footer.variant)
    ? (theme.footer.variant as FooterVariant)
    : DEFAULT_FOOTER_VARIANT;
  return {
    primaryColor: profile.primaryColor ?? '',
    secondaryColor: profile.secondaryColor ?? '',
    mutedColor: profile.mutedColor ?? '',
    backgroundColor: profile.backgroundColor ?? '',
    textColor: profile.textColor ?? '',
    websiteLogoUrl: profile.websiteLogoUrl,
    websiteLogoDarkModeUrl: profile.websiteLogoDarkModeUrl,
    faviconUrl: profile.faviconUrl,
    themeConfig: {
      defaultShape: theme.defaultShape,
      fonts: { sans: themeFont(theme.fonts.sans), heading: themeFont(theme.fonts.heading) },
      header: {
        fullWidth: theme.header.fullWidth,
        variant: theme.header.variant,
        sticky: theme.header.sticky,
        languageToggle: theme.header.languageToggle,
        centerMenuItems: theme.header.centerMenuItems,
      },
      footer: { variant: footerVariant },
    },
  };
}

/** A typed colour as `#rrggbb`, or null while it is not (yet) a hex colour. */
export function readHexColor(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return isHexColor(trimmed) ? normalizeHexColor(trimmed) : null;
}

/**
 * The shade set that goes with a colour: the stored one while the colour is
 * the stored colour and its set is complete (a centre may have tuned it by
 * hand), otherwise one generated from the colour. Null while the colour
 * cannot be read.
 */
export function shadesFor(
  color: string | null | undefined,
  stored: { color: string | null; shades: ColorShades | null },
): ColorShades | null {
  const hex = readHexColor(color);
  if (!hex) return null;
  if (hex === readHexColor(stored.color) && isCompleteShadeSet(stored.shades)) return stored.shades;
  return generateShades(hex);
}

/** The profile's stored primary and secondary colours with their shade sets. */
export function storedShades(profile: VolunteerCenterProfile) {
  return {
    primary: { color: profile.primaryColor, shades: profile.primaryColorShades },
    secondary: { color: profile.secondaryColor, shades: profile.secondaryColorShades },
  };
}

/**
 * The change to save: every field of the tab, and a shade set for a primary
 * or secondary colour only when it is new (or its stored set is incomplete),
 * so hand-tuned shades stay as long as their colour does.
 */
export function toDesignChanges(values: DesignSettingsOutput, profile: VolunteerCenterProfile): CenterProfileChanges {
  const stored = storedShades(profile);
  const changes: CenterProfileChanges = { ...values };
  const primaryShades = shadesFor(values.primaryColor, stored.primary);
  const secondaryShades = shadesFor(values.secondaryColor, stored.secondary);
  if (primaryShades && primaryShades !== stored.primary.shades) changes.primaryColorShades = primaryShades;
  if (secondaryShades && secondaryShades !== stored.secondary.shades) changes.secondaryColorShades = secondaryShades;
  return changes;
}

/**
 * The theme the form's current (unsaved) values make, for the live preview:
 * colours that cannot be read yet fall back to the stored ones.
 */
export function previewTheme(values: DesignSettingsValues, profile: VolunteerCenterProfile): ThemeSource {
  const stored = storedShades(profile);
  const color = (field: (typeof THEME_COLOR_FIELDS)[number]) => readHexColor(values[field]) ?? profile[field];
  return {
    primaryColor: color('primaryColor'),
    secondaryColor: color('secondaryColor'),
    mutedColor: color('mutedColor'),
    backgroundColor: color('backgroundColor'),
    textColor: color('textColor'),
    primaryColorShades: shadesFor(color('primaryColor'), stored.primary),
    secondaryColorShades: shadesFor(color('secondaryColor'), stored.secondary),
    themeConfig: { defaultShape: values.themeConfig.defaultShape, fonts: values.themeConfig.fonts },
  };
}

/** A colour pair of the theme whose contrast is below WCAG AA for normal text. */
export type ContrastWarning = { pair: 'textOnBackground' | 'whiteOnPrimary'; ratio: number };

const WHITE = '#ffffff';

/**
 * The pairs that read poorly: the text colour on the background colour, and
 * white text on the primary colour (buttons, the active menu item). Colours
 * that cannot be read yet are skipped.
 */
export function contrastWarnings(values: Pick<DesignSettingsValues, 'primaryColor' | 'backgroundColor' | 'textColor'>): ContrastWarning[] {
  const [primary, background, text] = [values.primaryColor, values.backgroundColor, values.textColor].map(readHexColor);
  const pairs: [ContrastWarning['pair'], string | null, string | null][] = [
    ['textOnBackground', text ?? null, background ?? null],
    ['whiteOnPrimary', WHITE, primary ?? null],
  ];
  return pairs.flatMap(([pair, foreground, backdrop]) =>
    foreground && backdrop && !meetsWcagAA(foreground, backdrop) ? [{ pair, ratio: contrastRatio(foreground, backdrop) }] : [],
  );
}
