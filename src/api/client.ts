import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { apiFilesMiddleware } from './api-assets';
import { serializeQuery } from './query-serializer';
import type { components, paths } from './schema.gen';
import type { TokenStore } from './token-store';

/** Request timeout 30000 ms [api-calls 3; constants 1]. */
export const REQUEST_TIMEOUT_MS = 30_000;

type Schemas = components['schemas'];

// The contract types `o` as a string (JSON text); callers pass the typed object instead and
// serializeQuery turns it into JSON. Derived from `paths`, so a contract change flows through.
interface JsonQueryOf {
  '/api/products': Schemas['ProductQuery'];
  '/api/products/suggestions': Schemas['SuggestionQuery'];
}
type JsonQueryPath = keyof JsonQueryOf;
type ReplaceO<Query, O> = { [K in keyof Query]: K extends 'o' ? O : Query[K] };
type WithObjectO<Operation, O> = Operation extends { parameters: infer Params }
  ? Omit<Operation, 'parameters'> & {
      parameters: { [K in keyof Params]: K extends 'query' ? ReplaceO<NonNullable<Params[K]>, O> : Params[K] };
    }
  : Operation;

/** `paths` with `o` of the catalogue calls typed as the object callers build. */
export type ApiPaths = Omit<paths, JsonQueryPath> & {
  [P in JsonQueryPath]: Omit<paths[P], 'get'> & { get: WithObjectO<paths[P]['get'], JsonQueryOf[P]> };
};

export type ApiClient = Client<ApiPaths>;

export interface ApiClientOptions {
  /** Default '' (same origin). Tests need an absolute one, since Request rejects relative URLs in Node. */
  baseUrl?: string;
  /** The API's origin when it is not the page's: the files it serves are addressed there (./api-assets.ts). */
  apiFilesOrigin?: string;
  tokenStore: TokenStore;
  /** [api-calls 4]: called after a 401 or 500 answer, once the token is gone. The app redirects to /login. */
  onUnauthorized: () => void;
  /** Default REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Default globalThis.fetch; tests pass a fake. */
  fetch?: (request: Request) => Promise<Response>;
}

/** [api-calls 2]: forgot and reset password are the only calls that go without the token. */
const UNAUTHENTICATED_PATHS: ReadonlySet<string> = new Set<keyof paths>(['/api/users/forgotpassword', '/api/users/resetpassword']);

export function bearerTokenMiddleware(tokenStore: TokenStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (UNAUTHENTICATED_PATHS.has(schemaPath)) return undefined;
      const token = tokenStore.get();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return undefined;
    },
  };
}

/**
 * Aborts a request that has no answer after `timeoutMs` (like ky's timeout, reading the body is not
 * counted). The caller's own `signal` (TanStack Query's, an actor's) still cancels it too. A timer
 * rather than AbortSignal.timeout() so fake timers can drive it in tests.
 */
export function timeoutMiddleware(timeoutMs: number): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    onRequest({ request, id }) {
      const controller = new AbortController();
      timers.set(
        id,
        setTimeout(() => controller.abort(new DOMException(`No response within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs),
      );
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse({ id }) {
      settle(id);
      return undefined;
    },
    onError({ id }) {
      settle(id);
      return undefined;
    },
  };
}

/** [api-calls 4]: a 401 or 500 answer on any call removes the stored token and sends the participant to sign in. */
export function unauthorizedMiddleware(tokenStore: TokenStore, onUnauthorized: () => void): Middleware {
  return {
    onResponse({ response }) {
      if (response.status === 401 || response.status === 500) {
        tokenStore.clear();
        onUnauthorized();
      }
      return undefined;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<ApiPaths>({
    baseUrl: options.baseUrl ?? '',
    querySerializer: serializeQuery,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    bearerTokenMiddleware(options.tokenStore),
    timeoutMiddleware(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    unauthorizedMiddleware(options.tokenStore, options.onUnauthorized),
  );
  if (options.apiFilesOrigin) client.use(apiFilesMiddleware(options.apiFilesOrigin));
  return client;
}
