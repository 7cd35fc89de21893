/**
 * The console's lists at scale (not a test): a scratch database with the demo plus 100,000
 * participants and 100,000 orders in one program, then each kind of list, search and filter
 * request of the admin API at 10 concurrent over HTTP, p50 and p95 per kind. Goal: p95 under
 * 100 ms on PostgreSQL for the lists and searches (docs/performance.md).
 *
 *   DATABASE_URL=postgres://… npm run bench:admin-lists   # a database made for the run, dropped after it
 *   npm run bench:admin-lists -- --participants 20000 --orders 20000 --requests 100
 *   npm run bench:admin-lists -- --keep          # keep the scratch database (its name is printed) to EXPLAIN a query
 *
 * Without DATABASE_URL it runs on PGlite in memory, which is one connection: its figures are not
 * the goal's. Every request authenticates with an operator key, as the console's calls do.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { serve } from '@hono/node-server';
import { createOperatorKey } from '../server/admin/keys.ts';
import { encodeCursor } from '../server/admin/reads/cursor.ts';
import { createApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import type { Db } from '../server/db/types.ts';
import type { MailService } from '../server/mail/index.ts';
import { seed } from '../server/seed/index.ts';
import { openBenchDatabase } from './scratch-database.ts';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const PARTICIPANTS = arg('participants', 100_000);
const ORDERS = arg('orders', 100_000);
const REQUESTS = arg('requests', 300);
const CONCURRENCY = 10;
const PROGRAM = 'summit';

const FIRST = ['anna', 'ben', 'carla', 'david', 'elena', 'felix', 'grace', 'hugo', 'ines', 'jonas', 'kara', 'liam', 'maria', 'noah', 'olga', 'paul', 'quinn', 'rosa', 'sam', 'tara'];
const LAST = ['smith', 'jones', 'garcia', 'muller', 'rossi', 'dubois', 'silva', 'jansen', 'novak', 'kim', 'tanaka', 'olsen', 'costa', 'weber', 'moreau'];

/**
 * The scale in SQL (seconds rather than minutes through files): participants named from the
 * lists above (so a prefix matches a realistic share), a tenth invited, one in fifty deactivated;
 * orders over the last year across them, of the seeded products, each with its debit.
 */
async function addScale(db: Db) {
  const [{ id: programId }] = (await db.query<{ id: number }>('SELECT id FROM programs WHERE slug = $1', [PROGRAM])) as [{ id: number }];
  await db.query(
    `INSERT INTO users (id, program_id, login, name, email, password_hash, balance, deactivated_at, created_at)
     SELECT 'bench_u' || n, $1, f || '.' || l || n || '@bench.example', initcap(f) || ' ' || initcap(l), f || '.' || l || n || '@bench.example',
            CASE WHEN n % 10 = 0 THEN NULL ELSE 'scrypt$bench' END, (n * 37) % 50000,
            CASE WHEN n % 50 = 0 THEN now() END, now() - make_interval(days => n % 700)
       FROM (SELECT n, ($2::text[])[1 + n % $3] AS f, ($4::text[])[1 + (n / $3) % $5] AS l FROM generate_series(1, $6) n) s`,
    [programId, FIRST, FIRST.length, LAST, LAST.length, PARTICIPANTS],
  );
  const products = (await db.query<{ id: string }>('SELECT id FROM products WHERE program_id IS NULL ORDER BY id LIMIT 50')).map((p) => p.id);
  await db.query(
    `INSERT INTO orders (id, user_id, order_number, created_at, status, total, region, shipping_address, request_hash)
     SELECT 'bench_o' || n, 'bench_u' || (1 + (n * 7919) % $1), nextval('order_numbers')::text,
            now() - make_interval(secs => (n * 313) % (365 * 86400)),
            (ARRAY['received', 'Shipped', 'Shipped', 'Shipped', 'Cancelled'])[1 + n % 5], 500 + n % 3000,
            '{"location":"USA-CONT","country":"USA"}', '{"fullName":"Bench","address1":"1 Main St","townCity":"Town","postcode":"12345","country":"USA"}', 'bench'
       FROM generate_series(1, $2) n`,
    [PARTICIPANTS, ORDERS],
  );
  await db.query(
    `INSERT INTO order_items (id, order_id, position, product_id, slug, name, quantity, price, total)
     SELECT 'bench_i' || n, 'bench_o' || n, 0, ($1::text[])[1 + n % $2], 'bench', 'Bench item', 1, 500 + n % 3000, 500 + n % 3000
       FROM generate_series(1, $3) n`,
    [products, products.length, ORDERS],
  );
  await db.query(
    `INSERT INTO transactions (id, user_id, created_at, description, amount, balance)
     SELECT 'bench_t' || o.id, o.user_id, o.created_at, 'Order ' || o.order_number, -o.total, 1000 FROM orders o WHERE o.id LIKE 'bench_o%'`,
  );
  await db.exec('ANALYZE');
  return { products };
}

interface Kind {
  name: string;
  /** A path for the n-th request (varied, so no answer is the same one again and again). */
  path(n: number): string;
  /** In the goal (lists and searches), or shown beside it. */
  goal: boolean;
}

