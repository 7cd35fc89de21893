/**
 * Lighthouse 12 (performance category only) against Debian's Chromium through its CDP port, mobile
 * (Lighthouse's default: Moto G-class screen, simulated slow 4G, 4× CPU slowdown) and desktop
 * presets, each page `runs` times one after another; the figures are the median of each metric.
 *
 * Signed-in pages: the access token is put into localStorage through CDP before the runs.
 * Lighthouse 12 clears the HTTP cache, service workers, cache storage and file systems before each
 * navigation (its default `clearStorageTypes`) but not localStorage, so every run is a cold load
 * of a participant who is signed in, like one who follows an e-mail link on a phone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { Config, RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/browser.ts';
import { machineLoad, median, sleep } from './machine.ts';

export type Preset = 'mobile' | 'desktop';
/**
 * `simulated`: Lighthouse's default, the score the budget is about: the page loads at full speed
 * and Lantern computes what slow 4G and a 4× slower CPU would have made of it. `applied`: Chromium
 * really delays every request and slows the CPU (Lighthouse's `devtools` method), so each round
 * trip and each request over the six connections of HTTP/1.1 costs what it costs on a phone.
 * Lantern draws its graph from the unthrottled load, where our API responses in milliseconds, so
 * only `applied` shows a round trip saved.
 */
export type Throttling = 'simulated' | 'applied';

/**
 * How the app is served. `h2`: HTTPS with HTTP/2, as a shop is served to participants (a host, CDN
 * or proxy in front of the app speaks HTTP/2 or 3): a page's ~50 files travel on one connection.
 * `h1`: plain HTTP/1.1 on loopback, what `npm start` serves: a browser sends six requests at a
 * time, and Lantern charges a round trip to each further one.
 */
export type Protocol = 'h2' | 'h1';

/** The reference server offers HTTP/2 exactly when it serves HTTPS (server/listen.ts). */
export function protocolOf(url: string): Protocol {
  return url.startsWith('https:') ? 'h2' : 'h1';
}

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Bytes of script transferred (compressed), from Lighthouse's network records. */
  scriptBytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark of this run: lower means a slower (or busier) machine. */
  benchmarkIndex: number;
  finalUrl: string;
  lcpElement: string;
  /** The elements that shifted, largest share of CLS first: where to look when CLS is over budget. */
  shifts: { score: number; element: string }[];
  warnings: string[];
}
export interface LighthouseRow extends Omit<LighthouseRun, 'finalUrl' | 'warnings' | 'lcpElement' | 'shifts'> {
  page: string;
  preset: Preset;
  throttling: Throttling;
  protocol: Protocol;
  url: string;
  lcpElement: string;
  /** 1-minute load average when this page's runs started. */
  load1m: number;
  runs: LighthouseRun[];
}

export interface ChromiumHandle {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Chromium with the house flags and a CDP port, on a fresh profile; stopped by its own PID.
 * `trust`: a certificate's PEM that Chromium accepts for this run (and no other it cannot verify).
 */
export async function startChromium(trust?: string): Promise<ChromiumHandle> {
  const extraArgs = trust ? [`--ignore-certificate-errors-spki-list=${spkiHash(trust)}`] : [];
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      ...extraArgs,
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n')[0] === '') {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('chromium did not open its CDP port within 30 s');
    await sleep(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  const kill = () => {
    if (child.exitCode === null && child.pid !== undefined) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  return {
    port,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(kill, 5_000);
      await exited;
      clearTimeout(timer);
      process.removeListener('exit', kill);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The base64 SHA-256 of a certificate's public key, as Chromium's SPKI allow-list takes it. */
function spkiHash(pem: string): string {
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Sets (or, with null, removes) the access token in the origin's localStorage, through CDP. */
export async function setToken(port: number, origin: string, token: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    // A same-origin page that does not start the app.
    await page.goto(`${origin}/api/health`);
    await page.evaluate((t) => (t === null ? localStorage.removeItem('token') : localStorage.setItem('token', t)), token);
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected, not closed.
    await browser.close();
  }
}

function config(preset: Preset, throttling: Throttling): Config {
  const base = preset === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' as const };
  return {
    ...base,
    settings: {
      ...(base as Config).settings,
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      throttlingMethod: throttling === 'applied' ? 'devtools' : 'simulate',
    },
  };
}

export async function runLighthouse(
  port: number,
  url: string,
  preset: Preset,
  throttling: Throttling = 'simulated',
): Promise<LighthouseRun> {
  const result: RunnerResult | undefined = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config(preset, throttling));
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  keepReport(result, preset);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items;
  const shiftItems =
    (lhr.audits['layout-shifts']?.details as { items?: { score?: number; node?: { snippet?: string } }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: (lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 120),
    shifts: shiftItems.map((item) => ({
      score: Math.round((item.score ?? 0) * 1000) / 1000,
      element: (item.node?.snippet ?? '').slice(0, 160),
    })),
    warnings: lhr.runWarnings,
  };
}

/**
 * With BENCH_LIGHTHOUSE_REPORTS=<dir>, each run's whole report is kept there too (open it in the
 * Lighthouse viewer: its filmstrip, main-thread tasks and request chain say why a figure is what
 * it is), and the trace of a run whose layout shifted (Chrome's DevTools opens it: each
 * LayoutShift event names the nodes that moved, from where to where, beside what ran then).
 */
function keepReport({ lhr, artifacts }: RunnerResult, preset: Preset): void {
  const dir = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl).pathname
    .replace(/^\/$/, 'home')
    .replace(/[^\w-]+/g, '_')
    .replace(/^_/, '');
  const file = join(dir, `${page}-${preset}-${Date.now()}`);
  writeFileSync(`${file}.json`, JSON.stringify(lhr));
  if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0) writeFileSync(`${file}.trace.json`, JSON.stringify(artifacts.Trace));
}

/**
 * Lighthouse's trace recording now and then fails on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is taken again, up to twice, rather than losing the whole benchmark to it.
 */
async function withRetries<T>(body: () => Promise<T>, what: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await body();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`   ${what}: ${error instanceof Error ? error.message : String(error)}; again (${attempt + 1} of ${attempts})`);
      await sleep(2_000);
    }
  }
}

