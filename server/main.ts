import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readConfig } from './config.ts';
import { dataDirHolder, holdDataDir } from './db/pglite-lock.ts';
import { listen } from './listen.ts';

const config = readConfig();
const started = Date.now();
const pgliteDir = !config.databaseUrl && config.dataDir !== 'memory' ? config.dataDir : null;
const holder = pgliteDir ? dataDirHolder(pgliteDir) : null;
if (holder) {
  console.error(`${pgliteDir} is in use by process ${holder} (another server or npm run ops); stop it first.`);
  process.exit(1);
}
const deps = await boot(config);
const letGo = pgliteDir ? holdDataDir(pgliteDir) : () => undefined;
const app = createApp(deps);

const server = listen(config, app.fetch, (url) => {
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir === 'memory' ? 'memory' : config.dataDir;
  console.log(`listening on ${url} (data: ${where}, ready in ${Date.now() - started} ms)`);
});

async function shutdown(signal: string) {
  console.log(`${signal}: closing`);
  server.close();
  await deps.db.close().catch(() => undefined);
  letGo();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
