import type { Plugin } from 'vite';

/**
 * Starts the built app after the browser's first paint: index.html's entry
 * `<script type="module" src>` becomes a small module that imports it once a
 * frame has been drawn. A server-rendered page is then on screen before
 * hydration takes the main thread, also where the scripts arrive as fast as
 * the HTML; the modulepreload links still fetch them at once.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'platform-start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_script, src: string) =>
            `<script type="module">requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(src)})));</script>`,
        );
      },
    },
  };
}
