import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { createBrowserTokenStore } from './api/token-store';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { redirectToLogin } from './app/unauthorized';

const queryClient = createQueryClient();
// The client redirects through the router, and the router's context holds the client: the callback
// only runs on an answer, by which time `router` exists.
const api = createApiClient({
  tokenStore: createBrowserTokenStore(),
  onUnauthorized: () => redirectToLogin(window.location, (path) => router.history.push(path)),
});
const router = createAppRouter({ queryClient, api });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={queryClient} api={api} router={router} />
  </StrictMode>,
);
