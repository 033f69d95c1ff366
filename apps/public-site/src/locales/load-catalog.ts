import type { CatalogLoader } from '@platform/i18n';

/** The site's compiled catalog for a locale; each language is its own chunk. */
export const loadCatalog: CatalogLoader = async (locale) =>
  (await import(`./${locale}/messages.po`)).messages;
