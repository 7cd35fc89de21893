import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../../api/admin-schema.gen';
import type { ForgeryTokenStore } from './forgery-token';

export type ConsoleApiClient = Client<paths>;

/** The header the admin API checks on every unsafe call made with the session cookie. */
export const FORGERY_HEADER = 'X-CSRF-Token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A wrong password is a 401 too: the sign-in page shows it, nothing else happens. */
const SIGN_IN_PATH = '/admin/api/staff/sign-in';

export interface ConsoleApiClientOptions {
  /** Default '' (the page's origin, where the cookie lives). Tests need an absolute one. */
  baseUrl?: string;
  forgeryToken: ForgeryTokenStore;
  /**
   * Any call but the sign-in answered 401. `hadSession`: the page held a session (it knew its
   * forgery token), which has now ended (idle, signed out elsewhere); else there was none yet.
   */
  onUnauthorized: (ended: { hadSession: boolean }) => void;
  /** Default globalThis.fetch; tests pass a fake. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Sends the session's forgery token with every call that changes something. */
export function forgeryTokenMiddleware(store: ForgeryTokenStore): Middleware {
  return {
    onRequest({ request }) {
      const token = store.get();
      if (!SAFE_METHODS.has(request.method) && token) request.headers.set(FORGERY_HEADER, token);
      return undefined;
    },
  };
}

export function sessionEndedMiddleware(store: ForgeryTokenStore, onUnauthorized: ConsoleApiClientOptions['onUnauthorized']): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && schemaPath !== SIGN_IN_PATH) {
        const hadSession = store.get() !== null;
        store.set(null);
        onUnauthorized({ hadSession });
      }
      return undefined;
    },
  };
}

/** The admin API (openapi-admin.yaml) for the console: the browser sends the session cookie itself. */
export function createConsoleApiClient(options: ConsoleApiClientOptions): ConsoleApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(forgeryTokenMiddleware(options.forgeryToken), sessionEndedMiddleware(options.forgeryToken, options.onUnauthorized));
  return client;
}
