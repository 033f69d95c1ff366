import { fromWireName, toWireName } from './wire-names';

describe('wire names', () => {
  it.each([
    ['footerColumn1Title', 'footer_column_1_title'],
    ['primaryColorShades', 'primary_color_shades'],
    ['websiteLogoDarkModeUrl', 'website_logo_dark_mode_url'],
    ['gtagId', 'gtag_id'],
    ['email', 'email'],
  ])('%s travels as %s and back', (camel, wire) => {
    expect(toWireName(camel)).toBe(wire);
    expect(fromWireName(wire)).toBe(camel);
  });
});
