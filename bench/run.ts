/**
 * `npm run bench`: builds the production app, starts it on a loopback port with 10,000 products
 * (NODE_ENV=production, in-memory database) and measures, one thing at a time:
 *
 *   bundle       initial JS and CSS per page from the build's manifest (gzip and brotli)
 *   lighthouse   Lighthouse 12, mobile and desktop presets, each page 3 times (median)
 *   interaction  Chromium, 96 products per page: filter, sort, page, add to cart → screen; INP
 *   api          bench/api.bench.ts's scenarios at concurrency 50, at 10,000 and 100,000 products
 *   scale        the same calls one at a time at 1,000, 10,000 and 100,000 products
 *   floor        Lighthouse mobile on a minimal sign-in page of the design's packages (bench/floor),
 *                alternated with the app's pages in one session: each page as a ratio to it
 *
 * Prints one table (figures, budgets, pass or FAIL) and writes bench/results/*.json.
 *
 *   npm run bench                                  # everything (~15 min on 2 cores)
 *   npm run bench -- --only bundle                 # parts, comma separated
 *   npm run bench -- --only lighthouse --pages login,shop --presets mobile --runs 1
 *   npm run bench -- --no-build                    # measure the dist/ already built
 *   npm run bench -- --only lighthouse --throttling simulated,applied   # also with real delays (see Throttling)
 *   npm run bench -- --only lighthouse --protocol h2,h1   # also over plain HTTP/1.1 (see Protocol)
 *   npm run bench -- --only floor --pages login,home,shop --runs 1   # the pages against the floor
 *
 * Nothing runs at the same time as anything else: the server, Chromium and the load generator
 * share 2 cores, so each measurement has the machine to itself (apart from whatever else runs
 * on it: the load average before and after is printed and stored with the figures).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser.ts';
import { freePort } from '../tests/support/free-port.ts';
import { repoRoot, startServer, type ServerHandle } from '../tests/support/server-process.ts';
import { makeTestCertificate, type TestCertificate } from '../tests/support/tls.ts';
import { loadScenarios, sequentialScenarios, signIn, type LoadRow, type ScaleRow } from './lib/api.ts';
import { readBudgets } from './lib/budgets.ts';
import { kb, pageBundle, readManifest, type PageBundle } from './lib/bundle.ts';
import { measureInteractions, type InteractionResult } from './lib/interaction.ts';
import {
  lighthouseAlternating,
  lighthousePage,
  protocolOf,
  setToken,
  startChromium,
  type LighthouseRow,
  type Preset,
  type Protocol,
  type Throttling,
} from './lib/lighthouse.ts';
import { buildFloor, compareWithFloor, FLOOR_DIST, FLOOR_PATH, FLOOR_SEED_PRODUCTS, floorBundle, formatFloorTable } from './lib/floor.ts';
import { describeLoad, describeMemory, machineLoad, processMemory, settle, sleep, type MachineLoad } from './lib/machine.ts';
import { pages } from './lib/pages.ts';
import { formatTable, kB, ms, type TableRow } from './lib/table.ts';

const PARTS = ['bundle', 'lighthouse', 'interaction', 'api', 'scale', 'floor'] as const;
type Part = (typeof PARTS)[number];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
function list<T extends string>(name: string, all: readonly T[], fallback: readonly T[] = all): T[] {
  const value = option(name);
  if (!value) return [...fallback];
  const picked = value.split(',').map((s) => s.trim()) as T[];
  for (const p of picked) if (!all.includes(p)) throw new Error(`--${name}: ${p} is not one of ${all.join(', ')}`);
  return picked;
}
function count(name: string, fallback: number): number {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive whole number`);
  return value;
}

const only = list('only', PARTS);
const runs = count('runs', 3);
const repeats = count('repeats', 5);
const seconds = count('seconds', 10);
const products = count('products', 10_000);
const pagesToRun = list(
  'pages',
  pages.map((p) => p.name),
);
const presets = list<Preset>('presets', ['mobile', 'desktop']);
/** Lighthouse's throttling: the simulated one the budget is about, and/or applied (see Throttling). */
const throttlings = list<Throttling>('throttling', ['simulated', 'applied'], ['simulated']);
/** Lighthouse over HTTPS with HTTP/2 (the budget's), and/or plain HTTP/1.1 (see Protocol). */
const protocols = list<Protocol>('protocol', ['h2', 'h1'], ['h2']);
const build = !process.argv.includes('--no-build');
const resultsDir = join(repoRoot, 'bench', 'results');
const distDir = join(repoRoot, 'dist');
const wants = (part: Part) => only.includes(part);
/** A pause between measurements, so one's processes have wound down before the next starts. */
const PAUSE_MS = 3_000;
/**
 * Before a step, wait up to this long for the 1-minute load average to fall below the number of
 * cores (seeding, a previous step, or other people's work on a shared box). Bounded, so a busy
 * machine delays the bench but does not stall it: the load is printed with the figures either way.
 */
