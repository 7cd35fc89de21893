/**
 * Load test (figures and checks, not part of CI): 200 participants browsing and 50 placing orders
 * at the same time, for a minute, against the reference server on PostgreSQL.
 *
 *   npm run load                                   # 200 browsing, 50 ordering, 60 s
 *   npm run load -- --seconds 30 --browsers 100 --buyers 20 --think 500
 *
 * It creates its own database (storefront_load_<pid>) next to DATABASE_URL's (default: the one
 * scripts/pg-setup.sh makes), starts its own server on a free loopback port with it, and drops
 * both afterwards. Orders come from buyer001… (one account each), browsing from buyer051…buyer100
 * (several sessions per account, as several devices would). Plain node:http with keep-alive agents.
 *
 * Afterwards, from the database: no request failed; every order the clients were told about
 * exists once, and no other was placed (a tenth of orders are sent twice with the same
 * Idempotency-Key, as a retry after a lost answer would be, and must answer the same order); each
 * buyer's balance is the seeded balance minus their orders' totals; each order has exactly one
 * transaction line of minus its total, and the last line's running balance is the balance.
 * Exits 1 when any of that fails.
 */
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../tests/support/free-port.ts';
import { startServer } from '../tests/support/server-process.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} takes a whole number`);
  return value;
}

const SECONDS = arg('seconds', 60);
const BROWSERS = arg('browsers', 200);
const BUYERS = arg('buyers', 50);
/** Mean pause between one participant's requests (uniform 0…2×), as a person reading a page. */
const THINK_MS = arg('think', 300);
const PASSWORD = 'Summit#2026';
const HOST = 'localhost'; // Summit Rewards
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://storefront:storefront@127.0.0.1:5432/storefront';

if (BUYERS > 50) throw new Error('--buyers is at most 50 (buyer001…buyer050 order; buyer051…buyer100 browse)');

const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSERS + BUYERS + 10 });
let port = 0;

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

const latencies: Record<'browse' | 'order' | 'signIn', number[]> = { browse: [], order: [], signIn: [] };
const failures: string[] = [];
let measuring = false;

