/**
 * API latency: the list and suggestion calls of the catalogue, driven by autocannon against a
 * running server. One scenario at a time, after a warm-up, every response time kept so p95 is exact
 * (autocannon itself reports p90 and p97.5).
 */
import autocannon from 'autocannon';
import { machineLoad } from './machine.ts';

const o = (query: object) => encodeURIComponent(JSON.stringify(query));

export interface Scenario {
  name: string;
  kind: 'list' | 'suggestions';
  path: string;
  /**
   * The path of the i-th request, when every request should ask something new. The server keeps
   * whole list answers a minute, so a scenario that repeats one path measures that memory; these
   * measure the queries themselves (no two requests of a run share a page, order and filter).
   */
  vary?: (i: number) => string;
}

const SORTS = ['brand_asc', 'name_asc', 'price_asc', 'price_desc', 'name_desc', 'brand_desc'] as const;
const BADGE_FILTERS = [undefined, 'new', 'featured', 'discount'] as const;
/** Page, order and badge filter of the i-th request: 400 × 6 × 4 = 9,600 different queries. */
const spread = (i: number, pages: number) => ({
  page: 1 + (i % pages),
  sort: SORTS[Math.floor(i / pages) % SORTS.length],
  badges: BADGE_FILTERS[Math.floor(i / (pages * SORTS.length)) % BADGE_FILTERS.length],
});
const variedList = (limit: number, pages: number, includeFilters: boolean) => (i: number) => {
  const { page, sort, badges } = spread(i, pages);
  return `/api/products?${includeFilters ? 'includeFilters=true&' : ''}o=${o({ limit, page, sort, ...(badges ? { filters: { badges } } : {}) })}`;
};

export const scenarios: Scenario[] = [
  {
    name: 'list: first page, badge filter + price sort',
    kind: 'list',
    path: `/api/products?o=${o({ limit: 12, sort: 'price_asc', filters: { badges: 'new' } })}`,
  },
  { name: 'list: first page with filters (includeFilters)', kind: 'list', path: `/api/products?includeFilters=true&o=${o({ limit: 12 })}` },
  {
    name: 'list: category, name sort',
    kind: 'list',
    path: `/api/products?o=${o({ limit: 24, sort: 'name_asc', category: 'electronics' })}`,
  },
  { name: 'list: deep page (page 40 of 24)', kind: 'list', path: `/api/products?o=${o({ limit: 24, page: 40, sort: 'brand_asc' })}` },
  { name: 'list: text search', kind: 'list', path: `/api/products?o=${o({ limit: 12, search: 'wireless' })}` },
  { name: 'list: 96 per page with filters', kind: 'list', path: `/api/products?includeFilters=true&o=${o({ limit: 96 })}` },
  {
    name: 'list: a new page, order and filter each time',
    kind: 'list',
    path: variedList(24, 400, false)(0),
    vary: variedList(24, 400, false),
  },
  {
    name: 'list: 96 per page with filters, each time new',
    kind: 'list',
    path: variedList(96, 100, true)(0),
    vary: variedList(96, 100, true),
  },
  { name: 'suggestions', kind: 'suggestions', path: `/api/products/suggestions?q=aur&o=${o({ limit: 5 })}` },
  { name: 'suggestions (common term)', kind: 'suggestions', path: `/api/products/suggestions?q=pro&o=${o({ limit: 5 })}` },
];

/** The aims at 10,000 and 100,000 products, p95 at concurrency 50 (docs/performance.md, Budgets). */
export function aimMs(kind: Scenario['kind'], products: number): number {
  if (products > 10_000) return 100;
  return kind === 'list' ? 50 : 20;
}

export interface LoadRow {
  scenario: string;
  kind: Scenario['kind'];
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  aimMs: number;
  pass: boolean;
  /** 1-minute load average when the scenario started. */
  load1m: number;
}

