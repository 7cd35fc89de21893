import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ApiClient } from '../api/client';
import { ApiProvider } from './api-context';
import { ProgramThemeProvider } from './program-theme-provider';
import type { AppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  api: ApiClient;
  router: AppRouter;
}

export function App({ queryClient, api, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <ProgramThemeProvider>
          <RouterProvider router={router} />
        </ProgramThemeProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
