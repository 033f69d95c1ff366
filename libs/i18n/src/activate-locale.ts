import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@platform/contracts';

/** Loads an app's compiled catalog for a locale, usually a dynamic `import()` of its `.po` file. */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/**
 * Loads the catalog and switches the shared Lingui instance to it; also sets
 * `<html lang>` so screen readers pronounce the page in the right language.
 */
export async function activateLocale(locale: Locale, loadCatalog: CatalogLoader): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
