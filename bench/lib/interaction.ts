/**
 * Interaction: in Chromium, on the product list at 96 products per page, the time from a gesture
 * (tick a brand, untick it, change the order, go to the next page, add to cart) to the updated
 * screen, and INP from web-vitals over the whole session.
 *
 * Each gesture is timed in the page itself:
 * - start: the gesture's own event (`event.timeStamp` of the first pointerdown/click/change/input
 *   after arming), so Playwright's overhead is not counted;
 * - answer: the end of the last /api/ response that started after the gesture (none when the
 *   answer came from the app's query cache);
 * - screen: the first DOM change after which the list's signature differs from before (legend, the
 *   first and last card, the cart's label) with nothing busy, then the end of the next frame
 *   (requestAnimationFrame, then a task: the frame with the change has been painted).
 * So "click → screen" is what the participant waits, and "answer → screen" is the app's own
 * work after the response arrives (React, layout and paint of 96 cards), the budget's 100 ms.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { machineLoad, median } from './machine.ts';

const require = createRequire(import.meta.url);

export interface GestureTiming {
  clickToScreen: number;
  responseToScreen: number;
  /** Time of the API response after the gesture (0: no request, the response was cached). */
  apiMs: number;
  /** Longest Event Timing duration of the gesture's own interaction (what INP looks at). */
  eventMs: number;
}
export interface GestureRow {
  gesture: string;
  runs: number;
  clickToScreen: number;
  responseToScreen: number;
  apiMs: number;
  eventMs: number;
  samples: GestureTiming[];
}
export interface InpAttribution {
  /** The event type (pointer or keyboard) and a selector of the element the participant used. */
  type: string;
  target: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}
export interface InteractionResult {
  url: string;
  productsPerPage: number;
  viewport: { width: number; height: number };
  gestures: GestureRow[];
  /** web-vitals INP over the session (ms), and its rating. */
  inp: number;
  inpRating: string;
  /** Which interaction INP is, and where its time went (web-vitals' attribution build). */
  inpAttribution: InpAttribution | null;
  /** 1-minute load average when the session started. */
  load1m: number;
}

/** Installed before the app's scripts: web-vitals INP and the gesture probe. */
function probeScript(): string {
  // The package exports no path to its IIFE build (the one that defines `window.webVitals` when
  // injected as a script); it sits beside the CommonJS build that `require` resolves to. The
  // attribution build says which interaction INP is: without it a slow figure has no cause.
  const webVitals = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'), 'utf8');
  const probe = () => {
    type Probe = {
      armed: boolean;
      start: number;
      signature: string;
      done: Promise<{ start: number; screen: number; responseEnd: number; apiMs: number; eventMs: number }> | null;
    };
    const w = window as unknown as {
      __probe: Probe;
      __inp?: { value: number; rating: string; attribution: InpAttribution };
      webVitals: {
        onINP: (
          cb: (m: {
            value: number;
            rating: string;
            attribution: {
              interactionType: string;
              interactionTarget: string;
              inputDelay: number;
              processingDuration: number;
              presentationDelay: number;
            };
          }) => void,
          o: object,
        ) => void;
      };
    };
    const state: Probe = { armed: false, start: 0, signature: '', done: null };
    w.__probe = state;
    w.webVitals.onINP(
      ({ value, rating, attribution: a }) =>
        (w.__inp = {
          value,
          rating,
          attribution: {
            type: a.interactionType,
            target: a.interactionTarget,
            inputDelay: a.inputDelay,
            processingDuration: a.processingDuration,
            presentationDelay: a.presentationDelay,
          },
        }),
      { reportAllChanges: true },
    );
    const events: PerformanceEventTiming[] = [];
    new PerformanceObserver((list) => events.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit);
    for (const type of ['pointerdown', 'mousedown', 'click', 'change', 'input', 'keydown']) {
      document.addEventListener(
        type,
        (event) => {
          if (state.armed && state.start === 0) state.start = event.timeStamp;
        },
        { capture: true },
      );
    }
    const signature = () => {
      const legend = [...document.querySelectorAll('[role="status"]')].find((e) =>
        /^Showing [\d,]+-[\d,]+ of [\d,]+ products?$/.test(e.textContent ?? ''),
      );
      const cards = document.querySelectorAll('article[aria-label]');
      const cart = [...document.querySelectorAll('[aria-label^="Shopping cart, "]')].map((e) => e.getAttribute('aria-label')).join('|');
      return [
        legend?.textContent,
        cards[0]?.getAttribute('aria-label'),
        cards[cards.length - 1]?.getAttribute('aria-label'),
        cards.length,
        cart,
      ].join(' / ');
    };
    const busy = () => document.querySelector('[aria-busy="true"]') !== null;
    (window as unknown as { __arm: () => void }).__arm = () => {
      state.armed = true;
      state.start = 0;
      state.signature = signature();
      const since = performance.now();
      state.done = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (state.start === 0 || busy() || signature() === state.signature) return;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => {
              const screen = performance.now();
              const answers = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
                (r) => r.name.includes('/api/') && r.startTime >= since - 1 && r.responseEnd <= screen,
              );
              const last = answers.sort((a, b) => a.responseEnd - b.responseEnd).at(-1);
              const own = events.filter((e) => e.startTime >= state.start - 1 && e.startTime <= screen);
              state.armed = false;
              resolve({
                start: state.start,
                screen,
                responseEnd: last ? last.responseEnd : state.start,
                apiMs: last ? last.responseEnd - Math.max(last.startTime, state.start) : 0,
                eventMs: Math.max(0, ...own.map((e) => e.duration)),
              });
            }, 0),
          );
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
    };
  };
  // tsx (esbuild with keepNames) wraps named functions in `__name(...)` calls: the page has no such
  // helper, and without this shim the probe throws before it installs __arm.
  // The IIFE build declares `var webVitals`, which stays local if the init script is wrapped: hand
  // it to window explicitly.
  return `${webVitals}\n;window.webVitals = webVitals;\nvar __name = (fn) => fn;\n(${probe.toString()})();`;
}

