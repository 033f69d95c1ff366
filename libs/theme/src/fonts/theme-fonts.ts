import { THEME_FONTS, type ThemeFont } from '@platform/contracts';

export { THEME_FONTS, type ThemeFont };

/** The CSS `font-family` stack behind each font a centre may choose (`themeConfig.fonts`). */
export const FONT_STACKS: Record<ThemeFont, string> = {
  'Inter Variable': "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
  'System UI': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  Serif: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
};

/** The stack of a chosen font; an unknown or missing name gets the platform's Inter Variable (spec §9). */
export function fontStack(font: string | null | undefined): string {
  return (THEME_FONTS as readonly string[]).includes(font ?? '') ? FONT_STACKS[font as ThemeFont] : FONT_STACKS['Inter Variable'];
}
