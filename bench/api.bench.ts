/**
 * API latency benchmark (figures, not a test): seeds N products (default 10,000) into an
 * in-memory database, then drives the list and suggestion calls with autocannon at concurrency
 * 50 and prints p50/p95/p99 and requests per second. Writes bench/results/api[-N].json.
 *
 *   npm run bench:api                      # 10,000 products
 *   npm run bench:api -- --products 100000 --seconds 10
 *   npm run bench:api -- --plain           # without Accept-Encoding
 *   npm run bench:api -- --scenario "each time new"   # only the scenarios whose name has this
 *   DATABASE_URL=postgres://… npm run bench:api      # on PostgreSQL: an empty database, which the
 *                                                     # server seeds (a second run reuses its catalogue)
 *
 * The machine has 2 cores: the load generator and the server share them, so one scenario runs
 * at a time, after a warm-up, and the figures are for this box, not a ceiling. `npm run bench`
 * runs the same scenarios at 10,000 and 100,000 products as part of the whole benchmark.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { freePort } from '../tests/support/free-port.ts';
import { startServer } from '../tests/support/server-process.ts';
import { BROWSER_ACCEPT_ENCODING, loadScenarios, signIn } from './lib/api.ts';
import { describeMemory, machineLoad, processMemory } from './lib/machine.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
}

const products = arg('products', 10_000);
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);
const plain = process.argv.includes('--plain');
const scenarioIndex = process.argv.indexOf('--scenario');
const only = scenarioIndex >= 0 ? process.argv[scenarioIndex + 1] : undefined;
if (scenarioIndex >= 0 && !only) throw new Error('--scenario takes part of a scenario name');

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, in memory';
const port = await freePort();
console.log(`seeding ${products.toLocaleString('en-US')} products and starting the server…`);
const started = Date.now();
const server = await startServer({ port, env: { SEED_PRODUCTS: String(products), NODE_ENV: 'production', SEED_DEMO: '1' }, timeoutMs: 900_000 });
console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

try {
  const token = await signIn(server.baseUrl);
  // A database seeded before keeps its catalogue: figures for another size would be mislabelled.
  const probe = await fetch(`${server.baseUrl}/api/products?o=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { total } = (await probe.json()) as { total: number };
  if (total !== products) {
    throw new Error(
      `the catalogue holds ${total.toLocaleString('en-US')} products, not ${products.toLocaleString('en-US')}: give an empty database`,
    );
  }
  console.log(`database: ${database}`);
  const loadBefore = machineLoad();
  const memoryBefore = processMemory(server.pid);
  const results = await loadScenarios(server.baseUrl, token, { products, seconds, connections, plain, only, log: console.log });
  const loadAfter = machineLoad();
  const memoryAfter = processMemory(server.pid);
  mkdirSync('bench/results', { recursive: true });
  // A run of some scenarios leaves the whole run's file alone.
  const file = `bench/results/api${products === 10_000 ? '' : `-${products}`}${only ? '-some' : ''}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        products,
        database,
        connections,
        seconds,
        acceptEncoding: plain ? null : BROWSER_ACCEPT_ENCODING,
        only: only ?? null,
        date: new Date().toISOString(),
        loadBefore,
        loadAfter,
        serverMemory: { before: memoryBefore, after: memoryAfter },
        results,
      },
      null,
      2,
    ),
  );
  console.table(results.map(({ kind: _kind, ...row }) => row));
  console.log(`load average before ${loadBefore.loadavg.join(' ')}, after ${loadAfter.loadavg.join(' ')} (${loadBefore.cores} cores)`);
  const memory = describeMemory(memoryBefore, memoryAfter);
  if (memory) console.log(memory);
  console.log(`wrote ${file}`);
} finally {
  await server.stop();
}
