import type { ColorModePreference } from './color-mode';

/** SVG paths of the toggle's icons: a screen, a sun and a moon. */
export const COLOR_MODE_ICON_PATHS: Record<ColorModePreference, string> = {
  system: 'M4 5h16v10H4zM8 19h8M12 15v4',
  light:
    'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
};
