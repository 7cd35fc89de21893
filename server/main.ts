import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const started = Date.now();
const deps = await boot(config);
const app = createApp(deps);

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir === 'memory' ? 'memory' : config.dataDir;
  console.log(`listening on http://${info.address}:${info.port} (data: ${where}, ready in ${Date.now() - started} ms)`);
});

async function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close();
  await deps.db.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