function request(
  method: string,
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { host: `${HOST}:${port}`, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: keep the text */
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** A call of the measured minute: timed, and anything but the expected status is a failure. */
async function call(kind: 'browse' | 'order', method: string, path: string, options: Parameters<typeof request>[2] = {}, expected = [200]) {
  try {
    const answer = await request(method, path, options);
    if (measuring) latencies[kind].push(answer.ms);
    if (!expected.includes(answer.status))
      failures.push(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return answer;
  } catch (error) {
    failures.push(`${method} ${path} → ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function signIn(email: string): Promise<string> {
  const answer = await request('POST', '/token', { json: { email, password: PASSWORD } });
  latencies.signIn.push(answer.ms);
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { access_token: string }).access_token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(Math.random() * 2 * THINK_MS);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const o = (query: object) => encodeURIComponent(JSON.stringify(query));
const buyer = (n: number) => `buyer${String(n).padStart(3, '0')}@summit.example`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------------------------------------

const dbName = `storefront_load_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;

port = await freePort();
console.log(`[load] seeding ${dbName} and starting the server on 127.0.0.1:${port}…`);
const server = await startServer({
  port,
  env: { DATABASE_URL: dbUrl.toString(), DATA_DIR: undefined, NODE_ENV: 'production', SEED_DEMO: '1', SEED_PRODUCTS: undefined },
  timeoutMs: 600_000,
});
const db = new pg.Client({ connectionString: dbUrl.toString() });
let exitCode = 1;

try {
  await db.connect();
  console.log(`[load] server ${server.pid} ready; log ${server.logFile}`);

  // Before: every buyer's balance and transaction lines, to compare with afterwards.
  const before = new Map(
    (
      await db.query<{ id: string; login: string; balance: number; lines: number; orders: number }>(
        `SELECT u.id, u.login, u.balance,
                (SELECT count(*)::int FROM transactions t WHERE t.user_id = u.id) AS lines,
                (SELECT count(*)::int FROM orders x WHERE x.user_id = u.id) AS orders
           FROM users u WHERE u.login LIKE 'buyer%@summit.example'`,
      )
    ).rows.map((r) => [r.login, r]),
  );
  if (before.size !== 100) throw new Error(`expected 100 buyer accounts, found ${before.size}`);

  // What participants look at and order: the catalogue's own first pages.
  const browseToken = await signIn(buyer(51));
  const list = (await request('GET', `/api/products?o=${o({ limit: 48, sort: 'price_asc' })}`, { token: browseToken })).body as {
    items: { productID: string; slug: string; price: number; options?: { optionID: string }[] }[];
  };
  const slugs = list.items.map((p) => p.slug);
  const cheap = list.items.filter((p) => (p.options?.length ?? 0) <= 1).slice(0, 8);
  const categories = ((await request('GET', '/api/categories', { token: browseToken })).body as { slug: string }[]).map((c) => c.slug);
  if (cheap.length === 0 || categories.length === 0) throw new Error('no products or categories to load with');

  console.log(`[load] signing in ${BROWSERS} browsing and ${BUYERS} ordering participants…`);
  const signInStarted = Date.now();
  const browserTokens: string[] = [];
  for (let i = 0; i < BROWSERS; i += 10) {
    browserTokens.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, BROWSERS - i) }, (_, j) => signIn(buyer(51 + ((i + j) % 50)))))),
    );
  }
  const buyerTokens = await Promise.all(Array.from({ length: BUYERS }, (_, i) => signIn(buyer(1 + i))));
  console.log(`[load] ${BROWSERS + BUYERS} sign-ins in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s`);

  const address = {
    fullName: 'Load Buyer',
    address1: '1 Rewards Plaza',
    townCity: 'Denver',
    stateCounty: 'CO',
    postcode: '80202',
    country: 'USA',
    phone: '(555) 010-2026',
  };
  const region = { location: 'USA-CONT', country: 'USA' };
  /** Order ids the server answered, per buyer login; a retried key must answer the same id. */
  const placed = new Map<string, Set<string>>();
  let retries = 0;
  let retriesSame = 0;

  const deadline = () => Date.now() >= endAt;
  let endAt = 0;

  async function browse(token: string) {
    await think();
    while (!deadline()) {
      const page = Math.ceil(Math.random() * 3);
      const steps: [string, string][] = [
        ['GET', '/api/self'],
        ['GET', `/api/products?includeFilters=true&o=${o({ limit: 12, page, category: pick(categories) })}`],
        ['GET', `/api/products?o=${o({ limit: 12, page, sort: pick(['name_asc', 'brand_asc', 'price_desc']) })}`],
        ['GET', `/api/products/${pick(slugs)}`],
        ['GET', `/api/products/suggestions?q=${pick(['aur', 'pro', 'wat', 'sho', 'pen'])}&o=${o({ limit: 5 })}`],
        ['GET', '/api/orders'],
        ['GET', '/api/transactions'],
      ];
      const [method, path] = pick(steps);
      await call('browse', method, path, { token });
      await think();
    }
  }

  async function order(token: string, login: string) {
    const mine = new Set<string>();
    placed.set(login, mine);
    await think();
    while (!deadline()) {
      const product = pick(cheap);
      const optionId = product.options?.[0]?.optionID ?? null;
      const items = [{ productId: product.productID, optionId, quantity: 1 + Math.floor(Math.random() * 2) }];
      await call('order', 'PUT', `/api/users/${before.get(login)!.id}/cart`, { token, json: { cartItems: items } });
      await think();
      const key = randomUUID();
      const body = { shippingAddress: address, region, items };
      const first = await call('order', 'POST', '/api/orders', { token, json: body, headers: { 'idempotency-key': key } });
      const id = (first?.body as { id?: string } | undefined)?.id;
      if (id) mine.add(id);
      if (id && Math.random() < 0.1) {
        // A retry after a lost answer: the same key, the same order.
        retries++;
        const again = await call('order', 'POST', '/api/orders', { token, json: body, headers: { 'idempotency-key': key } });
        if ((again?.body as { id?: string } | undefined)?.id === id) retriesSame++;
        else failures.push(`retry of ${key} answered ${JSON.stringify(again?.body).slice(0, 200)}, not order ${id}`);
      }
      if (id) await call('order', 'GET', `/api/orders/${id}`, { token });
      await think();
    }
  }

  const load: number[] = [];
  const sampler = setInterval(() => load.push(os.loadavg()[0]!), 5_000);
  const loadAtStart = os.loadavg();
  console.log(
    `[load] ${SECONDS} s: ${BROWSERS} browsing, ${BUYERS} ordering (think ${THINK_MS} ms mean); load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
  );
  measuring = true;
  const started = Date.now();
  endAt = started + SECONDS * 1000;
  await Promise.all([...browserTokens.map((token) => browse(token)), ...buyerTokens.map((token, i) => order(token, buyer(1 + i)))]);
  measuring = false;
  const elapsed = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const loadAtEnd = os.loadavg();

  // ------------------------------------------------------------------------------------------
  // Afterwards, from the database.
  const problems: string[] = [];
  const after = await db.query<{ login: string; id: string; balance: number }>(
    `SELECT id, login, balance FROM users WHERE login LIKE 'buyer%@summit.example'`,
  );
  const orders = await db.query<{ id: string; user_id: string; total: number; order_number: string; idempotency_key: string | null }>(
    `SELECT o.id, o.user_id, o.total, o.order_number, o.idempotency_key FROM orders o JOIN users u ON u.id = o.user_id WHERE u.login LIKE 'buyer%@summit.example'`,
  );
  const lines = await db.query<{ user_id: string; description: string; amount: number; balance: number; created_at: Date; id: string }>(
    `SELECT t.user_id, t.description, t.amount, t.balance, t.created_at, t.id FROM transactions t JOIN users u ON u.id = t.user_id
      WHERE u.login LIKE 'buyer%@summit.example' ORDER BY t.created_at, t.id`,
  );
  let ordersPlaced = 0;
  let pointsSpent = 0;
  for (const user of after.rows) {
    const start = before.get(user.login)!;
    const own = orders.rows.filter((r) => r.user_id === user.id);
    const newOrders = own.length - start.orders;
    const told = placed.get(user.login) ?? new Set<string>();
    ordersPlaced += newOrders;
    if (newOrders !== told.size) problems.push(`${user.login}: ${newOrders} orders in the database, ${told.size} answered to the client`);
    for (const id of told)
      if (!own.some((r) => r.id === id)) problems.push(`${user.login}: order ${id} was answered but is not in the database`);
    const keys = own.map((r) => r.idempotency_key).filter((k): k is string => k !== null);
    if (new Set(keys).size !== keys.length) problems.push(`${user.login}: an Idempotency-Key placed two orders`);
    const spent = own.filter((r) => told.has(r.id)).reduce((sum, r) => sum + r.total, 0);
    pointsSpent += spent;
    if (user.balance !== start.balance - spent)
      problems.push(`${user.login}: balance ${user.balance}, expected ${start.balance} − ${spent}`);
    const ownLines = lines.rows.filter((l) => l.user_id === user.id);
    const newLines = ownLines.slice(start.lines);
    if (newLines.length !== newOrders) problems.push(`${user.login}: ${newLines.length} new transaction lines for ${newOrders} orders`);
    for (const r of own.filter((x) => told.has(x.id))) {
      const matching = newLines.filter((l) => l.description === `Order #${r.order_number}`);
      if (matching.length !== 1 || matching[0]!.amount !== -r.total)
        problems.push(
          `${user.login}: order #${r.order_number} has ${matching.length} lines (${matching.map((l) => l.amount).join(', ')}), expected one of ${-r.total}`,
        );
    }
    if (newLines.reduce((sum, l) => sum + l.amount, 0) !== -spent)
      problems.push(`${user.login}: transaction lines sum to ${newLines.reduce((s, l) => s + l.amount, 0)}, orders to ${-spent}`);
    const last = ownLines.at(-1);
    if (newLines.length > 0 && last && last.balance !== user.balance)
      problems.push(`${user.login}: last line's balance ${last.balance}, account ${user.balance}`);
  }

  const all = [...latencies.browse, ...latencies.order].sort((a, b) => a - b);
  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      calls: name,
      requests: sorted.length,
      'req/s': Math.round(sorted.length / elapsed),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p95 ms': Math.round(percentile(sorted, 95)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'max ms': Math.round(sorted.at(-1) ?? 0),
    };
  };
  console.log(
    `\n[load] ${elapsed.toFixed(1)} s on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), PostgreSQL ${(await db.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? ''}`,
  );
  console.table([
    row('browse', latencies.browse),
    row('order (cart, place, read)', latencies.order),
    row('all', all),
    row('sign-in (before the minute)', latencies.signIn),
  ]);
  console.log(`[load] errors: ${failures.length}`);
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
  console.log(
    `[load] orders placed: ${ordersPlaced} (${pointsSpent.toLocaleString('en-US')} points); retried keys: ${retries}, answered the same order: ${retriesSame}`,
  );
  console.log(
    `[load] load average (1 min): start ${loadAtStart[0]!.toFixed(2)}, during ${load.map((l) => l.toFixed(1)).join(' ')}, end ${loadAtEnd[0]!.toFixed(2)}`,
  );
  console.log(
    `[load] consistency: ${problems.length === 0 ? 'every order once, balances and transaction lines add up' : `${problems.length} problems`}`,
  );
  for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
  exitCode = failures.length === 0 && problems.length === 0 && ordersPlaced > 0 ? 0 : 1;
} finally {
  await db.end().catch(() => undefined);
  await server.stop();
  agent.destroy();
  await admin
    .query(`DROP DATABASE IF EXISTS ${dbName}`)
    .catch((error: unknown) => console.error(`[load] could not drop ${dbName}:`, error));
  await admin.end();
}
process.exit(exitCode);
