import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, type Locale } from '@platform/contracts';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { activateLocale, type CatalogLoader } from './activate-locale';
import { isLocale, persistLocale } from './locale';

type LocaleSwitcher = (locale: Locale) => Promise<void>;

const LocaleSwitcherContext = createContext<LocaleSwitcher | null>(null);

/** Props of {@link LocaleProvider}. */
export type LocaleProviderProps = {
  /** Loads the app's own catalog; the app decides where its catalogs live. */
  loadCatalog: CatalogLoader;
  /** Runs after a switch, e.g. to refetch server texts that follow `Accept-Language`. */
  onLocaleChange?: (locale: Locale) => void;
  children: ReactNode;
};

/**
 * Provides the shared Lingui instance (activate a locale before the first
 * render) and a way to switch languages that remembers the choice.
 */
export function LocaleProvider({ loadCatalog, onLocaleChange, children }: LocaleProviderProps) {
  const switchLocale = useCallback<LocaleSwitcher>(
    async (locale) => {
      persistLocale(locale);
      await activateLocale(locale, loadCatalog);
      onLocaleChange?.(locale);
    },
    [loadCatalog, onLocaleChange],
  );
  return (
    <I18nProvider i18n={i18n}>
      <LocaleSwitcherContext.Provider value={switchLocale}>
        {children}
      </LocaleSwitcherContext.Provider>
    </I18nProvider>
  );
}

/** The active locale and a function to switch it; must be used inside {@link LocaleProvider}. */
export function useLocale(): { locale: Locale; setLocale: LocaleSwitcher } {
  const { i18n: activeI18n } = useLingui();
  const setLocale = useContext(LocaleSwitcherContext);
  if (!setLocale) throw new Error('useLocale must be used inside a LocaleProvider');
  const locale = activeI18n.locale;
  return useMemo(
    () => ({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, setLocale }),
    [locale, setLocale],
  );
}
