import type { UserConfig } from 'vite';
import { reactAppConfig } from '../../tools/vite/react-app-config.mts';

const config: UserConfig = reactAppConfig({ configUrl: import.meta.url, name: 'public-site', port: 4200 });

// The libs run nothing at import time (see their READMEs). Saying so lets the
// bundler leave screens that only lazy routes use (e.g. @platform/auth's)
// out of the initial chunk, although the shell imports the same lib index.
const isSideEffectFreeLib = (id: string) =>
  /[\\/]libs[\\/][^\\/]+[\\/]src[\\/].+\.tsx?$/.test(id) ? false : undefined;

export default {
  ...config,
  build: {
    ...config.build,
    rolldownOptions: { treeshake: { moduleSideEffects: isSideEffectFreeLib } },
  },
} satisfies UserConfig;
