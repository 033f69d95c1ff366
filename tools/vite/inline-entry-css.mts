import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet into the built index.html as a `<style>`
 * element instead of a `<link>`: the first paint of a server-rendered page
 * then waits for no request of its own beyond the HTML (on a phone's network
 * that is a round trip and more). Pages after the first are drawn by the app,
 * so the copy in each HTML costs little; lazy chunks' CSS stays in files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'platform-inline-entry-css',
    apply: 'build',
    // A lazy chunk that imports from the entry lists the entry's stylesheet among
    // the files to load with it; with no <link> to it in the page, Vite's loader
    // would add one and fetch the styles the page already has. The name is blanked
    // out of those lists with spaces of the same length, so source maps still fit.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entryCss = Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' && file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [],
        );
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.code.includes('__vite__mapDeps')) continue;
          for (const css of entryCss) {
            file.code = file.code.replace(new RegExp(`,"${css.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"|"${css.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}",`, 'g'), (match) =>
              ' '.repeat(match.length),
            );
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') return link;
          // Nothing in generated CSS may close the element early.
          const css = String(asset.source).replace(/<\/style/gi, '<\\/style');
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
