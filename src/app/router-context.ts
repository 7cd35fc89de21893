import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { TokenStore } from '../api/token-store';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  /** Guards read whether a token is stored; only sign-in and sign-out write it. */
  tokenStore: TokenStore;
}
