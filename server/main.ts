import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readConfig } from './config.ts';
import { listen } from './listen.ts';

const config = readConfig();
const started = Date.now();
const deps = await boot(config);
const app = createApp(deps);

const server = listen(config, app.fetch, (url) => {
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir === 'memory' ? 'memory' : config.dataDir;
  console.log(`listening on ${url} (data: ${where}, ready in ${Date.now() - started} ms)`);
});

async function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close();
  // Mail waiting for a retry is lost with the process; the log says how many (docs/mail.md).
  await deps.mail.close().catch(() => undefined);
  await deps.db.close().catch(() => undefined);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
