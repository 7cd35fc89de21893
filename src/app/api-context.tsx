import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';

// Loaders get the client from the router context; components get the same one from here.
const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi: no ApiProvider above this component');
  return client;
}
