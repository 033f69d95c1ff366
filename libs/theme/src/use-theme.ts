import { useLayoutEffect } from 'react';
import { applyThemeVariables, buildThemeVariables, type ThemeSource } from './theme-variables';

/**
 * Applies a centre's theme to the page. A layout effect runs before the browser
 * paints, so the default colours never flash when the profile is already loaded.
 */
export function useTheme(source: ThemeSource | null | undefined): void {
  useLayoutEffect(() => {
    applyThemeVariables(buildThemeVariables(source ?? {}));
  }, [source]);
}