const SETTLE_MS = 30_000;

const log = (line: string) => console.log(line);
const rows: TableRow[] = [];
let failures = 0;
const loads: { step: string; before: MachineLoad; after: MachineLoad }[] = [];
const started = machineLoad();
// SSR=0 reaches the servers the bench starts (they inherit its environment).
log(`npm run bench: ${only.join(', ')}${process.env.SSR === '0' ? ' (SSR=0)' : ''} — ${describeLoad(started)}`);
mkdirSync(resultsDir, { recursive: true });

/**
 * Runs one step with the machine's load noted before and after. A step that fails becomes a FAIL
 * row with its error, and the other steps still run: one flaky measurement should not cost the
 * other twenty minutes of figures.
 */
async function step<T>(name: string, body: () => Promise<T>): Promise<T | undefined> {
  await sleep(PAUSE_MS);
  const before = await settle(started.cores, SETTLE_MS);
  log(`\n== ${name} (${describeLoad(before)})`);
  try {
    const result = await body();
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`   FAILED: ${message}`);
    rows.push({
      part: name,
      item: 'error',
      figures: message.split('\n')[0]!.slice(0, 160),
      budget: '',
      pass: false,
      load: before.loadavg[0],
    });
    failures += 1;
    return undefined;
  } finally {
    const after = machineLoad();
    loads.push({ step: name, before, after });
    log(`   done (${describeLoad(after)})`);
  }
}

function save(name: string, data: unknown) {
  writeFileSync(join(resultsDir, name), JSON.stringify({ date: new Date().toISOString(), ...((data as object) ?? {}) }, null, 2));
}

