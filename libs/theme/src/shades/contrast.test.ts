import { contrastRatio, meetsWcagAA, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0f766e', '#0f766e')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG formula for known pairs', () => {
    // WebAIM's contrast checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0f766e', '#ffffff')).toBeCloseTo(5.47, 2);
    expect(contrastRatio('white', 'rgb(0 0 255)')).toBeCloseTo(8.59, 2);
  });

  it('is NaN when a colour cannot be read', () => {
    expect(contrastRatio('#12', '#ffffff')).toBeNaN();
    expect(relativeLuminance('nonsense')).toBeNaN();
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });
});

describe('meetsWcagAA', () => {
  it('asks 4.5:1 of normal text and 3:1 of large text', () => {
    expect(meetsWcagAA('#767676', '#ffffff')).toBe(true);
    expect(meetsWcagAA('#777777', '#ffffff')).toBe(false);
    expect(meetsWcagAA('#949494', '#ffffff', { isLargeText: true })).toBe(true);
    expect(meetsWcagAA('#959595', '#ffffff', { isLargeText: true })).toBe(false);
    expect(meetsWcagAA('#ffffff', '#f59e0b')).toBe(false);
  });

  it('is false when a colour cannot be read', () => {
    expect(meetsWcagAA('#fff', 'oops')).toBe(false);
  });
});
