import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { loadESLint, type Linter } from 'eslint';

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

/** The API's lint configuration as ESLint sees it now: generated from the folders on each load. */
function generatedConfig(): unknown {
  const file = path.join(workspace, 'apps/api/.eslintrc.cjs');
  return JSON.parse(
    execFileSync(process.execPath, [
      '-p',
      `JSON.stringify(require(${JSON.stringify(file)}))`,
    ]).toString(),
  );
}

const importing = (from: string) =>
  `import * as imported from '${from}';\nexport const used = imported;\n`;

describe('table ownership lint', () => {
  it.each([
    ['identity/organizations/organizations.service.ts', '../../areas/vacancies/vacancies.tables'],
    [
      'identity/organizations/organizations.service.ts',
      '../../areas/vacancies/vacancies.repository',
    ],
    ['identity/organizations/organizations.service.ts', '../../schema'],
    [
      'areas/vacancies/search/search.repository.ts',
      '../../../identity/organizations/organizations.tables',
    ],
    ['identity/organizations/organizations.tables.ts', '../users/users.repository'],
    ['platform/http/errors.ts', '../../identity/users/users.repository'],
  ])('refuses %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, importing(from))).toEqual([
      expect.stringContaining(`Unexpected path "${from}" imported in restricted zone.`),
    ]);
  });

  it.each([
    ['identity/organizations/organizations.service.ts', './organizations.repository'],
    ['identity/organizations/organizations.service.ts', '../../areas/vacancies/vacancies.data'],
    ['areas/applications/applications.repository.ts', '../vacancies/vacancies.views'],
    ['areas/vacancies/search/search.repository.ts', '../vacancies.tables'],
    ['identity/organizations/organizations.tables.ts', '../users/users.tables'],
    ['identity/organizations/organizations.move.test.ts', '../../areas/vacancies/vacancies.tables'],
    ['schema.ts', './areas/vacancies/vacancies.tables'],
    ['job-handlers.ts', './areas/forms/forms.service'],
    ['seed/demo-seed.ts', '../areas/vacancies/vacancies.tables'],
    ['testing/fixtures.ts', '../identity/users/users.repository'],
  ])('allows %s importing %s', async (file, from) => {
    expect(await restrictedImports(file, importing(from))).toEqual([]);
  });

  it('has a zone for every module, so a new module is held too', () => {
    // The configuration is generated from the folders: a module made here is in it at once.
    const dir = path.join(workspace, 'apps/api/src/areas/zz-new-module');
    mkdirSync(dir);
    try {
      const config = generatedConfig() as {
        overrides: {
          rules: Record<string, [string, { zones: { target: string | string[] }[] }]>;
        }[];
      };
      const modules = ['platform', 'identity', 'areas'].flatMap((layer) =>
        readdirSync(path.join(workspace, 'apps/api/src', layer), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${layer}/${entry.name}`),
      );
      expect(modules).toContain('areas/zz-new-module');
      for (const override of config.overrides.filter((o) => RULE in o.rules)) {
        const targets = override.rules[RULE]![1].zones.flatMap((zone) => zone.target);
        for (const module of modules) expect(targets).toContain(`./apps/api/src/${module}/**/*`);
      }
    } finally {
      rmdirSync(dir);
    }
  });

  it.each([
    ['areas/forms/forms.service.ts', '../../job-handlers'],
    ['platform/http/database.plugin.ts', '../../app'],
    ['areas/uploads/uploads.service.ts', '../../upload-usage'],
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
    'areas/user-management/user-management.service.ts',
    'areas/applications/applications.mails.ts',
    'identity/organizations/organizations.members.ts',
    'areas/vacancies/search/search.service.ts',
  ])('refuses %s importing a Fastify request', async (file) => {
    expect(await restrictedImports(file, usingFastify, 'no-restricted-imports')).toEqual([
      expect.stringContaining('Services take one RequestContext'),
    ]);
  });

  it.each([
    'areas/user-management/user-management.routes.ts',
    'platform/rate-limits/mail-limits.plugin.ts',
    'areas/uploads/uploads.form.ts',
    'platform/http/database.plugin.ts',
  ])('allows %s to see the request', async (file) => {
    expect(await restrictedImports(file, usingFastify, 'no-restricted-imports')).toEqual([]);
  });
});

describe('file and function size', () => {
  type Override = {
    files: string[];
    excludedFiles?: string[];
    rules: Record<string, Linter.RuleEntry>;
    overrides?: Override[];
  };
  const sizeBlock = () => {
    const config = generatedConfig() as { overrides: Override[] };
    return config.overrides.find((o) => 'max-lines' in o.rules)!;
  };
  const lines = (count: number, line: (n: number) => string) =>
    Array.from({ length: count }, (_, n) => line(n)).join('\n') + '\n';
  const longFile = lines(401, (n) => `export const value${n} = ${n};`);
  // A function of `total` lines, its first and last line included.
  const functionOf = (total: number) =>
    [
      'export function long(): number {',
      '  let sum = 0;',
      ...Array.from({ length: total - 4 }, (_, n) => `  sum += ${n};`),
      '  return sum;',
      '}',
    ].join('\n') + '\n';

  it('refuses a source of more than 400 lines and a function of more than 120', async () => {
    expect(
      await restrictedImports('areas/forms/forms.questions.ts', longFile, 'max-lines'),
    ).toEqual([expect.stringContaining('File has too many lines (401)')]);
    expect(
      await restrictedImports(
        'areas/forms/forms.questions.ts',
        functionOf(121),
        'max-lines-per-function',
      ),
    ).toEqual([expect.stringContaining('too many lines (121)')]);
    expect(
      await restrictedImports(
        'areas/forms/forms.questions.ts',
        functionOf(120),
        'max-lines-per-function',
      ),
    ).toEqual([]);
  });

  it('counts neither blank lines nor comments', async () => {
    const source = lines(400, (n) => `// why ${n}\n\nexport const value${n} = ${n};`);
    expect(await restrictedImports('areas/forms/forms.questions.ts', source, 'max-lines')).toEqual(
      [],
    );
  });

  it.each([
    'areas/forms/forms.happy.test.ts',
    'identity/notification-templates/notification-templates.catalog.ts',
    'areas/forms/forms.seed.ts',
    'seed/demo-seed.ts',
    'platform/i18n/messages.ts',
  ])('leaves %s its length', async (file) => {
    expect(await restrictedImports(file, longFile, 'max-lines')).toEqual([]);
  });

  // No file is excused by name: a room too large is split, not listed.
  it('excuses no file by name', () => {
    expect(sizeBlock().overrides ?? []).toEqual([]);
  });
});
