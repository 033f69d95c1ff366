import type { Plugin } from 'vite';

export type FontDisplayOptions = {
  /** The font package whose stylesheets to change, e.g. `@fontsource-variable/inter`. */
  fontPackage: string;
  /** The `font-display` its faces get instead of the package's own. */
  display: 'optional' | 'swap' | 'fallback' | 'block';
};

/**
 * Gives a font package's `@font-face` rules another `font-display`. Fontsource
 * ships `swap`: a font that arrives after the first paint redraws the text in
 * its own metrics, shifting the layout of a server-rendered page (the
 * calendar's table shifted 0.155). With `optional` the text keeps the fallback
 * font for that visit when the font is late, and uses it from the cache after.
 */
export function fontDisplay({ fontPackage, display }: FontDisplayOptions): Plugin {
  const packagePath = `/node_modules/${fontPackage}/`;
  return {
    name: 'platform-font-display',
    transform(code, id) {
      if (!id.includes(packagePath) || !id.split('?')[0]?.endsWith('.css')) return undefined;
      return { code: code.replace(/font-display:\s*\w+/g, `font-display: ${display}`), map: null };
    },
  };
}
