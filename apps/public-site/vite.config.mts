import { reactAppConfig } from '../../tools/vite/react-app-config';

export default reactAppConfig({ configUrl: import.meta.url, name: 'public-site', port: 4200 });
