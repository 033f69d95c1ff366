import type { ConfigEnv, UserConfig } from 'vite';
import { fontDisplay } from '../../tools/vite/font-display.mts';
import { inlineEntryCss } from '../../tools/vite/inline-entry-css.mts';
import { reactAppConfig } from '../../tools/vite/react-app-config.mts';
import { startAfterFirstPaint } from '../../tools/vite/start-after-first-paint.mts';

const config: UserConfig = reactAppConfig({ configUrl: import.meta.url, name: 'public-site', port: 4200 });

/** The shared configuration's plugins but those whose names match. */
const withoutPlugins = (names: RegExp) =>
  (config.plugins ?? []).filter((plugin) => !(plugin && 'name' in plugin && names.test(plugin.name)));

/**
 * The browser build, and with `--ssr` the server side: the renderer the API
 * uses (dist/apps/public-site-server/index.mjs) and the site's own server
 * (standalone.mjs), ES modules that import their npm packages from
 * node_modules. They live outside the browser build's folder, which is served
 * as static files.
 */
export default ({ isSsrBuild }: ConfigEnv): UserConfig => {
  if (!isSsrBuild) {
    return {
      ...config,
      // The first paint of a server-rendered page needs no stylesheet request and
      // comes before hydration. Its text is in the HTML, so it is drawn at once:
      // in Inter when it is there in time (cached after the first visit), else in
      // the fallback font for the visit, with no redraw that shifts the layout. A
      // preloaded Inter would compete with the page itself for a phone's bandwidth.
      plugins: [
        ...withoutPlugins(/^platform-font-preload$/),
        fontDisplay({ fontPackage: '@fontsource-variable/inter', display: 'optional' }),
        inlineEntryCss(),
        startAfterFirstPaint(),
      ],
    };
  }
  return {
    ...config,
    plugins: withoutPlugins(/^platform-(precompressed-assets|font-preload)$/),
    build: {
      ...config.build,
      outDir: `${config.build?.outDir}-server`,
      rolldownOptions: {
        input: { index: 'src/server/index.ts', standalone: 'src/server/standalone.ts' },
        output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  };
};
