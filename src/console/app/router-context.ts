import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleApi } from './console-api-context';

/** What the console's routes get from the router: the admin API and the query cache. */
export interface ConsoleRouterContext {
  api: ConsoleApi;
  queryClient: QueryClient;
}
