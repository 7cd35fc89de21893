/**
 * The load itself, shared by `npm run load` (one server) and `npm run test:deploy` (two servers
 * behind nginx): participants browsing and ordering for a while against one address, then the
 * database checked order by order and balance by balance.
 *
 * Orders come from buyer001… (one account each), browsing from buyer051…buyer100 (several
 * sessions per account, as several devices would). A tenth of orders are sent twice with the same
 * Idempotency-Key, as a retry after a lost answer would be, and must answer the same order.
 * With `retryLostResponses`, a call whose response is lost (a connection error, or a proxy's 502, 503
 * or 504 because the process behind it died) is sent again as a careful client would: an order
 * with the same Idempotency-Key, so a retry can never place a second one.
 */
import http from 'node:http';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sendJson, type JsonResponse } from './send-json.ts';

export interface LoadOptions {
  /** Where to send requests: an address and port on this machine. */
  port: number;
  /** The Host header (picks the program): Summit Rewards by default. */
  host?: string;
  /** The local address requests leave from (any of 127.0.0.0/8), so a proxy sees that client. */
  localAddress?: string;
  seconds: number;
  browsers: number;
  buyers: number;
  /** Mean pause between one participant's requests (uniform 0…2×), as a person reading a page. */
  thinkMs: number;
  /** The database the server uses, read before and after the load. */
  db: pg.Client;
  /** Send a call again when its response is lost (see above); at most this many times. */
  retryLostResponses?: number;
  /** Called once a second during the measured time with the seconds elapsed. */
  onTick?: (second: number) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface LoadFigures {
  elapsedSeconds: number;
  rows: { calls: string; requests: number; 'req/s': number; 'p50 ms': number; 'p95 ms': number; 'p99 ms': number; 'max ms': number }[];
  ordersPlaced: number;
  pointsSpent: number;
  retriedKeys: number;
  retriedKeysSame: number;
  /** Calls sent again because their response was lost. */
  lostResponsesRetried: number;
  failures: string[];
  problems: string[];
  load: { start: number; during: number[]; end: number };
}

const PASSWORD = 'Summit#2026';
const LOST = new Set([502, 503, 504]);

type CallResult = JsonResponse;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const o = (query: object) => encodeURIComponent(JSON.stringify(query));
export const buyer = (n: number) => `buyer${String(n).padStart(3, '0')}@summit.example`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { port, db } = options;
  const host = options.host ?? 'localhost';
  const log = options.log ?? ((line: string) => console.log(line));
  const retries = options.retryLostResponses ?? 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.browsers + options.buyers + 10 });
  const latencies: Record<'browse' | 'order' | 'signIn', number[]> = { browse: [], order: [], signIn: [] };
  const failures: string[] = [];
  let measuring = false;
  let lostResponsesRetried = 0;
  const think = () => sleep(Math.random() * 2 * options.thinkMs);

  function request(
    method: string,
    path: string,
    call: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<CallResult> {
    return sendJson({ port, host: `${host}:${port}`, method, path, ...call, localAddress: options.localAddress, agent });
  }

  /** A request, sent again (same headers, so the same Idempotency-Key) while its response is lost. */
  async function requestKeepingResponses(method: string, path: string, call: Parameters<typeof request>[2]): Promise<CallResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await request(method, path, call);
        if (!LOST.has(answer.status) || attempt >= retries) return answer;
      } catch (error) {
        if (attempt >= retries) throw error;
      }
      lostResponsesRetried++;
      await sleep(200 * (attempt + 1));
    }
  }

  /** A call of the measured time: timed, and anything but the expected status is a failure. */
  async function call(kind: 'browse' | 'order', method: string, path: string, call: Parameters<typeof request>[2] = {}, expected = [200]) {
    try {
      const answer = await requestKeepingResponses(method, path, call);
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
    const answer = await requestKeepingResponses('POST', '/token', { json: { email, password: PASSWORD } });
    latencies.signIn.push(answer.ms);
    if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return (answer.body as { access_token: string }).access_token;
  }

  try {
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

    log(`[load] signing in ${options.browsers} browsing and ${options.buyers} ordering participants…`);
    const signInStarted = Date.now();
    const browserTokens: string[] = [];
    for (let i = 0; i < options.browsers; i += 10) {
      browserTokens.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, options.browsers - i) }, (_, j) => signIn(buyer(51 + ((i + j) % 50)))),
        )),
      );
    }
    const buyerTokens = await Promise.all(Array.from({ length: options.buyers }, (_, i) => signIn(buyer(1 + i))));
    log(`[load] ${options.browsers + options.buyers} sign-ins in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s`);

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
    let retriedKeys = 0;
    let retriedKeysSame = 0;
    let endAt = 0;
    const deadline = () => Date.now() >= endAt;

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
          retriedKeys++;
          const again = await call('order', 'POST', '/api/orders', { token, json: body, headers: { 'idempotency-key': key } });
          if ((again?.body as { id?: string } | undefined)?.id === id) retriedKeysSame++;
          else failures.push(`retry of ${key} answered ${JSON.stringify(again?.body).slice(0, 200)}, not order ${id}`);
        }
        if (id) await call('order', 'GET', `/api/orders/${id}`, { token });
        await think();
      }
    }

    const loadDuring: number[] = [];
    const sampler = setInterval(() => loadDuring.push(os.loadavg()[0]!), 5_000);
    const loadAtStart = os.loadavg()[0]!;
    log(
      `[load] ${options.seconds} s: ${options.browsers} browsing, ${options.buyers} ordering (think ${options.thinkMs} ms mean); load average ${loadAtStart.toFixed(2)}`,
    );
    measuring = true;
    const started = Date.now();
    endAt = started + options.seconds * 1000;
    let second = 0;
    const ticks = (async () => {
      while (!deadline()) {
        await sleep(Math.max(0, started + (second + 1) * 1000 - Date.now()));
        second++;
        if (!deadline()) await options.onTick?.(second);
      }
    })();
    await Promise.all([
      ...browserTokens.map((token) => browse(token)),
      ...buyerTokens.map((token, i) => order(token, buyer(1 + i))),
      ticks,
    ]);
    measuring = false;
    const elapsedSeconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const loadAtEnd = os.loadavg()[0]!;

    const { ordersPlaced, pointsSpent, problems } = await checkConsistency(db, before, placed);

    const all = [...latencies.browse, ...latencies.order];
    const row = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        calls: name,
        requests: sorted.length,
        'req/s': Math.round(sorted.length / elapsedSeconds),
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p95 ms': Math.round(percentile(sorted, 95)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        'max ms': Math.round(sorted.at(-1) ?? 0),
      };
    };
    return {
      elapsedSeconds,
      rows: [
        row('browse', latencies.browse),
        row('order (cart, place, read)', latencies.order),
        row('all', all),
        row('sign-in (before the load)', latencies.signIn),
      ],
      ordersPlaced,
      pointsSpent,
      retriedKeys,
      retriedKeysSame,
      lostResponsesRetried,
      failures,
      problems,
      load: { start: loadAtStart, during: loadDuring, end: loadAtEnd },
    };
  } finally {
    agent.destroy();
  }
}

