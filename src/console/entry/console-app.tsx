import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { ConsoleApiProvider, type ConsoleApi } from '../app/console-api-context';
import { ConsoleI18nProvider } from '../messages/console-i18n';
import { consoleCssVariables, consoleTheme } from './console-theme';
import type { ConsoleRouter } from './router';

/** The providers around the console's pages. */
export function ConsoleApp({ api, queryClient, router }: { api: ConsoleApi; queryClient: QueryClient; router: ConsoleRouter }) {
  return (
    <MantineProvider theme={consoleTheme} cssVariablesResolver={consoleCssVariables} defaultColorScheme="light">
      <ConsoleI18nProvider>
        <QueryClientProvider client={queryClient}>
          <ConsoleApiProvider api={api}>
            <RouterProvider router={router} />
          </ConsoleApiProvider>
        </QueryClientProvider>
      </ConsoleI18nProvider>
    </MantineProvider>
  );
}
