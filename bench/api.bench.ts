/**
 * API latency benchmark (figures, not a test): seeds N products (default 10,000) into an
 * in-memory database, then drives the list and suggestion calls with autocannon at concurrency
 * 50 and prints p50/p95/p99 and requests per second. Writes bench/results/api[-N].json.
 *
 *   npm run bench:api                      # 10,000 products
 *   npm run bench:api -- --products 100000 --seconds 10
 *
 * The machine has 2 cores: the load generator and the server share them, so one scenario runs
 * at a time, after a warm-up, and the figures are for this box, not a ceiling.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/free-port.ts';
import { startServer } from '../tests/support/server-process.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
}

const products = arg('products', 10_000);
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);

const o = (query: object) => encodeURIComponent(JSON.stringify(query));
const scenarios = [
  { name: 'list: first page, brand filter + price sort', path: `/api/products?o=${o({ limit: 12, sort: 'price_asc', filters: { badges: 'new' } })}` },
  { name: 'list: first page with filters (includeFilters)', path: `/api/products?includeFilters=true&o=${o({ limit: 12 })}` },
  { name: 'list: category, name sort', path: `/api/products?o=${o({ limit: 24, sort: 'name_asc', category: 'electronics' })}` },
  { name: 'list: deep page (page 40 of 24)', path: `/api/products?o=${o({ limit: 24, page: 40, sort: 'brand_asc' })}` },
  { name: 'list: text search', path: `/api/products?o=${o({ limit: 12, search: 'wireless' })}` },
  { name: 'suggestions', path: `/api/products/suggestions?q=aur&o=${o({ limit: 5 })}` },
  { name: 'suggestions (common term)', path: `/api/products/suggestions?q=pro&o=${o({ limit: 5 })}` },
];

const port = await freePort();
console.log(`seeding ${products.toLocaleString('en-US')} products and starting the server…`);
const started = Date.now();
const server = await startServer({ port, env: { SEED_PRODUCTS: String(products), NODE_ENV: 'production' }, timeoutMs: 600_000 });
console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

try {
  const signIn = await fetch(`${server.baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alex@summit.example', password: 'Summit#2026' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };

  const results = [];
  for (const scenario of scenarios) {
    const check = await fetch(server.baseUrl + scenario.path, { headers });
    if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
    await autocannon({ url: server.baseUrl + scenario.path, headers, connections, duration: 2 }); // warm-up
    const { latencies, result } = await measure(server.baseUrl + scenario.path, headers);
    const row = {
      scenario: scenario.name,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      rps: Math.round(result.requests.average),
      requests: latencies.length,
      errors: result.errors + result.non2xx,
    };
    results.push(row);
    console.log(`${row.scenario.padEnd(50)} p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}  p99 ${fmt(row.p99)}  ${row.rps} req/s  errors ${row.errors}`);
  }
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/api${products === 10_000 ? '' : `-${products}`}.json`;
  writeFileSync(file, JSON.stringify({ products, connections, seconds, date: new Date().toISOString(), cores: 2, results }, null, 2));
  console.table(results);
  console.log(`wrote ${file}`);
} finally {
  await server.stop();
}

/** Runs autocannon and keeps every response time, so p95 is exact (autocannon reports p90 and p97.5). */
function measure(url: string, headers: Record<string, string>) {
  const latencies: number[] = [];
  return new Promise<{ latencies: number[]; result: autocannon.Result }>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve({ latencies, result }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? NaN) * 100) / 100;
}
function fmt(ms: number | undefined) {
  return `${(ms ?? NaN).toFixed(1).padStart(6)} ms`;
}
