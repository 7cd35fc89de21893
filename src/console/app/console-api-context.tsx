import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleApiClient } from '../api/client';
import type { ForgeryTokenStore } from '../api/forgery-token';

export interface ConsoleApi {
  client: ConsoleApiClient;
  forgeryToken: ForgeryTokenStore;
}

// Loaders get these from the router context; components from here.
const ConsoleApiContext = createContext<ConsoleApi | null>(null);

export function ConsoleApiProvider({ api, children }: { api: ConsoleApi; children: ReactNode }) {
  return <ConsoleApiContext.Provider value={api}>{children}</ConsoleApiContext.Provider>;
}

export function useConsoleApi(): ConsoleApi {
  const api = useContext(ConsoleApiContext);
  if (!api) throw new Error('useConsoleApi: no ConsoleApiProvider above this component');
  return api;
}
