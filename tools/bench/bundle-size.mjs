// Initial JavaScript of each app (what index.html loads before any route code),
// gzip-compressed, against the budgets of architecture §6: public site 150 kB,
// portal 250 kB. Also prints what the first view transfers, JavaScript and CSS,
// raw, brotli (quality 11) and gzip (level 9), as the build's precompressed
// copies are made (tools/vite/precompressed-assets.mts) and the API sends them.
// Run after `npx nx run-many -t build -p public-site portal`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGETS_KB = { 'public-site': 150, portal: 250 };
let over = false;

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Raw, brotli and gzip sizes of built files, each and together. */
function transferSizes(root, files) {
  const sizes = files.map((file) => {
    const content = readFileSync(path.join(root, file));
    return {
      file,
      raw: content.length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
      gzip: gzipSync(content, { level: 9 }).length,
    };
  });
  const total = (key) => sizes.reduce((sum, s) => sum + s[key], 0);
  return { sizes, raw: total('raw'), brotli: total('brotli'), gzip: total('gzip') };
}

for (const [app, budget] of Object.entries(BUDGETS_KB)) {
  const root = path.join('dist/apps', app);
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  // Entry scripts (also one a small inline module imports after the first paint)
  // and the chunks Vite preloads with them.
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g),
    ...html.matchAll(/<script type="module">[^<]*import\("\/?([^"]+\.js)"\)/g),
  ].map((m) => m[1]);
  // Stylesheets in files; one inlined into the HTML counts with the HTML.
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+\.css)"/g)].map((m) => m[1]);
  const js = transferSizes(root, scripts);
  const css = transferSizes(root, styles);
  for (const s of [...js.sizes, ...css.sizes]) {
    console.log(`  ${app}: ${s.file} ${kB(s.raw)} raw, ${kB(s.brotli)} brotli, ${kB(s.gzip)} gzip`);
  }
  for (const [kind, sizes] of [['JavaScript', js], ['CSS', css]]) {
    console.log(`  ${app}: initial ${kind} ${kB(sizes.raw)} raw, ${kB(sizes.brotli)} brotli, ${kB(sizes.gzip)} gzip`);
  }
  const totalKb = js.gzip / 1000;
  console.log(`${app}: initial JavaScript ${totalKb.toFixed(1)} kB gzip, budget ${budget} kB (${(totalKb / budget).toFixed(2)} of it)`);
  if (totalKb > budget) over = true;
}
process.exit(over ? 1 : 0);
