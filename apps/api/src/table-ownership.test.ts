import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { loadESLint } from 'eslint';

// Runs the API's real lint configuration (apps/api/.eslintrc.cjs) on small
// sources at paths inside src, the way `nx run api:lint` sees such a file. Its
// zones are relative to the workspace, where nx and these tests run.
const workspace = path.resolve(__dirname, '../../..');
const RULE = 'import/no-restricted-paths';

// The project-graph rule is the root config's, not under test, and slow to start.
const linter = loadESLint({ useFlatConfig: false }).then(
  (LegacyESLint) =>
    new LegacyESLint({
      cwd: workspace,
      overrideConfig: { rules: { '@nx/enforce-module-boundaries': 'off' } },
    }),
);

async function restrictedImports(file: string, source: string, rule = RULE): Promise<string[]> {
  const [result] = await (
    await linter
  ).lintText(source, {
    filePath: path.join(workspace, 'apps/api/src', file),
  });
  return result!.messages
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

const importing = (from: string) =>
  `import * as imported from '${from}';\nexport const used = imported;\n`;

describe('table ownership lint', () => {
  it.each([
    ['modules/organizations/organizations.service.ts', '../vacancies/vacancies.tables'],
    ['modules/organizations/organizations.service.ts', '../vacancies/vacancies.repository'],
    ['modules/organizations/organizations.service.ts', '../../schema'],
    ['modules/vacancies/search/search.repository.ts', '../../organizations/organizations.tables'],
    ['modules/organizations/organizations.tables.ts', '../users/users.repository'],
    ['http/errors.ts', '../modules/users/users.repository'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, importing(from))).toEqual([
      expect.stringContaining(`Unexpected path "${from}" imported in restricted zone.`),
    ]);
  });

  it.each([
    ['modules/organizations/organizations.service.ts', './organizations.repository'],
    ['modules/organizations/organizations.service.ts', '../vacancies/vacancies.data'],
    ['modules/applications/applications.repository.ts', '../vacancies/vacancies.views'],
    ['modules/vacancies/search/search.repository.ts', '../vacancies.tables'],
    ['modules/organizations/organizations.tables.ts', '../users/users.tables'],
    ['modules/organizations/organizations.move.test.ts', '../vacancies/vacancies.tables'],
    ['schema.ts', './modules/vacancies/vacancies.tables'],
    ['job-handlers.ts', './modules/forms/forms.service'],
    ['seed/demo-seed.ts', '../modules/vacancies/vacancies.tables'],
    ['testing/fixtures.ts', '../modules/users/users.repository'],
  ])('allows %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, importing(from))).toEqual([]);
  });

  it('has a zone for every module, so a new module is held too', () => {
    // The configuration is generated from the folders: a module made here is in it at once.
    const dir = path.join(workspace, 'apps/api/src/modules/zz-new-module');
    mkdirSync(dir);
    try {
      const printed = execFileSync(process.execPath, [
        '-p',
        `JSON.stringify(require(${JSON.stringify(path.join(workspace, 'apps/api/.eslintrc.cjs'))}))`,
      ]);
      const config = JSON.parse(printed.toString()) as {
        overrides: {
          rules: Record<string, [string, { zones: { target: string | string[] }[] }]>;
        }[];
      };
      const modules = readdirSync(path.join(workspace, 'apps/api/src/modules'), {
        withFileTypes: true,
      }).filter((entry) => entry.isDirectory());
      expect(modules.map((entry) => entry.name)).toContain('zz-new-module');
      for (const override of config.overrides.filter((o) => RULE in o.rules)) {
        const targets = override.rules[RULE]![1].zones.flatMap((zone) => zone.target);
        for (const { name } of modules)
          expect(targets).toContain(`./apps/api/src/modules/${name}/**/*`);
      }
    } finally {
      rmdirSync(dir);
    }
  });

  it.each([
    ['modules/forms/forms.service.ts', '../../job-handlers'],
    ['http/database.plugin.ts', '../app'],
    ['modules/uploads/uploads.service.ts', '../../upload-usage'],
  ])('refuses %s importing the composition root %s', async (file, from) => {
    expect(await restrictedImports(file, importing(from))).toEqual([
      expect.stringContaining('The composition root'),
    ]);
  });
});

describe('services take one request context', () => {
  const usingFastify =
    "import type { FastifyRequest } from 'fastify';\nexport type Used = FastifyRequest;\n";

  it.each([
    'modules/users/users.service.ts',
    'modules/applications/applications.mails.ts',
    'modules/organizations/organizations.members.ts',
    'modules/vacancies/search/search.service.ts',
  ])('refuses %s importing a Fastify request', async (file) => {
    expect(await restrictedImports(file, usingFastify, 'no-restricted-imports')).toEqual([
      expect.stringContaining('Services take one RequestContext'),
    ]);
  });

  it.each([
    'modules/users/users.routes.ts',
    'modules/rate-limits/mail-limits.plugin.ts',
    'modules/uploads/uploads.form.ts',
    'http/database.plugin.ts',
  ])('allows %s to see the request', async (file) => {
    expect(await restrictedImports(file, usingFastify, 'no-restricted-imports')).toEqual([]);
  });
});