async function withServer<T>(
  count: number,
  body: (server: ServerHandle) => Promise<T>,
  tls?: TestCertificate,
  env: Record<string, string> = {},
): Promise<T> {
  const port = await freePort();
  const t0 = Date.now();
  const what = env.DIST_DIR ? ` serving ${env.DIST_DIR}` : '';
  log(`   starting the server with ${count.toLocaleString('en-US')} products${what} on 127.0.0.1:${port}${tls ? ' (HTTPS, HTTP/2)' : ''}…`);
  const server = await startServer({
    port,
    env: { SEED_PRODUCTS: String(count), NODE_ENV: 'production', SEED_DEMO: '1', ...env },
    timeoutMs: 900_000,
    tls,
  });
  log(`   server ${server.pid} ready in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
if (build && (wants('bundle') || wants('lighthouse') || wants('interaction') || wants('floor'))) {
  const built = await step('build', async () => {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    return true;
  });
  // Measuring a dist/ left from an earlier build would report the wrong code.
  if (!built) throw new Error('the build failed: nothing measured');
}

if (wants('bundle')) {
  const budgets = readBudgets();
  const bundles: PageBundle[] = [];
  const manifest = readManifest(distDir);
  for (const page of pages) {
    const b = pageBundle(distDir, manifest, page);
    bundles.push(b);
    const budget = budgets.pages[page.name];
    const goal = budget?.goalJsGzip;
    rows.push({
      part: 'initial JS',
      item: page.name,
      figures: `${kB(b.js.gzip)} gzip, ${kB(b.js.brotli)} br, ${kB(b.js.raw)} raw, ${b.js.files} files`,
      budget: goal ? `≤ ${kB(goal)} gzip` : '',
      pass: goal ? b.js.gzip <= goal : undefined,
      load: started.loadavg[0],
    });
  }
  for (const b of bundles) {
    rows.push({
      part: 'initial CSS',
      item: b.page,
      figures: `${kB(b.css.gzip)} gzip, ${kB(b.css.brotli)} br, ${kB(b.css.raw)} raw, ${b.css.files} files`,
      budget: '',
    });
  }
  save('bundle.json', { pages: bundles });
  log(`   initial JS gzip: ${bundles.map((b) => `${b.page} ${kb(b.js.gzip)} kB`).join(', ')}`);
}

const lighthouseRows: LighthouseRow[] = [];
let interaction: InteractionResult | undefined;
const apiResults: Record<number, LoadRow[]> = {};
const scaleResults: Record<number, ScaleRow[]> = {};
// One server per catalogue size, each measurement on it in turn: seeding 100,000 products takes
// minutes, and the 10,000-product server serves the interaction part, Lighthouse over HTTP/1.1, the scale row
// and the API part (Lighthouse over HTTP/2 gets its own, below).
const sizes = [
  ...(wants('scale') ? [1_000] : []),
  ...((wants('lighthouse') && protocols.includes('h1')) || wants('interaction') || wants('api') || wants('scale') ? [products] : []),
  ...(wants('api') || wants('scale') ? [100_000] : []),
];
for (const size of [...new Set(sizes)].sort((a, b) => a - b)) {
  await withServer(size, async (server) => {
    const label = `${size.toLocaleString('en-US')} products`;
    const token = await signIn(server.baseUrl);
    // Scale first, on a fresh server: the first request of each call is then really uncached.
    if (wants('scale')) {
      const scale = await step(`scale at ${label}`, () => sequentialScenarios(server.baseUrl, token));
      if (scale) scaleResults[size] = scale;
    }
    if (size === products && wants('lighthouse') && protocols.includes('h1')) {
      lighthouseRows.push(...((await step('lighthouse over HTTP/1.1', () => runLighthousePart(server))) ?? []));
    }
    if (size === products && wants('interaction')) {
      interaction = await step('interaction', () => runInteractionPart(server));
      save('interaction.json', { products, ...interaction });
    }
    if (wants('api') && size >= 10_000) {
      const memoryBefore = processMemory(server.pid);
      const api = await step(`api at ${label} (concurrency 50, ${seconds} s each)`, () =>
        loadScenarios(server.baseUrl, token, { products: size, seconds, connections: 50, log }),
      );
      if (!api) return;
      const memoryAfter = processMemory(server.pid);
      const memory = describeMemory(memoryBefore, memoryAfter);
      if (memory) log(`  ${memory}`);
      apiResults[size] = api;
      save(size === 10_000 ? 'api.json' : `api-${size}.json`, {
        products: size,
        connections: 50,
        seconds,
        load: machineLoad(),
        serverMemory: { before: memoryBefore, after: memoryAfter },
        results: apiResults[size],
      });
    }
  });
}

// HTTPS needs its own server (the API figures above stay on plain HTTP, comparable with earlier
// rounds); seeding 10,000 products in memory takes seconds.
if (wants('lighthouse') && protocols.includes('h2')) {
  const certificate = makeTestCertificate();
  try {
    await withServer(
      products,
      async (server) => {
        lighthouseRows.push(...((await step('lighthouse over HTTP/2', () => runLighthousePart(server, certificate))) ?? []));
      },
      certificate,
    );
  } finally {
    certificate.remove();
  }
}
if (wants('lighthouse')) save('lighthouse.json', { products, runs, rows: lighthouseRows });

// The floor: built every time (seconds), whatever --no-build says, since it is the yardstick and
// not the code under test; served by a second server of the same code, over the same HTTPS and
// HTTP/2, beside the app's, so both answer throughout the alternating runs.
let floorReport: string | undefined;
if (wants('floor')) {
  const floor = await step('floor build', async () => {
    buildFloor();
    return floorBundle();
  });
  if (floor) {
    rows.push({
      part: 'initial JS',
      item: 'floor',
      figures: `${kB(floor.js.gzip)} gzip, ${kB(floor.js.brotli)} br, ${kB(floor.js.raw)} raw, ${floor.js.files} files; CSS ${kB(floor.css.gzip)} gzip`,
      budget: '',
      load: started.loadavg[0],
    });
    log(`   floor initial JS: ${kb(floor.js.gzip)} kB gzip (${kb(floor.js.brotli)} kB brotli), CSS ${kb(floor.css.gzip)} kB gzip`);
    const certificate = makeTestCertificate();
    try {
      const measured = await withServer(
        products,
        (shop) =>
          withServer(
            FLOOR_SEED_PRODUCTS,
            (floorServer) => step('floor and pages, alternating (mobile)', () => runFloorPart(shop, floorServer, certificate)),
            certificate,
            // The floor is measured as built, whatever SSR says for the app.
            { DIST_DIR: FLOOR_DIST, SSR: '0' },
          ),
        certificate,
      );
      if (measured && measured.length > 0) {
        const [floorRow, ...pageRows] = measured;
        const comparisons = compareWithFloor(floorRow!, pageRows);
        for (const c of comparisons) {
          rows.push({
            part: 'floor, mobile',
            item: c.page,
            figures: `score ${c.score}, LCP ${ms(c.lcp)}, TBT ${ms(c.tbt)}, CLS ${c.cls}, LCP/floor ${c.lcpRatio ?? '–'}, TBT/floor ${c.tbtRatio ?? '–'}`,
            budget: '',
            load: measured.find((r) => r.page === c.page)?.load1m,
          });
        }
        floorReport = `Floor (bench/floor, ${kb(floor.js.gzip)} kB JS gzip) and the pages, Lighthouse mobile, median of ${runs} alternating run(s):\n${formatFloorTable(comparisons)}`;
        save('floor.json', { products, runs, floorJs: floor.js, floorCss: floor.css, comparisons, rows: measured });
      }
    } finally {
      certificate.remove();
    }
  }
}

for (const r of lighthouseRows) {
  const mobile = r.preset === 'mobile';
  // The budget is the simulated score over HTTP/2's; the other rows are figures to compare.
  const budgeted = r.throttling === 'simulated' && r.protocol === 'h2';
  rows.push({
    part: `lighthouse ${lighthouseLabel(r.preset, r.throttling, r.protocol)}`,
    item: r.page,
    figures: `score ${r.score}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls}, SI ${ms(r.si)}, FCP ${ms(r.fcp)}, JS ${kB(r.scriptBytes)}`,
    budget: budgeted ? (mobile ? 'score ≥ 95, CLS < 0.05' : 'CLS < 0.05') : '',
    ...(budgeted ? { pass: (mobile ? r.score >= 95 : true) && r.cls < 0.05 } : {}),
    load: r.load1m,
  });
}
if (interaction) {
  for (const g of interaction.gestures) {
    const list = !g.gesture.startsWith('add to cart');
    rows.push({
      part: 'interaction',
      item: g.gesture,
      figures: `click→screen ${ms(g.clickToScreen)}, response→screen ${ms(g.responseToScreen)}, API ${ms(g.apiMs)}, event ${ms(g.eventMs)}`,
      budget: list ? 'response→screen ≤ 100 ms' : '',
      pass: list ? g.responseToScreen <= 100 : undefined,
      load: interaction.load1m,
    });
  }
  rows.push({
    part: 'interaction',
    item: 'INP (web-vitals, whole session)',
    figures: interaction.inpAttribution
      ? `${ms(interaction.inp)}: ${interaction.inpAttribution.type} on ${interaction.inpAttribution.target}`
      : ms(interaction.inp),
    budget: '< 100 ms',
    pass: interaction.inp < 100,
    load: interaction.load1m,
  });
}
for (const [size, list] of Object.entries(apiResults)) {
  for (const r of list) {
    rows.push({
      part: `api ${Number(size).toLocaleString('en-US')}`,
      item: r.scenario,
      figures:
        r.requests === 0
          ? `no answer within ${seconds} s (${r.errors} errors or timeouts)`
          : `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.rps} req/s, ${r.errors} errors`,
      budget: `p95 < ${r.aimMs} ms`,
      pass: r.pass,
      load: r.load1m,
    });
  }
}
if (wants('scale')) {
  save('scale.json', { sizes: scaleResults });
  const sizesDone = Object.keys(scaleResults).map(Number);
  for (const [i, s] of (scaleResults[sizesDone[0]!] ?? []).entries()) {
    rows.push({
      part: 'scale (one at a time)',
      item: s.scenario,
      figures: sizesDone
        .map(
          (size) => `${size / 1000}k: ${scaleResults[size]![i]!.sequentialP50} ms (first ${Math.round(scaleResults[size]![i]!.firstMs)})`,
        )
        .join(', '),
      budget: '',
      load: Math.max(...sizesDone.map((size) => scaleResults[size]![i]!.load1m)),
    });
  }
}

const ended = machineLoad();
log('\n' + formatTable(rows));
if (floorReport) log('\n' + floorReport);
log(`\nMachine: ${started.cores} cores. ${describeLoad(started)} at the start, ${describeLoad(ended)} at the end.`);
for (const l of loads) log(`  ${l.step}: before ${l.before.loadavg.join(' / ')}, after ${l.after.loadavg.join(' / ')}`);
log(
  'One measurement at a time: the server, Chromium and autocannon never measure together; Lighthouse figures are medians of ' +
    `${runs} runs, interaction medians of ${repeats} gestures each, API percentiles over ${seconds} s per call at concurrency 50.`,
);
// A partial run keeps its own summary, so it does not replace the last full run's table.
save(only.length === PARTS.length ? 'summary.json' : `summary-${only.join('-')}.json`, {
  only,
  runs,
  repeats,
  seconds,
  products,
  started,
  ended,
  loads,
  rows,
});
log(`wrote ${resultsDir}/*.json`);
// Budgets missed are figures to report, not a failure of the command; a measurement that could not
// be taken is.
if (failures > 0) {
  log(`${failures} measurement(s) could not be taken: see the FAIL rows marked error above.`);
  process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------
function lighthouseLabel(preset: Preset, throttling: Throttling, protocol: Protocol): string {
  return [preset, ...(throttling === 'applied' ? ['applied throttling'] : []), ...(protocol === 'h1' ? ['HTTP/1.1'] : [])].join(', ');
}

async function runLighthousePart(server: ServerHandle, certificate?: TestCertificate): Promise<LighthouseRow[]> {
  // A load-test buyer ([demo 18]; buyer096-100 are ours) with three lines in the cart, so /shop/cart
  // shows a real cart; emptied again afterwards.
  const token = await signIn(server, 'buyer096@summit.example');
  await putCart(server, token, ['everyday-water-bottle', 'aurora-wireless-headphones', 'custom-engraved-pen']);
  const chrome = await startChromium(certificate?.pem);
  const out: LighthouseRow[] = [];
  try {
    for (const page of pages.filter((p) => pagesToRun.includes(p.name))) {
      await setToken(chrome.port, server.baseUrl, page.signedIn ? token : null);
      for (const throttling of throttlings)
        for (const preset of presets) {
          let row: LighthouseRow;
          const label = lighthouseLabel(preset, throttling, protocolOf(server.baseUrl));
          try {
            row = await lighthousePage(chrome.port, { name: page.name, url: server.baseUrl + page.path }, preset, runs, {
              reportDir: join(resultsDir, 'lighthouse'),
              expectPath: page.path,
              throttling,
            });
          } catch (error) {
            // One page that Lighthouse cannot record (after retries) is a FAIL row, not the end of the part.
            const message = error instanceof Error ? error.message : String(error);
            log(`   ${page.name.padEnd(9)} ${label.padEnd(8)} FAILED: ${message}`);
            rows.push({
              part: `lighthouse ${label}`,
              item: page.name,
              figures: message.slice(0, 160),
              budget: '',
              pass: false,
              load: machineLoad().loadavg[0],
            });
            failures += 1;
            continue;
          }
          log(
            `   ${page.name.padEnd(9)} ${label.padEnd(8)} score ${row.score}  LCP ${row.lcp} ms  TBT ${row.tbt} ms  CLS ${row.cls}  SI ${row.si} ms  FCP ${row.fcp} ms  JS ${kb(row.scriptBytes)} kB  (benchmarkIndex ${row.benchmarkIndex}; LCP ${row.lcpElement})`,
          );
          out.push(row);
        }
    }
  } finally {
    await chrome.stop();
    await putCart(server, token, []);
  }
  return out;
}

/**
 * The floor first, then each page, `runs` rounds (lighthouseAlternating): one Chromium trusting
 * both servers' certificate. The floor is on its own origin, so the shop's token never reaches it.
 */
