import { SHADE_KEYS } from '@platform/contracts';
import { clampChroma, converter, formatHex, type Oklch } from 'culori/fn';
import { parseColor } from './color-space';

/** A colour scale: a hex colour for each step 50 … 950. */
export type ShadeSet = Record<(typeof SHADE_KEYS)[number], string>;

type Step = { lightness: number; chroma: number };

// Where each step sits between the colour (500) and the light or dark end of
// the scale, and how much of the colour's chroma it keeps: Tailwind's own
// scales measured in OKLCH, so generated sets sit well beside its palette.
// Negative positions run towards white, positive ones towards black.
const STEPS: Record<(typeof SHADE_KEYS)[number], Step> = {
  '50': { lightness: -1, chroma: 0.1 },
  '100': { lightness: -0.89, chroma: 0.2 },
  '200': { lightness: -0.75, chroma: 0.35 },
  '300': { lightness: -0.54, chroma: 0.55 },
  '400': { lightness: -0.24, chroma: 0.8 },
  '500': { lightness: 0, chroma: 1 },
  '600': { lightness: 0.23, chroma: 0.95 },
  '700': { lightness: 0.4, chroma: 0.85 },
  '800': { lightness: 0.58, chroma: 0.72 },
  '900': { lightness: 0.72, chroma: 0.6 },
  '950': { lightness: 1, chroma: 0.45 },
};
/** OKLCH lightness of the lightest (50) and darkest (950) steps of a mid-tone colour. */
const LIGHTEST = 0.97;
const DARKEST = 0.26;

/**
 * A complete shade set (50 … 950) for a colour: its OKLCH lightness spread
 * towards white and black with the hue kept, chroma eased off towards both
 * ends and brought into sRGB. Step 500 is the colour itself. Null when the
 * colour cannot be read.
 */
export function generateShades(color: string): ShadeSet | null {
  const parsed = parseColor(color);
  if (!parsed) return null;
  const base = converter('oklch')(parsed) as Oklch;
  const hue = base.h ?? 0;
  const chroma = base.c ?? 0;
  // A colour near either end still gets lighter and darker steps, up to white and black.
  const light = Math.max(LIGHTEST, base.l + (1 - base.l) * 0.6);
  const dark = Math.min(DARKEST, base.l * 0.6);
  const shades = {} as ShadeSet;
  for (const key of SHADE_KEYS) {
    const step = STEPS[key];
    if (step.lightness === 0) {
      shades[key] = formatHex(parsed);
      continue;
    }
    const lightness =
      step.lightness < 0 ? base.l + -step.lightness * (light - base.l) : base.l - step.lightness * (base.l - dark);
    const shade: Oklch = { mode: 'oklch', l: lightness, c: chroma * step.chroma, h: hue };
    shades[key] = formatHex(clampChroma(shade, 'oklch'));
  }
  return shades;
}
