#!/usr/bin/env node
// Fails (exit 1) when a message used in the code is missing from a checked-in
// catalog or has an empty translation in any locale (nl or en), so untranslated
// text never reaches users. Messages are extracted in memory from the sources
// listed in lingui.config.ts; the catalogs on disk are only read, never written.
// Fix a failure with `npx nx run i18n:extract`, then translate the new entries.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = getConfig({ configPath: path.join(workspaceRoot, 'lingui.config.ts') });

const problems = [];
for (const catalog of await getCatalogs(config)) {
  const used = await catalog.collect();
  if (!used) {
    problems.push(`${catalog.path}: could not extract messages from the sources`);
    continue;
  }
  const stored = await catalog.readAll();
  for (const locale of config.locales) {
    const messages = stored[locale];
    const file = path.relative(workspaceRoot, catalog.getFilename(locale));
    if (!messages) {
      problems.push(`${file}: catalog is missing`);
      continue;
    }
    for (const [id, { message }] of Object.entries(used)) {
      const entry = messages[id];
      if (!entry) problems.push(`${file}: missing "${message ?? id}"`);
      else if (!entry.translation?.trim())
        problems.push(`${file}: empty translation for "${message ?? id}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Message catalogs are incomplete (${problems.length}):\n  ${problems.join('\n  ')}`,
  );
  console.error('Run `npx nx run i18n:extract` and translate the new entries.');
  process.exit(1);
}
console.log('Message catalogs are complete for every locale.');
