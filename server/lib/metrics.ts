import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics, in a registry of its own (not prom-client's global one), so
 * several apps in one process (tests) each count their own.
 */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export function createMetrics(options: { processMetrics?: boolean; poolStats?: () => PoolStats } = {}) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requestDuration = new Histogram({
    name: 'storefront_http_request_duration_seconds',
    help: 'Time to response a request, by method, route (the matched pattern, never the raw path) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'storefront_orders_placed_total',
    help: 'Orders placed (committed), retries answered from an idempotency key not counted again.',
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'storefront_sign_in_failures_total',
    help: 'Sign-ins, claim codes and current passwords (change password) that were wrong.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const limitsHit = new Counter({
    name: 'storefront_rate_limits_hit_total',
    help: 'Attempts an attacked account delayed, or an address refused; forgot-password requests refused.',
    labelNames: ['limit', 'outcome'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'storefront_cache_lookups_total',
    help: 'Lookups in the in-memory caches, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const poolInUse = new Gauge({
    name: 'storefront_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in use, idle, waiting callers); absent on PGlite.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = options.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return { registry, requestDuration, ordersPlaced, signInFailures, limitsHit, cacheLookups, poolInUse };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The text a scrape gets, with its content type. */
export async function exposition(metrics: Metrics): Promise<{ contentType: string; text: string }> {
  return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
}
