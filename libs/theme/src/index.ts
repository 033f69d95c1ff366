export {
  applyColorMode,
  COLOR_MODE_PREFERENCES,
  COLOR_MODE_STORAGE_KEY,
  isColorModePreference,
  PREFERS_DARK_QUERY,
  readColorModePreference,
  resolveColorMode,
  saveColorModePreference,
  type ColorMode,
  type ColorModePreference,
} from './color-mode/color-mode';
export { colorModeSlice, type ColorModeState } from './color-mode/color-mode-slice';
export { ColorModeToggle, type ColorModeToggleProps } from './color-mode/color-mode-toggle';
export { ForceColorMode, type ForceColorModeProps } from './color-mode/force-color-mode';
export { useColorMode, type ColorModeControls } from './color-mode/use-color-mode';
export {
  DEFAULT_THEME_CONFIG,
  isThemeShape,
  resolveThemeConfig,
  THEME_SHAPES,
  type PartialThemeConfig,
  type ThemeConfig,
  type ThemeShape,
} from './default-theme/default-theme';
export type { HeadingLevel } from './logo/heading-level';
export { LogoBlock, type LogoBlockProps } from './logo/logo-block';
export {
  applyShapePreview,
  ThemeSwitcher,
  type ThemeSwitcherProps,
} from './theme-switcher/theme-switcher';
export { FONT_STACKS, fontStack, THEME_FONTS, type ThemeFont } from './fonts/theme-fonts';
export {
  contrastRatio,
  meetsWcagAA,
  relativeLuminance,
  WCAG_AA_CONTRAST,
  WCAG_AA_LARGE_TEXT_CONTRAST,
  type WcagOptions,
} from './shades/contrast';
export { generateShades, type ShadeSet } from './shades/generate-shades';
export {
  applyThemeVariables,
  buildThemeVariables,
  isCompleteShadeSet,
  readableTextColor,
  type ThemeSource,
  type ThemeVariables,
} from './theme-variables';
export { useTheme } from './use-theme';
