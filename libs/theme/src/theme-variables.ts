import { isCompleteShadeSet, isHexColor, SHADE_KEYS } from '@platform/contracts';
import { fontStack } from './fonts/theme-fonts';

export { isCompleteShadeSet };

/** The profile fields a theme is made of; a centre profile from the API satisfies it. */
export type ThemeSource = {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  mutedColor?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  primaryColorShades?: Record<string, string> | null;
  secondaryColorShades?: Record<string, string> | null;
  themeConfig?: {
    cssVariables?: Record<string, string> | null;
    defaultShape?: string | null;
    fonts?: { sans?: string | null; heading?: string | null } | null;
  } | null;
};

/** CSS custom properties by name, e.g. `{ '--color-primary': '#0b7a75' }`. */
export type ThemeVariables = Record<string, string>;

const BASE_COLORS = [
  ['primary', 'primaryColor'],
  ['secondary', 'secondaryColor'],
  ['muted', 'mutedColor'],
  ['background', 'backgroundColor'],
  ['text', 'textColor'],
] as const;

function channels(hex: string): [number, number, number] {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
}

// The public site draws every page with readableTextColor, so it stays hex-only
// and free of a colour library; shades/contrast.ts (culori, any CSS colour)
// serves the portal's design editor. Both follow the WCAG 2 formula.
function hexLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) =>
    channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hexContrast(first: string, second: string): number {
  const [light, dark] = [hexLuminance(first), hexLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111827';

/** White or near-black, whichever reads better on `background`. */
export function readableTextColor(background: string): string {
  return hexContrast(background, LIGHT_TEXT) >= hexContrast(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/**
 * Turns a centre profile into CSS custom properties: `--color-<name>` for the
 * five theme colours, `--color-on-<name>` with a readable text colour for each
 * (centres pick their colours freely, and text on them must stay legible),
 * `--color-<primary|secondary>-<step>` for complete shade sets, the chosen
 * fonts (`--font-sans`, `--font-heading`), and the profile's own `cssVariables`.
 */
export function buildThemeVariables(source: ThemeSource): ThemeVariables {
  const variables: ThemeVariables = {};
  for (const [name, field] of BASE_COLORS) {
    const color = source[field];
    // Colours come from staff input: anything but a plain hex colour stays out of the page's CSS.
    if (!isHexColor(color)) continue;
    variables[`--color-${name}`] = color;
    variables[`--color-on-${name}`] = readableTextColor(color);
  }
  for (const [name, shades] of [
    ['primary', source.primaryColorShades],
    ['secondary', source.secondaryColorShades],
  ] as const) {
    if (!isCompleteShadeSet(shades)) continue;
    for (const key of SHADE_KEYS) variables[`--color-${name}-${key}`] = shades[key] as string;
  }
  if (source.themeConfig?.defaultShape === 'straight') variables['--radius-theme'] = '0';
  // Only the stacks of the fixed fonts reach the page's CSS, never a typed font-family.
  const fonts = source.themeConfig?.fonts;
  if (fonts?.sans) variables['--font-sans'] = fontStack(fonts.sans);
  if (fonts?.heading) variables['--font-heading'] = fontStack(fonts.heading);
  for (const [name, value] of Object.entries(source.themeConfig?.cssVariables ?? {})) {
    if (/^--[\w-]+$/.test(name) && typeof value === 'string' && !/[;{}<>]/.test(value))
      variables[name] = value;
  }
  return variables;
}

/**
 * Writes theme variables onto an element (the root by default), first removing
 * the ones an earlier call set, so switching centres leaves nothing behind.
 */
export function applyThemeVariables(
  variables: ThemeVariables,
  element: HTMLElement = document.documentElement,
): void {
  const previous = element.dataset['themeVariables']?.split(' ').filter(Boolean) ?? [];
  for (const name of previous) element.style.removeProperty(name);
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  element.dataset['themeVariables'] = Object.keys(variables).join(' ');
}
