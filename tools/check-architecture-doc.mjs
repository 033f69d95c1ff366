#!/usr/bin/env node
// Fails (exit 1) when docs/architecture.md does not map a part of the code: every API module
// folder (apps/api/src/{platform,identity,areas}/*) needs a row in the API modules table, every feature folder of
// the public site and the portal a row in that app's features table, and every lib a row in the
// libraries table, each named in the row's first cell as `name` (a lib as `libs/name`). A row
// naming a folder that no longer exists fails too, so the map never points at nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOC = 'docs/architecture.md';
const lines = readFileSync(path.join(workspaceRoot, DOC), 'utf8').split('\n');

function folders(dir) {
  return readdirSync(path.join(workspaceRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

const isTableRow = (line) => line.trimStart().startsWith('|');

/**
 * The names in the first cell of each row of the first table after the line `isAnchor` accepts,
 * or null when there is no such line or table.
 */
function firstTableNamesAfter(isAnchor) {
  const anchor = lines.findIndex(isAnchor);
  if (anchor === -1) return null;
  let start = anchor + 1;
  while (start < lines.length && !isTableRow(lines[start])) {
    // The next heading ends the anchor's section: its table must come before.
    if (lines[start].startsWith('#')) return null;
    start += 1;
  }
  if (start === lines.length) return null;
  const names = new Set();
  // The header and the |---| line come first.
  for (let i = start + 2; i < lines.length && isTableRow(lines[i]); i += 1) {
    const firstCell = lines[i].trim().slice(1).split('|')[0];
    for (const [, name] of firstCell.matchAll(/`([^`]+)`/g)) names.add(name);
  }
  return names;
}

const SECTIONS = [
  {
    what: 'API module',
    table: 'the API modules table (under "## API modules")',
    dirs: ['apps/api/src/platform', 'apps/api/src/identity', 'apps/api/src/areas'],
    names: firstTableNamesAfter((line) => line.trim() === '## API modules'),
    docName: (folder) => folder,
  },
  {
    what: 'public-site feature',
    table: 'the public site\'s features table (after "`apps/public-site/src/features/`:")',
    dirs: ['apps/public-site/src/features'],
    names: firstTableNamesAfter((line) => line.startsWith('`apps/public-site/src/features/`')),
    docName: (folder) => folder,
  },
  {
    what: 'portal feature',
    table: 'the portal\'s features table (after "`apps/portal/src/features/`")',
    dirs: ['apps/portal/src/features'],
    names: firstTableNamesAfter((line) => line.startsWith('`apps/portal/src/features/`')),
    docName: (folder) => folder,
  },
  {
    what: 'lib',
    table: 'the libraries table (under "## Libraries")',
    dirs: ['libs'],
    names: firstTableNamesAfter((line) => line.trim() === '## Libraries'),
    docName: (folder) => `libs/${folder}`,
  },
];

const problems = [];
for (const section of SECTIONS) {
  if (!section.names) {
    problems.push(`${DOC} has no ${section.table}`);
    continue;
  }
  const expected = section.dirs.flatMap((dir) => folders(dir)).map(section.docName);
  for (const name of expected) {
    if (!section.names.has(name)) {
      problems.push(
        `${section.what} \`${name}\` (${section.dirs.join(', ')}) is missing from ${section.table}`,
      );
    }
  }
  for (const name of section.names) {
    if (!expected.includes(name)) {
      problems.push(
        `${section.table} has a row for \`${name}\`, which is not a folder of ${section.dirs.join(', ')}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`${DOC} does not map the code (${problems.length}):\n  ${problems.join('\n  ')}`);
  console.error('Add a row for each, or remove the row of what is gone, in the existing style.');
  process.exit(1);
}
console.log(`${DOC} maps every API module, feature of both apps and lib.`);
