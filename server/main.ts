import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readConfig } from './config.ts';
import { listen } from './listen.ts';
import { afterResponse } from './lib/after-response.ts';
import { chooseLogFormat, createLogger } from './lib/log.ts';
import { createMetrics } from './lib/metrics.ts';
import { metricsOnlyApp } from './modules/metrics.ts';
import { drain } from './shutdown.ts';

const config = readConfig();
// Readable lines for a person at a terminal; JSON lines for a collector (LOG_FORMAT overrides).
const log = createLogger({ level: config.logLevel, format: chooseLogFormat(config.logFormat, process.stdout.isTTY === true) });
const started = Date.now();
const booted = await boot(config, log).catch((error: unknown) => {
  log.fatal({ err: error }, `start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const { db } = booted;
const metrics = createMetrics({ processMetrics: true, ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}) });
const deps = { ...booted, log, metrics, afterResponse: afterResponse(log), health: { draining: false } };
const app = createApp(deps, booted.demo);

const server = listen(config, app.fetch, (url) => {
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir === 'memory' ? 'memory' : config.dataDir;
  log.info({ url, data: where, ms: Date.now() - started }, `listening on ${url} (data: ${where}, ready in ${Date.now() - started} ms)`);
});

// Metrics on a port of their own, on loopback only: for a scraper on the same host or a sidecar.
const metricsServer =
  config.metricsPort === undefined
    ? undefined
    : serve({ fetch: metricsOnlyApp(metrics).fetch, port: config.metricsPort, hostname: '127.0.0.1' }, (info) =>
        log.info({ port: info.port }, `metrics on http://127.0.0.1:${info.port}/metrics`),
      );

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal}: draining`);
  const code = await drain({
    server,
    others: metricsServer ? [metricsServer] : [],
    db,
    afterResponse: deps.afterResponse,
    health: deps.health,
    mail: deps.mail,
    log,
    timeoutMs: config.shutdownTimeoutMs,
  });
  log.flush();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
