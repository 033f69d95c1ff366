#!/usr/bin/env node
// Fails (exit 1) when docs/routes.md and the apps' routers disagree: every route of the portal's
// and the public site's router (their generated route trees, apps/*/src/route-tree.gen.ts) needs
// a row for its app, and every row with status `done` must be in its app's router. Rows with
// status `planned` (routes being built in another branch) may be missing from the router.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/routes.md';
const APPS = ['portal', 'public-site'];
const STATUSES = ['done', 'planned'];

/** A router path as the doc writes it: `{name}` for `$name`, no trailing slash. */
const normalise = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route).replace(/\$(\w+)/g, '{$1}');

/** The full paths of an app's router: the keys of the generated tree's FileRoutesByFullPath. */
function routerPaths(app) {
  const source = readFileSync(path.join(workspaceRoot, 'apps', app, 'src/route-tree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error(`apps/${app}/src/route-tree.gen.ts has no FileRoutesByFullPath`);
  return new Set([...block.matchAll(/^\s*'([^']+)':/gm)].map(([, route]) => normalise(route)));
}

/** The doc's rows: route, app and status of each. */
function docRows() {
  const lines = readFileSync(path.join(workspaceRoot, DOC), 'utf8').split('\n');
  return lines
    .filter((line) => line.startsWith('| `'))
    .map((line, index) => {
      const [route, app, , status] = line.split('|').slice(1).map((cell) => cell.trim());
      return { route: route.replace(/`/g, ''), app, status, line: index };
    });
}

const problems = [];
const notes = [];
const rows = docRows();
const routers = Object.fromEntries(APPS.map((app) => [app, routerPaths(app)]));
const listed = new Set();
for (const { route, app, status } of rows) {
  const key = `${app} ${route}`;
  if (!APPS.includes(app)) problems.push(`${route}: app "${app}" is none of ${APPS.join(', ')}`);
  else if (!STATUSES.includes(status)) problems.push(`${key}: status "${status}" is none of ${STATUSES.join(', ')}`);
  else if (listed.has(key)) problems.push(`${key}: listed twice`);
  else if (status === 'done' && !routers[app].has(route)) problems.push(`${key}: marked done but not in the ${app} router`);
  else if (status === 'planned' && routers[app].has(route)) notes.push(`${key}: in the router now; mark it done`);
  listed.add(key);
}
for (const app of APPS) {
  for (const route of routers[app]) {
    if (!listed.has(`${app} ${route}`)) problems.push(`${app} ${route}: in the router but not in ${DOC}`);
  }
}

for (const note of notes) console.log(`note: ${note}`);
if (problems.length) {
  console.error(`${DOC} and the routers disagree (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Add a row for each router route (with its app, role and status), or fix the row.');
  process.exit(1);
}
console.log(`${DOC} lists every route of both routers (${rows.length} rows).`);
