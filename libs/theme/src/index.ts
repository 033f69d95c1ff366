export {
  applyThemeVariables,
  buildThemeVariables,
  contrastRatio,
  isCompleteShadeSet,
  readableTextColor,
  relativeLuminance,
  type ThemeSource,
  type ThemeVariables,
} from './theme-variables';
export { useTheme } from './use-theme';
