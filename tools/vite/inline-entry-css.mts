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
