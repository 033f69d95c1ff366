import type { Plugin } from 'vite';

export type FontPreloadOptions = {
  /**
   * Names of the woff2 font files the first view needs, as the font package ships them
   * (e.g. `inter-latin-wght-normal.woff2`); the build emits each under a hashed name.
   */
  fileNames: readonly string[];
};

/**
 * Adds `<link rel="preload" as="font">` for the emitted (hashed) files of the
 * given fonts to the built index.html, so the browser fetches them with the
 * page's CSS instead of only after it has applied it. The link names the one
 * copy the CSS loads; the build fails when a font is not among the emitted
 * files (a font package that renamed its files must not silently lose it).
 */
export function fontPreload({ fileNames }: FontPreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'platform-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const assets = Object.values(bundle ?? {}).filter((file) => file.type === 'asset');
        return fileNames.map((name) => {
          const emitted = assets.find((asset) => asset.names.includes(name));
          if (!emitted)
            throw new Error(`platform-font-preload: no emitted file for the font ${name}`);
          return {
            tag: 'link',
            // crossorigin: fonts are fetched in CORS mode, so a preload without it is not reused.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${emitted.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}
