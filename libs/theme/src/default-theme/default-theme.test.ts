import { DEFAULT_THEME_CONFIG, resolveThemeConfig } from './default-theme';

describe('resolveThemeConfig', () => {
  it('gives the default theme of spec §9 without a theme config', () => {
    expect(resolveThemeConfig(null)).toEqual({
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
    });
    expect(resolveThemeConfig(undefined)).toEqual(DEFAULT_THEME_CONFIG);
  });

  it('keeps what a profile sets and fills in the rest', () => {
    const config = resolveThemeConfig({
      defaultShape: 'straight',
      header: { sticky: false, variant: 'legacy' },
      fonts: { heading: 'Georgia' },
    });
    expect(config.defaultShape).toBe('straight');
    expect(config.header).toMatchObject({ sticky: false, variant: 'legacy', languageToggle: true });
    expect(config.fonts).toEqual({ sans: 'Inter Variable', heading: 'Georgia' });
    expect(config.footer.variant).toBe('maud');
  });

  it('falls back for unknown shapes and header variants', () => {
    const config = resolveThemeConfig({ defaultShape: 'oval', header: { variant: 'fancy' } });
    expect(config.defaultShape).toBe('rounded');
    expect(config.header.variant).toBe('tab');
  });
});