async function runFloorPart(shop: ServerHandle, floorServer: ServerHandle, certificate: TestCertificate): Promise<LighthouseRow[]> {
  const token = await signIn(shop, 'buyer096@summit.example');
  await putCart(shop, token, ['everyday-water-bottle', 'aurora-wireless-headphones', 'custom-engraved-pen']);
  const chrome = await startChromium(certificate.pem);
  try {
    return await lighthouseAlternating(
      chrome.port,
      [
        { name: 'floor', url: floorServer.baseUrl + FLOOR_PATH, expectPath: FLOOR_PATH },
        ...pages
          .filter((p) => pagesToRun.includes(p.name))
          .map((p) => ({
            name: p.name,
            url: shop.baseUrl + p.path,
            expectPath: p.path,
            before: () => setToken(chrome.port, shop.baseUrl, p.signedIn ? token : null),
          })),
      ],
      'mobile',
      runs,
      { reportDir: join(resultsDir, 'lighthouse-floor'), log },
    );
  } finally {
    await chrome.stop();
    await putCart(shop, token, []);
  }
}

async function runInteractionPart(server: ServerHandle): Promise<InteractionResult> {
  // Adds to its cart: a load-test buyer, whose cart is emptied again afterwards.
  const token = await signIn(server.baseUrl, 'buyer097@summit.example');
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
  try {
    return await measureInteractions(browser, server.baseUrl, token, { repeats, log });
  } finally {
    await browser.close();
    await putCart(server, token, []);
  }
}

/** Replaces the participant's cart with one line per slug (none: an empty cart). */
async function putCart({ baseUrl, fetch }: ServerHandle, token: string, slugs: string[]) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const self = (await (await fetch(`${baseUrl}/api/self`, { headers })).json()) as { sid: string };
  const cartItems = [];
  for (const [i, slug] of slugs.entries()) {
    const product = (await (await fetch(`${baseUrl}/api/products/${slug}`, { headers })).json()) as {
      productID: string;
      options?: { optionID: string }[];
    };
    // Products with one option or none need no choice; a product with several takes its first.
    const optionId = product.options?.[0]?.optionID ?? null;
    cartItems.push({ id: `bench-${i}`, productId: product.productID, productSlug: slug, optionId, quantity: 1 });
  }
  const answer = await fetch(`${baseUrl}/api/users/${self.sid}/cart`, { method: 'PUT', headers, body: JSON.stringify({ cartItems }) });
  if (!answer.ok) throw new Error(`setting the cart failed: ${answer.status} ${await answer.text()}`);
}