/**
 * The orders the sort gesture steps through, from the list's default (brand_asc, the last here).
 * Every step must show another list, or the probe waits for a change that never comes and the
 * Escape that ends the wait lands in INP as a ~400 ms interaction that painted nothing. The seed's
 * names no longer begin with their brand, so every order shows a list of its own; the cycle still
 * keeps a name order and the brand order of the same direction apart, in case a catalogue's
 * names do (tests/server/bench-sort-cycle.test.ts).
 */
export const SORT_CYCLE = ['price_asc', 'name_desc', 'price_desc', 'name_asc', 'brand_desc', 'brand_asc'] as const;

/** How long a gesture may take to change the screen before it counts as having changed nothing. */
const GESTURE_TIMEOUT_MS = 15_000;
const NO_CHANGE: GestureTiming = { clickToScreen: NaN, responseToScreen: NaN, apiMs: NaN, eventMs: NaN };

/**
 * Times one gesture. One that changes nothing the probe watches (an Add button that opens the
 * options dialog instead of adding, say) would wait for ever: after GESTURE_TIMEOUT_MS it is a
 * missing sample (NaN, left out of the medians), any dialog it opened is closed, and the run goes on.
 */
async function timeGesture(page: Page, gesture: () => Promise<void>, log?: (line: string) => void): Promise<GestureTiming> {
  await page.evaluate(() => (window as unknown as { __arm: () => void }).__arm());
  await gesture();
  const r = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        (
          window as unknown as {
            __probe: { done: Promise<{ start: number; screen: number; responseEnd: number; apiMs: number; eventMs: number }> };
          }
        ).__probe.done,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
      ]),
    GESTURE_TIMEOUT_MS,
  );
  if (r === null) {
    log?.(`   a gesture changed nothing on screen within ${GESTURE_TIMEOUT_MS / 1000} s: sample left out`);
    await page.keyboard.press('Escape');
    return NO_CHANGE;
  }
  return {
    clickToScreen: round(r.screen - r.start),
    responseToScreen: round(r.screen - Math.max(r.responseEnd, r.start)),
    apiMs: round(r.apiMs),
    eventMs: round(r.eventMs),
  };
}

