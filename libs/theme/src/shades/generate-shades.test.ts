import { SHADE_KEYS, isCompleteShadeSet } from '@platform/contracts';
import { converter, parse, type Oklch } from 'culori';
import { generateShades } from './generate-shades';

const toOklch = converter('oklch');
const lightnessOf = (hex: string) => (toOklch(parse(hex)) as Oklch).l;
const hueOf = (hex: string) => (toOklch(parse(hex)) as Oklch).h ?? 0;

describe('generateShades', () => {
  it('makes all eleven steps as #rrggbb, a set the API and the theme accept, with the colour itself at 500', () => {
    const shades = generateShades('#0F766E')!;
    expect(Object.keys(shades)).toEqual([...SHADE_KEYS]);
    for (const key of SHADE_KEYS) expect(shades[key]).toMatch(/^#[0-9a-f]{6}$/);
    expect(shades['500']).toBe('#0f766e');
    expect(isCompleteShadeSet(shades)).toBe(true);
  });

  it.each(['#0f766e', '#f59e0b', '#6366f1', '#e11d48', '#64748b', '#facc15', '#1e1b4b'])(
    'runs from light to dark for %s, keeping its hue',
    (color) => {
      const shades = generateShades(color)!;
      const lightness = SHADE_KEYS.map((key) => lightnessOf(shades[key]));
      for (let i = 1; i < lightness.length; i += 1) expect(lightness[i]!).toBeLessThan(lightness[i - 1]!);
      expect(lightness[0]).toBeGreaterThan(0.95);
      expect(lightness[10]).toBeLessThan(0.3);
      // Hue drifts a little where sRGB clips chroma, but stays the colour's.
      for (const key of ['100', '300', '700', '900'] as const) {
        const drift = Math.abs(hueOf(shades[key]) - hueOf(color));
        expect(Math.min(drift, 360 - drift)).toBeLessThan(12);
      }
    },
  );

  it('keeps greys grey and accepts any CSS colour', () => {
    const greys = generateShades('gray')!;
    for (const key of SHADE_KEYS) {
      const [r, g, b] = [1, 3, 5].map((offset) => greys[key].slice(offset, offset + 2));
      expect(r).toBe(g);
      expect(g).toBe(b);
    }
    expect(generateShades('rgb(15 118 110)')!['500']).toBe('#0f766e');
    expect(generateShades('#abc')!['500']).toBe('#aabbcc');
  });

  it('copes with the ends of the scale: white and black stay in order without inventing steps beyond them', () => {
    const white = generateShades('#ffffff')!;
    expect(white['50']).toBe('#ffffff');
    expect(lightnessOf(white['950'])).toBeLessThan(0.3);
    const black = generateShades('#000000')!;
    expect(black['950']).toBe('#000000');
    expect(lightnessOf(black['50'])).toBeGreaterThan(0.95);
  });

  it('answers null for what is not a colour', () => {
    expect(generateShades('#12')).toBeNull();
    expect(generateShades('not a colour')).toBeNull();
    expect(generateShades('')).toBeNull();
  });
});
