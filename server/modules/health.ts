import { Hono } from 'hono';
import type { AppDeps, AppEnv, HealthState } from '../context.ts';

/** How long readiness waits for the database before it says no. */
const READY_QUERY_TIMEOUT_MS = 2_000;

/**
 * For orchestrators and balancers: `live` says the process responses (restart it when it does not);
 * `ready` that it should be sent requests: the database responds, the listening connection that
 * keeps in-memory caches right is up, and the process is not shutting down.
 */
export function healthRoutes(deps: AppDeps, state: HealthState) {
  const app = new Hono<AppEnv>();
  app.get('/api/health', (c) => c.json({ ok: true as const }));
  app.get('/api/health/live', (c) => c.json({ ok: true as const }));
  app.get('/api/health/ready', async (c) => {
    const checks = { database: false, listener: deps.sessions.live, draining: state.draining };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.db.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), READY_QUERY_TIMEOUT_MS);
        }),
      ]);
      checks.database = true;
    } catch {
      checks.database = false;
    } finally {
      clearTimeout(timer);
    }
    const ready = checks.database && checks.listener && !checks.draining;
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: ready, ...checks }, ready ? 200 : 503);
  });
  return app;
}
