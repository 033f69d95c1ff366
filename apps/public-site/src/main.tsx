import '@fontsource-variable/inter';
import './styles.css';
import { startApp } from '@platform/ui';
import { apiUrl } from './config';
import { loadCatalog } from './locales/load-catalog';
import { createAppRouter } from './router';
import { createAppStore } from './store';
import { removePrerenderedHead } from './utils/prerendered-head';

removePrerenderedHead(document);
void startApp({ apiUrl, loadCatalog, createStore: createAppStore, createRouter: createAppRouter });
