import { FONT_STACKS, fontStack, THEME_FONTS } from './theme-fonts';

describe('fontStack', () => {
  it('has a stack for every font the API accepts, each ending in a generic family', () => {
    expect(Object.keys(FONT_STACKS).sort()).toEqual([...THEME_FONTS].sort());
    for (const stack of Object.values(FONT_STACKS)) expect(stack).toMatch(/(sans-serif|serif)$/);
  });

  it('answers the chosen font, else Inter Variable', () => {
    expect(fontStack('Serif')).toBe(FONT_STACKS.Serif);
    expect(fontStack('Comic Sans MS')).toBe(FONT_STACKS['Inter Variable']);
    expect(fontStack(null)).toMatch(/^'Inter Variable'/);
  });
});
