import { SHADE_KEYS } from '@platform/contracts';
import { contrastRatio } from './shades/contrast';
import { applyThemeVariables, buildThemeVariables, readableTextColor } from './theme-variables';

const fullShades = Object.fromEntries(
  SHADE_KEYS.map((key, index) => [key, `#0000${String(index).padStart(2, '0')}`]),
);

describe('buildThemeVariables', () => {
  it('sets the five theme colours with a readable text colour for each', () => {
    const variables = buildThemeVariables({
      primaryColor: '#0B7A75',
      secondaryColor: '#fde047',
      mutedColor: '#f3f4f6',
      backgroundColor: '#ffffff',
      textColor: '#1f2937',
    });
    expect(variables).toMatchObject({
      '--color-primary': '#0B7A75',
      '--color-on-primary': '#ffffff',
      '--color-secondary': '#fde047',
      '--color-on-secondary': '#111827',
      '--color-muted': '#f3f4f6',
      '--color-background': '#ffffff',
      '--color-text': '#1f2937',
    });
  });

  it('uses a shade set only when all eleven steps exist', () => {
    const { '950': _dropped, ...incomplete } = fullShades;
    const variables = buildThemeVariables({
      primaryColorShades: fullShades,
      secondaryColorShades: incomplete,
    });
    expect(variables['--color-primary-50']).toBe('#000000');
    expect(variables['--color-primary-950']).toBe('#000010');
    expect(Object.keys(variables).filter((name) => name.startsWith('--color-secondary-'))).toEqual(
      [],
    );
  });

  it('drops values that are not colours and unsafe custom properties', () => {
    const variables = buildThemeVariables({
      primaryColor: 'red; background: url(x)',
      themeConfig: {
        cssVariables: { '--header-height': '4rem', '--evil': '1}body{display:none', color: 'red' },
      },
    });
    expect(variables).toEqual({ '--header-height': '4rem' });
  });

  it('squares corners for the straight shape', () => {
    expect(buildThemeVariables({ themeConfig: { defaultShape: 'straight' } })).toEqual({
      '--radius-theme': '0',
    });
  });
});

describe('readableTextColor', () => {
  it('picks the text colour with AA contrast on light and dark backgrounds', () => {
    for (const background of ['#ffffff', '#fde047', '#0f766e', '#000000', '#e11d48']) {
      expect(contrastRatio(background, readableTextColor(background))).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('applyThemeVariables', () => {
  it('replaces the variables of an earlier theme', () => {
    const element = document.createElement('div');
    applyThemeVariables({ '--color-primary': '#111111', '--header-height': '4rem' }, element);
    applyThemeVariables({ '--color-primary': '#222222' }, element);
    expect(element.style.getPropertyValue('--color-primary')).toBe('#222222');
    expect(element.style.getPropertyValue('--header-height')).toBe('');
  });
});

describe('buildThemeVariables fonts', () => {
  it('sets the stacks of the chosen fonts, and Inter Variable for a font not on the list', () => {
    const variables = buildThemeVariables({ themeConfig: { fonts: { sans: 'System UI', heading: 'Papyrus; color: red' } } });
    expect(variables['--font-sans']).toMatch(/^system-ui, /);
    expect(variables['--font-heading']).toMatch(/^'Inter Variable', /);
    expect(buildThemeVariables({ themeConfig: { fonts: { heading: 'Serif' } } })).toEqual({
      '--font-heading': "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
    });
  });
});
