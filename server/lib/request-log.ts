import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from '../context.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * One log line and one duration sample per request. The route is the pattern that answered
 * (`/api/orders/:orderId`), never the raw path or its query, which may carry ids, a reset token or
 * an e-mail address. The request id is a trusted proxy's X-Request-Id (so its log and ours join
 * up) or one made here, and goes back in the response's X-Request-Id.
 */
export function requestLog(deps: Pick<AppDeps, 'log' | 'metrics'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const offered = c.get('client').viaTrustedProxy ? c.req.header('x-request-id') : undefined;
    const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', requestId);
    await next();
    c.header('X-Request-Id', requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = c.req.routeIndex >= 0 ? routePath(c) : '(none)';
    const status = c.res.status;
    deps.metrics.requestDuration.observe({ method: c.req.method, route, status: String(status) }, seconds);
    // A balancer asks for health every few seconds: those lines only at debug, unless they fail.
    const quiet = route.startsWith('/api/health') && status < 400;
    deps.log[quiet ? 'debug' : 'info'](
      { reqId: requestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10, client: c.get('client').address },
      'request',
    );
  };
}