type Before = Map<string, { id: string; login: string; balance: number; lines: number; orders: number }>;

/**
 * Every order the clients were told about exists once and no other was placed; each buyer's
 * balance is the starting balance minus their orders' totals; each order has exactly one
 * transaction line of minus its total, and the last line's running balance is the balance.
 */
async function checkConsistency(db: pg.Client, before: Before, placed: Map<string, Set<string>>) {
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
    if (user.balance !== start.balance - spent) problems.push(`${user.login}: balance ${user.balance}, expected ${start.balance} − ${spent}`);
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
  return { ordersPlaced, pointsSpent, problems };
}

/** The figures as the load test prints them. */
export function printFigures(figures: LoadFigures, log: (line: string) => void = (line) => console.log(line)): void {
  console.table(figures.rows);
  log(`[load] errors: ${figures.failures.length}`);
  for (const f of figures.failures.slice(0, 20)) log(`  ${f}`);
  log(
    `[load] orders placed: ${figures.ordersPlaced} (${figures.pointsSpent.toLocaleString('en-US')} points); retried keys: ${figures.retriedKeys}, answered the same order: ${figures.retriedKeysSame}; calls sent again after a lost answer: ${figures.lostResponsesRetried}`,
  );
  log(
    `[load] load average (1 min): start ${figures.load.start.toFixed(2)}, during ${figures.load.during.map((l) => l.toFixed(1)).join(' ')}, end ${figures.load.end.toFixed(2)}`,
  );
  log(
    `[load] consistency: ${figures.problems.length === 0 ? 'every order once, balances and transaction lines add up' : `${figures.problems.length} problems`}`,
  );
  for (const p of figures.problems.slice(0, 20)) log(`  ${p}`);
}

/** Passed: no failed call, no inconsistency, and some orders placed. */
export function loadPassed(figures: LoadFigures): boolean {
  return figures.failures.length === 0 && figures.problems.length === 0 && figures.ordersPlaced > 0;
}