/** Waits until the list shows `legend` (a pattern) and nothing is busy. */
async function settled(page: Page, legend: RegExp) {
  await page
    .getByText(legend)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(async (error: unknown) => {
      // Name the step: which legend was awaited and which one the page shows.
      const shown = await page
        .getByText(/^Showing /)
        .first()
        .textContent()
        .catch(() => null);
      throw new Error(`waited 60 s for a legend matching ${legend}; the page shows ${JSON.stringify(shown)}`, { cause: error });
    });
  await page
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached', timeout: 60_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

export async function measureInteractions(
  browser: Browser,
  baseUrl: string,
  token: string,
  options: { repeats: number; log?: (line: string) => void },
): Promise<InteractionResult> {
  const viewport = { width: 1280, height: 800 };
  const load1m = machineLoad().loadavg[0]!;
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  await context.addInitScript({ content: probeScript() });
  const page = await context.newPage();
  try {
    await page.goto('/api/health');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    const url = '/shop?limit=96';
    await page.goto(url);
    await settled(page, /^Showing 1-96 of [\d,]+ products$/);

    const samples: Record<string, GestureTiming[]> = {
      'filter: tick a brand': [],
      'filter: untick it (cached)': [],
      'sort: change the order': [],
      'page: next page': [],
      'add to cart': [],
    };
    const brands = page.getByRole('region', { name: 'Brand' }).getByRole('checkbox');
    for (let i = 0; i < options.repeats; i++) {
      const brand = brands.nth(i % Math.max(1, await brands.count()));
      samples['filter: tick a brand']!.push(await timeGesture(page, () => brand.check(), options.log));
      await settled(page, /^Showing 1-\d+ of [\d,]+ products$/);
      samples['filter: untick it (cached)']!.push(await timeGesture(page, () => brand.uncheck(), options.log));
      await settled(page, /^Showing 1-96 of [\d,]+ products$/);
    }
    for (let i = 0; i < options.repeats; i++) {
      const order = SORT_CYCLE[i % SORT_CYCLE.length]!;
      samples['sort: change the order']!.push(
        await timeGesture(
          page,
          () =>
            page
              .getByRole('combobox', { name: 'Sort by' })
              .selectOption(order)
              .then(() => undefined),
          options.log,
        ),
      );
      await settled(page, /^Showing 1-96 of [\d,]+ products$/);
    }
    for (let i = 0; i < options.repeats; i++) {
      samples['page: next page']!.push(
        await timeGesture(
          page,
          () => page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }).click(),
          options.log,
        ),
      );
      // From the tenth page on the range is written with a thousands separator: 961-1,056.
      const first = (96 * (i + 1) + 1).toLocaleString('en-US');
      await settled(page, new RegExp(`^Showing ${first}-[\\d,]+ of [\\d,]+ products$`));
    }
    const add = page.getByRole('button', { name: /^Add .+ to cart$/ });
    for (let i = 0; i < options.repeats; i++) {
      samples['add to cart']!.push(await timeGesture(page, () => add.nth(i).click(), options.log));
      await page.waitForTimeout(500);
    }
    // INP is final once the page is hidden; web-vitals with reportAllChanges has it already.
    await page.waitForTimeout(500);
    const inp = await page.evaluate(
      () =>
        (window as unknown as { __inp?: { value: number; rating: string; attribution: InpAttribution } }).__inp ?? {
          value: NaN,
          rating: 'none',
          attribution: null,
        },
    );
    if (inp.attribution) {
      const a = inp.attribution;
      options.log?.(
        `  INP ${round(inp.value)} ms: ${a.type} on ${a.target}, input delay ${round(a.inputDelay)} ms, processing ${round(a.processingDuration)} ms, presentation ${round(a.presentationDelay)} ms`,
      );
    }
    const gestures = Object.entries(samples).map(([gesture, list]) => {
      const row: GestureRow = {
        gesture,
        runs: list.length,
        clickToScreen: round(median(list.map((s) => s.clickToScreen))),
        responseToScreen: round(median(list.map((s) => s.responseToScreen))),
        apiMs: round(median(list.map((s) => s.apiMs))),
        eventMs: round(median(list.map((s) => s.eventMs))),
        samples: list,
      };
      options.log?.(
        `  ${gesture.padEnd(28)} click→screen ${row.clickToScreen} ms, response→screen ${row.responseToScreen} ms, API ${row.apiMs} ms, event ${row.eventMs} ms (median of ${row.runs})`,
      );
      return row;
    });
    return {
      url,
      productsPerPage: 96,
      viewport,
      gestures,
      inp: round(inp.value),
      inpRating: inp.rating,
      inpAttribution: inp.attribution,
      load1m,
    };
  } finally {
    await context.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;
