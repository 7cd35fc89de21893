import { Hono, type Context } from 'hono';
import { hashKey, presentedKey } from '../admin/keys.ts';
import type { AppEnv } from '../context.ts';
import type { Sql } from '../db/types.ts';
import { exposition, type Metrics } from '../lib/metrics.ts';

/**
 * Who may read /metrics on the shop's own port: a live operator key for every program (the figures
 * are the whole server's, not one program's). Anyone else gets the 404 of an unknown path; a
 * scraper without a key reads METRICS_PORT instead.
 */
export function operatorMayReadMetrics(sql: Sql) {
  return async (c: Context<AppEnv>): Promise<boolean> => {
    const key = presentedKey(c.req.header('authorization'), c.req.header('x-api-key'));
    if (!key) return false;
    const [row] = await sql.query<{ programs: string[] | null }>(
      'SELECT programs FROM operator_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hashKey(key)],
    );
    return row !== undefined && row.programs === null;
  };
}

/** GET /metrics in Prometheus's text format, for requests `allowed` lets through; 404 for the rest. */
export function metricsRoutes(metrics: Metrics, allowed: (c: Context<AppEnv>) => boolean | Promise<boolean>) {
  const app = new Hono<AppEnv>();
  app.get('/metrics', async (c) => {
    if (!(await allowed(c))) return c.json({ error: 'not_found' as const, message: 'No such operation.' }, 404);
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
