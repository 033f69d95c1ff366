// Initial JavaScript of each app (what index.html loads before any route code),
// gzip-compressed, against the budgets of architecture §6: public site 150 kB,
// portal 250 kB. Run after `npx nx run-many -t build -p public-site portal`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS_KB = { 'public-site': 150, portal: 250 };
let over = false;

for (const [app, budget] of Object.entries(BUDGETS_KB)) {
  const root = path.join('dist/apps', app);
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  // Entry scripts and the chunks Vite preloads with them.
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length }));
  const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1000;
  for (const s of sizes) console.log(`  ${app}: ${s.file} ${(s.gzip / 1000).toFixed(1)} kB gzip`);
  console.log(`${app}: initial JavaScript ${totalKb.toFixed(1)} kB gzip, budget ${budget} kB (${(totalKb / budget).toFixed(2)} of it)`);
  if (totalKb > budget) over = true;
}
process.exit(over ? 1 : 0);
