// Mantine's styles in the `mantine` cascade layer, under the console's own (console.css).
import '@mantine/core/styles.layer.css';
import './console.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createConsoleApiClient } from './api/client';
import { ConsoleApiError } from './api/console-error';
import { createForgeryTokenStore } from './api/forgery-token';
import { consolePaths } from './app/console-paths';
import { ConsoleApp } from './entry/console-app';
import { createConsoleRouter } from './entry/router';

// The staff console (docs/console.md): its own bundle at /admin, beside the shop.
const forgeryToken = createForgeryTokenStore();
const queryClient = new QueryClient({
  defaultOptions: {
    // A response is the server's decision: only a network failure is tried again, once.
    queries: { retry: (count, error) => !(error instanceof ConsoleApiError) && count < 1, staleTime: 30_000 },
  },
});
const client = createConsoleApiClient({
  forgeryToken,
  // The session ended (idle, signed out elsewhere): the sign-in page says so, then back here.
  // Without a session yet, the signed-in pages' guard sends to the sign-in page itself.
  onUnauthorized: ({ hadSession }) => {
    const here = `${window.location.pathname}${window.location.search}`;
    if (!hadSession || window.location.pathname.startsWith('/admin/sign-in')) return;
    // The cache goes once the page has moved: cleared sooner, it would cancel the call that failed.
    void router.navigate({ href: consolePaths.signIn(here, { ended: true }) }).then(() => queryClient.clear());
  },
});
const api = { client, forgeryToken };
const router = createConsoleRouter({ api, queryClient });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <ConsoleApp api={api} queryClient={queryClient} router={router} />
  </StrictMode>,
);
