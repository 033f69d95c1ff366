import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from './client';
import type { Credentials } from './credentials';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes the app's API client available to the hooks of this library. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiClientProvider');
  return client;
}

/** The current session, re-rendering when it is rotated, set or cleared. */
export function useCredentials(): Credentials | null {
  const { credentials } = useApiClient();
  return useSyncExternalStore(credentials.subscribe, credentials.read, () => null);
}
