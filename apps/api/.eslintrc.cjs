// The API's import rules, generated from its folders: every module folder gets its zones the day
// it appears, so no rule depends on someone copying a block (issue 27).
const { readdirSync } = require('node:fs');
const path = require('node:path');

const SRC = './apps/api/src';
/** The layers (lowest first), whose sub-folders are the modules; module-graph.test.ts holds their order. */
const LAYER_FOLDERS = ['platform', 'identity', 'areas'];

const modules = LAYER_FOLDERS.flatMap((layer) =>
  readdirSync(path.join(__dirname, 'src', layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ layer, name: entry.name, dir: `${SRC}/${layer}/${entry.name}` })),
);
/** The files matching `pattern` in every module but `module`, whichever layer they are in. */
const others = (module, pattern) =>
  LAYER_FOLDERS.map((layer) =>
    layer === module.layer
      ? `${SRC}/${layer}/!(${module.name})/**/${pattern}`
      : `${SRC}/${layer}/**/${pattern}`,
  );

const TABLE_OWNERSHIP =
  "Only the module that defines a table reads and writes it: call that module's *.data.ts functions (in your transaction) or join its *.views.ts (read-only).";
const TABLE_REFERENCES =
  "A table file may reference other modules' tables (foreign keys), never their repositories.";

module.exports = {
  extends: ['../../.eslintrc.json'],
  overrides: [
    {
      files: ['src/**/*.ts'],
      excludedFiles: ['*.test.ts', '*.tables.ts', 'src/schema.ts', 'src/seed/**', 'src/testing/**'],
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            zones: [
              ...modules.map((module) => ({
                target: `${module.dir}/**/*`,
                from: [...others(module, '*.repository.ts'), ...others(module, '*.tables.ts')],
                message: TABLE_OWNERSHIP,
              })),
              {
                target: LAYER_FOLDERS.map((layer) => `${SRC}/${layer}/**/*`),
                from: `${SRC}/schema.ts`,
                message:
                  "The schema gathers every module's tables: a module imports its own *.tables.ts, and other modules' *.data.ts or *.views.ts.",
              },
              {
                target: [`${SRC}/*.ts`, `${SRC}/!(${LAYER_FOLDERS.join('|')})/**/*`],
                from: LAYER_FOLDERS.flatMap((layer) => [
                  `${SRC}/${layer}/**/*.repository.ts`,
                  `${SRC}/${layer}/**/*.tables.ts`,
                ]),
                message:
                  'Only the module that defines a table reads and writes it: call its *.data.ts or service functions.',
              },
              {
                target: `${SRC}/!(seed|testing)/**/*`,
                from: `${SRC}/!(config|schema).ts`,
                message:
                  'The composition root (app.ts, job-handlers.ts, upload-usage.ts, organization-vacancies.ts) wires the modules together: modules are given what they need, they do not import it.',
              },
            ],
          },
        ],
      },
    },
    {
      files: LAYER_FOLDERS.map((layer) => `src/${layer}/**/*.tables.ts`),
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            zones: modules.map((module) => ({
              target: `${module.dir}/**/*`,
              from: others(module, '*.repository.ts'),
              message: TABLE_REFERENCES,
            })),
          },
        ],
      },
    },
    {
      files: LAYER_FOLDERS.map((layer) => `src/${layer}/**/*.ts`),
      // http is where requests become contexts: its helpers see Fastify's objects.
      excludedFiles: ['*.routes.ts', '*.plugin.ts', '*.form.ts', '*.test.ts', 'src/platform/http/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'fastify',
                importNames: ['FastifyRequest', 'FastifyReply', 'FastifyInstance'],
                message:
                  'Services take one RequestContext (src/platform/http/request-context.ts), not Fastify objects: only *.routes.ts, *.plugin.ts and *.form.ts see the request.',
              },
            ],
          },
        ],
      },
    },
    {
      // Rooms a newcomer can read: files under 400 lines, functions under 120 (blank lines and
      // comments not counted). Catalogs, seeds and generated files are exempt.
      files: ['src/**/*.ts'],
      excludedFiles: [
        '*.test.ts',
        '*.catalog.ts',
        '*.seed.ts',
        '*.gen.ts',
        'src/seed/**',
        'src/platform/i18n/messages.ts',
      ],
      rules: {
        'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
        'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      },
    },
  ],
};
