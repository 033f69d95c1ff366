// Bundles the API into one CommonJS file. npm packages stay external so native
// and WebAssembly modules (argon2, PGlite) load from node_modules as usual;
// the workspace libs (@platform/*) are bundled. The template worker is a file of
// its own beside main.cjs: a worker thread loads it by path (template-engine.ts).
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const outdir = 'dist/apps/api';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'apps/api/src/main.ts',
    'template-worker': 'apps/api/src/identity/notification-templates/template-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  plugins: [externalPackages()],
  tsconfig: 'tsconfig.base.json',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('apps/api/migrations', `${outdir}/migrations`, { recursive: true });

function externalPackages() {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true },
      );
    },
  };
}
