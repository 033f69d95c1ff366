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
    // would add one and fetch the styles the page already has. The name leaves
    // that list, and the calls' positions into the list follow (a blanked name
    // left the positions after it pointing one too far: a preload of
    // "/undefined"). Spaces keep every line its length, so source maps still fit.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entryCss = new Set(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' && file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [],
          ),
        );
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withoutPreloads(file.code, entryCss);
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

/** `code` with `files` taken out of its `__vite__mapDeps` list and the positions into it, each change padded to its old length. */
export function withoutPreloads(code: string, files: ReadonlySet<string>): string {
  const list = /(m\.f=\[)([^\]]*)(\])/.exec(code);
  if (!list) return code;
  const names = (list[2] ?? '').split(',');
  const kept = names.flatMap((name, index) => (files.has(name.replace(/^"|"$/g, '')) ? [] : [index]));
  if (kept.length === names.length) return code;
  const position = new Map(kept.map((index, newIndex) => [index, newIndex]));
  const pad = (text: string, length: number) => text + ' '.repeat(length - text.length);
  const listText = `${list[1]}${kept.map((index) => names[index]).join(',')}${list[3]}`;
  return code
    .replace(list[0], () => pad(listText, list[0].length))
    .replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (call, indices: string) => {
      const moved = indices
        .split(',')
        .filter(Boolean)
        .flatMap((index) => (position.has(Number(index)) ? [position.get(Number(index))] : []));
      return pad(`__vite__mapDeps([${moved.join(',')}])`, call.length);
    });
}
