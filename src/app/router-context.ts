import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
}
