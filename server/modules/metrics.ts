import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { exposition, type Metrics } from '../lib/metrics.ts';

/**
 * Whether this request may read /metrics on the shop's own port. The seam for operator keys: the
 * check goes here. Until then no request may, and metrics are read on METRICS_PORT alone.
 */
export function mayReadMetrics(_c: Context<AppEnv>): boolean {
  return false;
}

/** GET /metrics in Prometheus's text format, for requests `allowed` lets through; 404 for the rest. */
export function metricsRoutes(metrics: Metrics, allowed: (c: Context<AppEnv>) => boolean) {
  const app = new Hono<AppEnv>();
  app.get('/metrics', async (c) => {
    if (!allowed(c)) return c.json({ error: 'not_found' as const, message: 'No such operation.' }, 404);
    const { contentType, text } = await exposition(metrics);
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': contentType });
  });
  return app;
}

/** The separate listener's whole app (METRICS_PORT): /metrics and nothing else. */
export function metricsOnlyApp(metrics: Metrics) {
  return metricsRoutes(metrics, () => true);
}
