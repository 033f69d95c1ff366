import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { fontPreload } from './font-preload.mts';
import { precompressedAssets } from './precompressed-assets.mts';

export type ReactAppOptions = {
  /** `import.meta.url` of the app's vite.config.mts. */
  configUrl: string;
  /** Folder name under dist/apps. */
  name: string;
  /** Dev server port; preview uses the port 100 above it. */
  port: number;
};

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiTarget = 'http://localhost:3000';

// `/auth` is shared: the API's token endpoints and the apps' own pages
// (/auth/login-1). Page loads ask for HTML and stay with Vite.
const apiProxy = {
  target: apiTarget,
  bypass: (request: { headers: { accept?: string } }) =>
    request.headers.accept?.includes('text/html') ? '/index.html' : undefined,
};

/** The origin of the error reporter's DSN, which the app sends reports to; none without a valid DSN. */
function sentryOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/**
 * Writes build.json next to index.html: an id that changes exactly when the
 * bundle's content does (it hashes the content-hashed file names), so a running
 * app can poll it and offer a reload after a deployment (spec §4), and the
 * outside origins the build talks to (`connectSrc`), which the API's
 * Content-Security-Policy allows.
 */
function buildMetadata(): Plugin {
  let connectSrc: string[] = [];
  return {
    name: 'platform-build-metadata',
    apply: 'build',
    configResolved(config) {
      const origin = sentryOrigin(config.env['VITE_SENTRY_DSN']);
      connectSrc = origin ? [origin] : [];
    },
    generateBundle(_options, bundle) {
      const id = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: JSON.stringify({ id, builtAt: new Date().toISOString(), connectSrc }),
      });
    },
  };
}

/** Whether a module may be left out when nothing of it is used: every module of a lib's `src`; others as their package says. */
const isSideEffectFreeLib = (id: string) =>
  /[\\/]libs[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/.test(id) ? false : undefined;

/**
 * The Vite configuration both React apps share: router, React with Lingui macros,
 * Tailwind, API proxy, the first view's font preloaded and hashed files precompressed.
 */
export function reactAppConfig({ configUrl, name, port }: ReactAppOptions): UserConfig {
  const projectRoot = fileURLToPath(new URL('.', configUrl));
  return defineConfig({
    root: projectRoot,
    envDir: projectRoot,
    plugins: [
      // The router plugin must run before React's so route files are split first.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders too: what a page loads (its queries and their helpers) comes with the page,
        // not in the first download of every visit.
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
        routesDirectory: `${projectRoot}src/routes`,
        generatedRouteTree: `${projectRoot}src/route-tree.gen.ts`,
        quoteStyle: 'single',
        semicolons: true,
      }),
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui({ configPath: `${workspaceRoot}lingui.config.ts` }),
      tailwindcss(),
      buildMetadata(),
      // Both apps set their text in Inter (@fontsource-variable/inter); Dutch and English need only its latin subset.
      fontPreload({ fileNames: ['inter-latin-wght-normal.woff2'] }),
      precompressedAssets(),
    ],
    resolve: {
      tsconfigPaths: true,
      // TanStack's store asks for the shim, which adds a fallback for React
      // before 18; both apps run React 19, whose own hook the plain entry uses.
      alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' }],
    },
    server: { port, proxy: { '/api': apiProxy, '/auth': apiProxy, '/uploads': apiTarget } },
    preview: { port: port + 100 },
    build: {
      outDir: `${workspaceRoot}dist/apps/${name}`,
      emptyOutDir: true,
      sourcemap: true,
      // Every browser the apps support knows <link rel="modulepreload">.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // What the first view needs is one file: left to itself the bundler
          // splits the code the entry shares with lazy chunks into a dozen
          // small chunks, and each costs its own compression and import glue
          // (issue 17: public site -7.1 kB gzip, portal -12.4 kB; docs/performance.md).
          // Lazy chunks import from it; they load after it anyway.
          codeSplitting: { groups: [{ name: 'first-view', tags: ['$initial'] }] },
        },
        // The libs run nothing at import time (see their READMEs). Saying so lets
        // the bundler leave what only lazy routes use (a lib's screens, its
        // conversation thread) out of the first download, although the shell
        // imports the same lib index.
        treeshake: { moduleSideEffects: isSideEffectFreeLib },
      },
    },
  });
}
