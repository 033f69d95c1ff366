import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalog per app, so each bundle carries only the messages it can show.
// Both catalogs also take in the shared libs, whose strings appear in both apps.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['nl', 'en'],
  fallbackLocales: { default: 'nl' },
  // Files without line numbers: a change elsewhere in a file does not rewrite
  // every catalog entry that points into it (and collide with parallel work).
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/apps/public-site/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/public-site/src', '<rootDir>/libs'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/locales/**'],
    },
    {
      path: '<rootDir>/apps/portal/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/portal/src', '<rootDir>/libs'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/locales/**'],
    },
  ],
});
