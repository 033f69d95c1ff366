// Cold start of the built API (budget: ready within 3 s, architecture §6):
// starts dist/apps/api/main.cjs on a data folder that was migrated and seeded
// once, and prints how long each start takes until /readyz answers, plus the
// first start on an empty folder (migrate + seed) for comparison.
// Usage: npx nx run api:build && node tools/bench/cold-start.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const port = 3400;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cold-start-'));

async function startOnce() {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/apps/api/main.cjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = started + 60_000;
  for (;;) {
    if (performance.now() > deadline) throw new Error('the API did not become ready within 60 s');
    const ready = await fetch(`http://localhost:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return ms;
}

try {
  const first = await startOnce();
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce());
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`first start (empty folder: migrate + seed): ${Math.round(first)} ms`);
  console.log(`cold start on existing data, ${runs} runs: median ${Math.round(median)} ms, min ${Math.round(times[0])} ms, max ${Math.round(times.at(-1))} ms`);
  console.log(`budget 3000 ms: ${median <= 3000 ? 'within' : 'OVER'} (median/budget = ${(median / 3000).toFixed(2)})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
