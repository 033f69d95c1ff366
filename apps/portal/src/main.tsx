import '@fontsource-variable/inter';
import './styles.css';
import type { CatalogLoader } from '@platform/i18n';
import { startApp } from '@platform/ui';
import { apiUrl, environment, sentryDsn } from './config';
import { initSentry } from './features/monitoring/utils/init-sentry';
import { createAppRouter } from './router';
import { createAppStore } from './store';

const loadCatalog: CatalogLoader = async (locale) =>
  (await import(`./locales/${locale}/messages.po`)).messages;

void startApp({ apiUrl, loadCatalog, createStore: createAppStore, createRouter: createAppRouter }).then(
  // After start-up, so the feedback widget's texts are in the active language.
  () => initSentry(sentryDsn, environment),
);
