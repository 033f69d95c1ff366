import '@fontsource-variable/inter';
import './styles.css';
import type { CatalogLoader } from '@platform/i18n';
import { startApp } from '@platform/ui';
import { apiUrl } from './config';
import { createAppRouter } from './router';

const loadCatalog: CatalogLoader = async (locale) =>
  (await import(`./locales/${locale}/messages.po`)).messages;

void startApp({ apiUrl, loadCatalog, createRouter: createAppRouter });