/** `server` is a base URL, or a server with the fetch that reaches it (over TLS: one that trusts it). */
export async function signIn(
  server: string | { baseUrl: string; fetch: typeof fetch },
  email = 'alex@summit.example',
  password = 'Summit#2026',
): Promise<string> {
  const { baseUrl, fetch: call } = typeof server === 'string' ? { baseUrl: server, fetch } : server;
  const answer = await call(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in as ${email} failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/**
 * What Chromium sends: the server packs JSON responses for it, and packing is part of what a
 * participant's phone costs the server. `plain` leaves it out.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const requestHeaders = (token: string, plain = false): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(plain ? {} : { 'accept-encoding': BROWSER_ACCEPT_ENCODING }),
});

/** Each scenario at `connections` concurrent connections for `seconds`, after a 2 s warm-up. */
export async function loadScenarios(
  baseUrl: string,
  token: string,
  options: {
    products: number;
    seconds: number;
    connections: number;
    plain?: boolean;
    /** Only the scenarios whose name contains this text. */
    only?: string;
    log?: (line: string) => void;
  },
): Promise<LoadRow[]> {
  const headers = requestHeaders(token, options.plain);
  const rows: LoadRow[] = [];
  const chosen = scenarios.filter((s) => options.only === undefined || s.name.includes(options.only));
  if (chosen.length === 0) throw new Error(`no scenario's name contains "${options.only}"`);
  for (const scenario of chosen) {
    const load1m = machineLoad().loadavg[0]!;
    const check = await fetch(baseUrl + scenario.path, { headers });
    if (!check.ok) throw new Error(`${scenario.name}: ${check.status} ${await check.text()}`);
    // One counter for warm-up and run: a varied scenario's run asks nothing the warm-up asked.
    const next = requestPaths(scenario);
    await measure(baseUrl, next, headers, options.connections, 2);
    const { latencies, result } = await measure(baseUrl, next, headers, options.connections, options.seconds);
    const aim = aimMs(scenario.kind, options.products);
    const row: LoadRow = {
      scenario: scenario.name,
      kind: scenario.kind,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      rps: Math.round(result.requests.average),
      requests: latencies.length,
      // autocannon counts timeouts among errors; a run with no answer at all is a failure too.
      errors: result.errors + result.non2xx,
      aimMs: aim,
      pass: latencies.length > 0 && percentile(latencies, 95) < aim && result.errors + result.non2xx === 0,
      load1m,
    };
    rows.push(row);
    options.log?.(
      `  ${row.scenario.padEnd(48)} p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  ${row.rps} req/s  errors ${row.errors}`,
    );
  }
  return rows;
}

export interface ScaleRow {
  scenario: string;
  kind: Scenario['kind'];
  /** The first request after start: nothing of it cached (totals, facets, suggestions). */
  firstMs: number;
  /** One request at a time, 30 of them: the median, i.e. the cost of one call with the server idle. */
  sequentialP50: number;
  sequentialP95: number;
  load1m: number;
}

/** The cost of one call: the first (uncached) request, then 30 one after another. */
export async function sequentialScenarios(baseUrl: string, token: string, count = 30): Promise<ScaleRow[]> {
  const headers = requestHeaders(token);
  const rows: ScaleRow[] = [];
  for (const scenario of scenarios) {
    const load1m = machineLoad().loadavg[0]!;
    const next = requestPaths(scenario);
    const first = await timed(baseUrl + next(), headers);
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(await timed(baseUrl + next(), headers));
    rows.push({
      scenario: scenario.name,
      kind: scenario.kind,
      firstMs: round(first),
      sequentialP50: percentile(times, 50),
      sequentialP95: percentile(times, 95),
      load1m,
    });
  }
  return rows;
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const start = performance.now();
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return performance.now() - start;
}

/** The paths a scenario's requests ask for, one after another: always the same, or each new. */
export function requestPaths(scenario: Scenario): () => string {
  let i = 0;
  return () => (scenario.vary ? scenario.vary(i++) : scenario.path);
}

/** Runs autocannon and keeps every response time. */
function measure(baseUrl: string, next: () => string, headers: Record<string, string>, connections: number, seconds: number) {
  const latencies: number[] = [];
  return new Promise<{ latencies: number[]; result: autocannon.Result }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        headers,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, result) => (error ? reject(error) : resolve({ latencies, result })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return round(sorted[Math.max(0, index)] ?? NaN);
}

const round = (value: number) => Math.round(value * 100) / 100;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
