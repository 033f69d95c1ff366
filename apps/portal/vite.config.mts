import { reactAppConfig } from '../../tools/vite/react-app-config.mts';

export default reactAppConfig({ configUrl: import.meta.url, name: 'portal', port: 4201 });
