import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { createBrowserTokenStore } from './api/token-store';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter, type AppRouter } from './app/router';
import { redirectToLogin } from './app/unauthorized';

const queryClient = createQueryClient();
// The client needs the router to redirect and the router's context needs the client: bind late.
let router: AppRouter | undefined;
const api = createApiClient({
  tokenStore: createBrowserTokenStore(),
  onUnauthorized: () => redirectToLogin(window.location, (path) => router?.history.push(path)),
});
router = createAppRouter({ queryClient, api });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App queryClient={queryClient} api={api} router={router} />
  </StrictMode>,
);