/** `runs` Lighthouse runs of one page and preset, one after another; the median of each figure. */
export async function lighthousePage(
  port: number,
  page: { name: string; url: string },
  preset: Preset,
  runs: number,
  options: { reportDir?: string; expectPath?: string; throttling?: Throttling } = {},
): Promise<LighthouseRow> {
  const throttling = options.throttling ?? 'simulated';
  const list: LighthouseRun[] = [];
  const load1m = machineLoad().loadavg[0]!;
  for (let i = 0; i < runs; i++) {
    list.push(await checkedRun(port, page, preset, throttling, options.expectPath));
  }
  if (options.reportDir) keepRuns(options.reportDir, page, preset, throttling, list);
  return summarise(page, preset, throttling, load1m, list);
}

/** A page for `lighthouseAlternating`: `before` runs ahead of each of its runs (setting the token, say). */
export interface AlternatingPage {
  name: string;
  url: string;
  expectPath?: string;
  before?: () => Promise<void>;
}

/**
 * `runs` rounds, each one run of every page in turn, rather than all of one page's runs then the
 * next page's: a spell of load on the shared machine then falls on every page alike, so pages are
 * compared under the same conditions (the floor part reads them as ratios). Medians per page.
 */
export async function lighthouseAlternating(
  port: number,
  pages: AlternatingPage[],
  preset: Preset,
  runs: number,
  options: { reportDir?: string; throttling?: Throttling; log?: (line: string) => void } = {},
): Promise<LighthouseRow[]> {
  const throttling = options.throttling ?? 'simulated';
  const lists = pages.map(() => [] as LighthouseRun[]);
  const loads = pages.map(() => NaN);
  for (let round = 0; round < runs; round++) {
    for (const [i, page] of pages.entries()) {
      if (round === 0) loads[i] = machineLoad().loadavg[0]!;
      await page.before?.();
      const run = await checkedRun(port, page, preset, throttling, page.expectPath);
      lists[i]!.push(run);
      options.log?.(
        `   round ${round + 1}/${runs} ${page.name.padEnd(9)} score ${run.score}  LCP ${Math.round(run.lcp)} ms  TBT ${Math.round(run.tbt)} ms  CLS ${Math.round(run.cls * 1000) / 1000}`,
      );
    }
  }
  return pages.map((page, i) => {
    if (options.reportDir) keepRuns(options.reportDir, page, preset, throttling, lists[i]!);
    return summarise(page, preset, throttling, loads[i]!, lists[i]!);
  });
}

async function checkedRun(
  port: number,
  page: { name: string; url: string },
  preset: Preset,
  throttling: Throttling,
  expectPath: string | undefined,
): Promise<LighthouseRun> {
  const run = await withRetries(() => runLighthouse(port, page.url, preset, throttling), `${page.name} ${preset}`);
  // The page's address may carry a query (the reset link's); where it ended is judged by its path.
  if (expectPath && new URL(run.finalUrl).pathname !== new URL(expectPath, run.finalUrl).pathname) {
    throw new Error(`${page.name}: Lighthouse ended on ${run.finalUrl}, not ${expectPath} (not signed in?)`);
  }
  return run;
}

function keepRuns(dir: string, page: { name: string; url: string }, preset: Preset, throttling: Throttling, list: LighthouseRun[]) {
  mkdirSync(dir, { recursive: true });
  const suffix = (throttling === 'applied' ? '-applied' : '') + (protocolOf(page.url) === 'h1' ? '-h1' : '');
  writeFileSync(join(dir, `${page.name}-${preset}${suffix}.json`), JSON.stringify(list, null, 2));
}

function summarise(
  page: { name: string; url: string },
  preset: Preset,
  throttling: Throttling,
  load1m: number,
  list: LighthouseRun[],
): LighthouseRow {
  const med = (pick: (r: LighthouseRun) => number) => median(list.map(pick));
  return {
    page: page.name,
    preset,
    throttling,
    protocol: protocolOf(page.url),
    url: page.url,
    score: med((r) => r.score),
    fcp: Math.round(med((r) => r.fcp)),
    lcp: Math.round(med((r) => r.lcp)),
    tbt: Math.round(med((r) => r.tbt)),
    cls: Math.round(med((r) => r.cls) * 1000) / 1000,
    si: Math.round(med((r) => r.si)),
    scriptBytes: Math.round(med((r) => r.scriptBytes)),
    requests: Math.round(med((r) => r.requests)),
    benchmarkIndex: Math.round(med((r) => r.benchmarkIndex)),
    lcpElement: list.map((r) => r.lcpElement).sort()[Math.floor(list.length / 2)] ?? '',
    load1m,
    runs: list,
  };
}

export function cleanupDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
