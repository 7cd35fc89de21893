import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { hostName, requestHost, type programResolver } from './programs.ts';

/**
 * The shop served from another origin (a CDN or any static host, docs/deploy.md) calls this API
 * across origins. A browser sends its page's `Origin` with every such call: when that origin's host
 * is a program's host, the response allows exactly that origin and the call is served for that
 * program; any other origin gets no CORS headers, so the browser keeps the answer from the page.
 *
 * No credentials mode: the participant's token travels in the Authorization header, never in a
 * cookie, so `Access-Control-Allow-Credentials` is not needed and not sent.
 */
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const EXPOSE_HEADERS = 'Retry-After';
const MAX_AGE_SECONDS = '600';

/** The page's origin when it is another origin than this request's own; else undefined. */
export function crossOrigin(c: Context): URL | undefined {
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.host === requestHost(c).toLowerCase() ? undefined : url;
}

export function programCors(programs: ReturnType<typeof programResolver>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = crossOrigin(c);
    if (!origin) return next();
    const program = await programs.forHost(hostName(origin.host));
    if (!program) {
      // A page of no program: no CORS headers (the browser blocks it), and a preflight ends here.
      if (c.req.method === 'OPTIONS') return c.body(null, 403);
      return next();
    }
    c.set('origin', origin.origin);
    c.set('program', program);
    c.header('Access-Control-Allow-Origin', origin.origin);
    c.header('Vary', 'Origin', { append: true });
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      c.header('Access-Control-Max-Age', MAX_AGE_SECONDS);
      return c.body(null, 204);
    }
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    await next();
  };
}