function kinds(products: string[], midLogin: string, midOrder: [string, string]): Kind[] {
  const base = `/admin/api/programs/${PROGRAM}`;
  const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
  /** The day `n` days back (n below 365: inside the year of orders). */
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  // The sign-in addScale gave participant m (1 … PARTICIPANTS).
  const login = (n: number) => {
    const m = 1 + (n % PARTICIPANTS);
    return `${pick(FIRST, m)}.${pick(LAST, Math.floor(m / FIRST.length))}${m}@bench.example`;
  };
  return [
    { name: 'participants, first page', goal: true, path: () => `${base}/participants` },
    { name: 'participants, a middle page', goal: true, path: () => `${base}/participants?cursor=${encodeCursor([midLogin])}` },
    { name: 'participants, search 2 letters', goal: true, path: (n) => `${base}/participants?q=${pick(FIRST, n).slice(0, 2).toUpperCase()}` },
    { name: 'participants, search a name', goal: true, path: (n) => `${base}/participants?q=${encodeURIComponent(`${pick(FIRST, n)} ${pick(LAST, n).slice(0, 3)}`)}` },
    { name: 'participants, search an e-mail', goal: true, path: (n) => `${base}/participants?q=${encodeURIComponent(login(n * 97).slice(0, 14))}` },
    { name: 'participants, status deactivated', goal: true, path: () => `${base}/participants?status=deactivated` },
    { name: 'participants, status invited', goal: true, path: () => `${base}/participants?status=invited` },
    { name: 'participants, status active + search', goal: true, path: (n) => `${base}/participants?status=active&q=${pick(FIRST, n).slice(0, 3)}` },
    { name: 'orders, first page', goal: true, path: () => `${base}/orders` },
    { name: 'orders, a middle page', goal: true, path: () => `${base}/orders?cursor=${encodeCursor(midOrder)}` },
    { name: 'orders, status received', goal: true, path: () => `${base}/orders?status=received` },
    { name: 'orders, one week', goal: true, path: (n) => `${base}/orders?from=${day((n % 300) + 7)}&to=${day(n % 300)}` },
    { name: 'orders, a participant', goal: true, path: (n) => `${base}/orders?participant=${encodeURIComponent(login(n * 31))}` },
    { name: 'orders, a product', goal: true, path: (n) => `${base}/orders?product=${pick(products, n)}` },
    { name: 'orders, product + status + month', goal: true, path: (n) => `${base}/orders?product=${pick(products, n)}&status=Shipped&from=${day((n % 300) + 30)}` },
    { name: 'participant detail', goal: false, path: (n) => `${base}/participants/${encodeURIComponent(login(n * 13))}` },
    { name: 'participant ledger', goal: false, path: (n) => `${base}/participants/${encodeURIComponent(login(n * 17))}/transactions` },
    { name: 'dashboard', goal: false, path: () => `${base}/dashboard` },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(port: number, key: string, kind: Kind, requests = REQUESTS): Promise<{ p50: number; p95: number; max: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const times: number[] = [];
  let next = 0;
  const one = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${key}` } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${path}: ${res.statusCode}`))));
      });
      req.on('error', reject);
    });
  // A few first, unmeasured: connections open, plans cached.
  for (let n = 0; n < CONCURRENCY; n++) await one(kind.path(requests + n));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < requests) times.push(await one(kind.path(next++)));
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const { db, label, drop } = await openBenchDatabase('lists', { pgliteLabel: 'PGlite (in memory; not the goal’s database)', keep: process.argv.includes('--keep') });
try {
  await migrate(db);
  await seed(db);
  const seeding = performance.now();
  const { products } = await addScale(db);
  console.log(`${label}: ${PARTICIPANTS.toLocaleString('en')} participants and ${ORDERS.toLocaleString('en')} orders added in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const [{ login: midLogin }] = (await db.query<{ login: string }>(
    "SELECT lower(login) AS login FROM users WHERE program_id = (SELECT id FROM programs WHERE slug = $1) ORDER BY lower(login) OFFSET $2 LIMIT 1",
    [PROGRAM, Math.floor(PARTICIPANTS / 2)],
  )) as [{ login: string }];
  const [mid] = (await db.query<{ at: string; id: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, id FROM orders ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
    [Math.floor(ORDERS / 2)],
  )) as [{ at: string; id: string }];

  const ignored = async () => undefined;
  const mail: MailService = { passwordReset: ignored, invitation: ignored, orderConfirmation: ignored, shipped: ignored, cancelled: ignored, staffPassword: ignored, close: ignored };
  const app = createApp({ db, config: { ...readConfig({}), distDir: '.tmp/no-dist' }, mail });
  const { key } = await createOperatorKey(db, { name: 'bench', programs: null });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  console.log(`${REQUESTS} requests per kind, ${CONCURRENCY} at a time; goal p95 < 100 ms for the lists and searches\n`);
  console.log(`${'request'.padEnd(40)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}  load`);
  // One unmeasured round of every kind first: the server's first requests (the pool's
  // connections, the key's first check, cold pages of the fresh tables) would otherwise land on
  // whichever kind comes first.
  const list = kinds(products, midLogin, [mid!.at, mid!.id]);
  for (const kind of list) await run(port, key, kind, CONCURRENCY * 3);
  let missed = 0;
  for (const kind of list) {
    const { p50, p95, max } = await run(port, key, kind);
    const over = kind.goal && p95 >= 100;
    if (over) missed += 1;
    console.log(`${kind.name.padEnd(40)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${max.toFixed(1).padStart(9)}  ${loadavg()[0]!.toFixed(2)}${kind.goal ? (over ? '  over the goal' : '') : '  (beside the goal)'}`);
  }
  console.log(missed === 0 ? '\nEvery list and search within the goal.' : `\n${missed} kind(s) over the goal (read the load column on a shared machine).`);
  await new Promise((resolve) => server.close(resolve));
} finally {
  await drop();
}
