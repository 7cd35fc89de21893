/**
 * Load test (figures and checks, not part of CI): 200 participants browsing and 50 placing orders
 * at the same time, for a minute, against the reference server on PostgreSQL.
 *
 *   npm run load                                   # 200 browsing, 50 ordering, 60 s
 *   npm run load -- --seconds 30 --browsers 100 --buyers 20 --think 500
 *
 * It creates its own database (storefront_load_<pid>) next to DATABASE_URL's (default: the one
 * scripts/pg-setup.sh makes), starts its own server on a free loopback port with it, and drops
 * both afterwards. What the load does and checks afterwards: bench/load/run-load.ts. Exits 1 when
 * any call failed or any order, balance or transaction line does not add up.
 */
import os from 'node:os';
import pg from 'pg';
import { freePort } from '../tests/support/free-port.ts';
import { startServer } from '../tests/support/server-process.ts';
import { loadPassed, printFigures, runLoad } from './load/run-load.ts';
import { createScratchDatabase } from './load/scratch-database.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const seconds = arg('seconds', 60);
const browsers = arg('browsers', 200);
const buyers = arg('buyers', 50);
const thinkMs = arg('think', 300);
if (buyers > 50) throw new Error('--buyers is at most 50 (buyer001…buyer050 order; buyer051…buyer100 browse)');

const database = await createScratchDatabase('storefront_load');
const port = await freePort();
console.log(`[load] seeding ${database.name} and starting the server on 127.0.0.1:${port}…`);
const server = await startServer({
  port,
  env: { DATABASE_URL: database.url, DATA_DIR: undefined, NODE_ENV: 'production', SEED_DEMO: '1', SEED_PRODUCTS: undefined },
  timeoutMs: 600_000,
});
const db = new pg.Client({ connectionString: database.url });
let exitCode = 1;
try {
  await db.connect();
  console.log(`[load] server ${server.pid} ready; log ${server.logFile}`);
  const figures = await runLoad({ port, seconds, browsers, buyers, thinkMs, db });
  console.log(
    `\n[load] ${figures.elapsedSeconds.toFixed(1)} s on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), PostgreSQL ${(await db.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? ''}`,
  );
  printFigures(figures);
  exitCode = loadPassed(figures) ? 0 : 1;
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  await database.drop().catch((error: unknown) => console.error(`[load] could not drop ${database.name}:`, error));
}
process.exit(exitCode);
