import { isCompleteShadeSet } from '@platform/contracts';
import * as v from 'valibot';
import {
  contrastWarnings,
  designSettingsSchema,
  previewTheme,
  readHexColor,
  shadesFor,
  toDesignChanges,
  toDesignSettingsValues,
} from './design-settings';
import { storedProfile } from './settings-test-profile';

describe('toDesignSettingsValues', () => {
  it('fills the theme configuration the profile leaves out with the platform defaults', () => {
    expect(toDesignSettingsValues(storedProfile)).toEqual({
      primaryColor: '#4338ca',
      secondaryColor: '#f97316',
      mutedColor: '#64748b',
      backgroundColor: '#ffffff',
      textColor: '#0f172a',
      websiteLogoUrl: null,
      websiteLogoDarkModeUrl: '/uploads/public/0b0c8f3e-2f4c-4a51-9d55-0d7f1f8e0a11.webp',
      faviconUrl: null,
      themeConfig: {
        defaultShape: 'rounded',
        fonts: { sans: 'Inter Variable', heading: 'Serif' },
        header: { fullWidth: false, variant: 'legacy', sticky: false, languageToggle: true, centerMenuItems: false },
        footer: { variant: 'maud' },
      },
    });
  });

  it('replaces a font or footer variant the form does not offer with the default', () => {
    const values = toDesignSettingsValues({ ...storedProfile, themeConfig: { fonts: { sans: 'Comic Sans MS' }, footer: { variant: 'fancy' } } });
    expect(values.themeConfig.fonts.sans).toBe('Inter Variable');
    expect(values.themeConfig.footer.variant).toBe('maud');
  });
});

describe('readHexColor', () => {
  it('reads #rgb and #rrggbb as lower-case #rrggbb, and nothing else', () => {
    expect(readHexColor(' #ABC ')).toBe('#aabbcc');
    expect(readHexColor('#0F766E')).toBe('#0f766e');
    expect(readHexColor('#0f76')).toBeNull();
    expect(readHexColor('teal')).toBeNull();
    expect(readHexColor(null)).toBeNull();
  });
});

describe('shadesFor', () => {
  const stored = { color: storedProfile.primaryColor, shades: storedProfile.primaryColorShades };

  it('keeps the stored set while the colour is the stored one', () => {
    expect(shadesFor('#4338CA', stored)).toBe(storedProfile.primaryColorShades);
  });

  it('makes a complete set for a new colour, or when the stored set is incomplete', () => {
    const shades = shadesFor('#0f766e', stored);
    expect(isCompleteShadeSet(shades)).toBe(true);
    expect(shades?.['500']).toBe('#0f766e');
    expect(isCompleteShadeSet(shadesFor('#f97316', { color: '#f97316', shades: { '50': '#fff7ed' } }))).toBe(true);
  });

  it('has none while the colour cannot be read', () => {
    expect(shadesFor('#0f7', stored)).not.toBeNull();
    expect(shadesFor('#0f76', stored)).toBeNull();
  });
});

describe('toDesignChanges', () => {
  const parse = (changes: Partial<ReturnType<typeof toDesignSettingsValues>>) =>
    v.parse(designSettingsSchema, { ...toDesignSettingsValues(storedProfile), ...changes });

  it('sends every field of the tab, and a new shade set only for a changed colour', () => {
    const changes = toDesignChanges(parse({ primaryColor: '#0F766E' }), storedProfile);
    expect(changes).toMatchObject({
      primaryColor: '#0f766e',
      secondaryColor: '#f97316',
      websiteLogoDarkModeUrl: '/uploads/public/0b0c8f3e-2f4c-4a51-9d55-0d7f1f8e0a11.webp',
      themeConfig: { fonts: { heading: 'Serif' }, header: { variant: 'legacy' } },
    });
    expect(changes.primaryColorShades?.['500']).toBe('#0f766e');
    // The stored secondary colour had no complete set, so it gets one now.
    expect(isCompleteShadeSet(changes.secondaryColorShades)).toBe(true);
  });

  it('leaves hand-tuned shades alone while their colour stays', () => {
    expect(toDesignChanges(parse({}), storedProfile)).not.toHaveProperty('primaryColorShades');
  });
});

describe('contrastWarnings', () => {
  it('warns about text on the background and white on the primary colour below 4.5:1', () => {
    expect(contrastWarnings({ primaryColor: '#4338ca', backgroundColor: '#ffffff', textColor: '#0f172a' })).toEqual([]);
    const warnings = contrastWarnings({ primaryColor: '#fbbf24', backgroundColor: '#ffffff', textColor: '#cccccc' });
    expect(warnings.map((warning) => warning.pair)).toEqual(['textOnBackground', 'whiteOnPrimary']);
    expect(warnings[0]!.ratio).toBeCloseTo(1.61, 2);
  });

  it('skips colours that cannot be read yet', () => {
    expect(contrastWarnings({ primaryColor: '#fbb', backgroundColor: '#ffff', textColor: '#eee' })).toEqual([
      { pair: 'whiteOnPrimary', ratio: expect.any(Number) },
    ]);
  });
});

describe('previewTheme', () => {
  it('draws the unsaved values, falling back to the stored colour while one is half typed', () => {
    const theme = previewTheme({ ...toDesignSettingsValues(storedProfile), primaryColor: '#0f76', secondaryColor: '#0f766e' }, storedProfile);
    expect(theme).toMatchObject({
      primaryColor: '#4338ca',
      primaryColorShades: storedProfile.primaryColorShades,
      secondaryColor: '#0f766e',
      themeConfig: { defaultShape: 'rounded', fonts: { sans: 'Inter Variable', heading: 'Serif' } },
    });
    expect(theme.secondaryColorShades?.['500']).toBe('#0f766e');
  });
});
