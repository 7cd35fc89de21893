// The hostile program's HTML in one engine (E2E_ENGINE), rendered harmless by the app's sanitizer
// (DOMPurify, src/lib/sanitize.ts) with that engine's parser. First the same table of cases the
// unit tests hold it to in jsdom (src/lib/sanitize-cases.ts), through the app's module as it
// ships, in the app's page; then the Hostile Sandbox's pages as a participant sees them, with
// every payload inert. In WebKit also at a phone's width. docs/engines.md.
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANITIZE_CASES } from '../../src/lib/sanitize-cases.ts';
import { engineName, launchEngine, type EngineBrowser, type Tab } from '../support/engines/engine.ts';
import type { Person } from '../paths/path-model.ts';
import { journey, WAIT, type Journey, type Width } from './journey-support.ts';
import { signIn } from './journey-support.ts';

const engine = engineName();
const WIDTHS: Width[] = engine === 'webkit' ? ['desktop', 'phone'] : ['desktop'];
const ALEX: Person = { host: 'hostile.localhost', program: 'points', login: 'alex@summit.example', password: 'Summit#2026' };

let browser: EngineBrowser;
let tab: Tab;
let bundle: string;

beforeAll(async () => {
  const built = await build({
    stdin: {
      contents: "import { sanitizeHtml } from './src/lib/sanitize'; window.__sanitizer = { run: sanitizeHtml };",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  bundle = built.outputFiles[0]!.text;
  browser = await launchEngine(engine);
  tab = await browser.newSession({ host: ALEX.host, viewport: { width: 1280, height: 800 } });
  await tab.goto('/login');
  await tab.getByRole('form', { name: 'Sign In' }).waitFor(WAIT);
  await tab.runScript(bundle);
});
afterAll(async () => {
  await tab?.close();
  await browser?.close();
});

type PageSanitizer = { run: (html: string, options: { inline?: boolean }) => string };

describe(`the app's sanitizer in ${engine}: the shared table of cases`, () => {
  it.each(SANITIZE_CASES)('$name', async ({ html, inline, expected }) => {
    const out = await tab.evaluate(([h, i]) => (window as unknown as { __sanitizer: PageSanitizer }).__sanitizer.run(h, { inline: i }), [
      html,
      inline ?? false,
    ] as const);
    expect(out).toBe(expected);
  });
});

/** What the sanitizer must have removed, wherever it is on the page now, and whether a payload ran. */
async function inert(tab: Tab): Promise<Record<string, unknown>> {
  return tab.evaluate(() => {
    const handlers: string[] = [];
    for (const el of document.body.querySelectorAll('*'))
      for (const attr of el.getAttributeNames())
        if (attr.toLowerCase().startsWith('on')) handlers.push(`<${el.tagName.toLowerCase()} ${attr}>`);
    const scriptUrl = /^\s*(javascript|vbscript|data):/i;
    return {
      // Every payload of the seed assigns window.__xss.
      ran: (window as unknown as { __xss?: unknown }).__xss ?? null,
      bodyScripts: document.body.querySelectorAll('script').length,
      handlers,
      scriptLinks: [...document.querySelectorAll('a[href], area[href]')]
        .map((a) => a.getAttribute('href')!)
        .filter((h) => scriptUrl.test(h)),
      foreignFrames: [...document.querySelectorAll('iframe, frame, object, embed')]
        .map((f) => f.getAttribute('src') ?? f.getAttribute('data') ?? '(none)')
        .filter((src) => !/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(src)),
      bodyHidden: getComputedStyle(document.body).display === 'none',
    };
  });
}

const HARMLESS = { ran: null, bodyScripts: 0, handlers: [], scriptLinks: [], foreignFrames: [], bodyHidden: false };

/** Lets late payloads (an image's onerror) have their chance: the page's images have settled. */
async function settle(tab: Tab): Promise<void> {
  await tab.waitForFunction(() => [...document.images].every((img) => img.complete), undefined, WAIT);
}

const PAGES: { name: string; walk: (j: Journey) => Promise<void> }[] = [
  {
    name: 'home: the html section with every payload and the admin message',
    walk: async ({ tab }) => {
      await tab.goto('/');
      await tab.getByText('Safe text after the payloads.').first().waitFor(WAIT);
      await tab.getByText('Safe text before the payloads.').first().waitFor(WAIT);
    },
  },
  {
    name: 'the content page; its paragraph without the click handler',
    walk: async ({ tab }) => {
      await tab.goto('/hostile');
      await tab.getByText('This paragraph must stay visible.').first().waitFor(WAIT);
      await tab.getByText('Click me').first().click(WAIT);
    },
  },
  {
    name: 'the product page: name, sales copy, features',
    walk: async ({ tab }) => {
      await tab.goto('/shop/products/hostile-sample');
      await tab
        .getByRole('heading', { name: /Hostile Sample/ })
        .first()
        .waitFor(WAIT);
      expect(await tab.getByRole('tab', { name: /video/i }).count(), 'no Videos tab from a foreign iframe').toBe(0);
    },
  },
  {
    name: "the list's card and its quick view",
    walk: async ({ tab }) => {
      await tab.goto('/shop?filter_search=hostile');
      const card = tab.getByRole('article', { name: /Hostile Sample/ }).first();
      await card.waitFor(WAIT);
      await card.getByRole('button', { name: /^(Quick view of|Choose options of) Hostile Sample/ }).click(WAIT);
      await tab.getByRole('dialog').waitFor(WAIT);
    },
  },
];

for (const width of WIDTHS) {
  describe(`the Hostile Sandbox in ${engine} at ${width} width: every payload inert`, () => {
    for (const { name, walk } of PAGES) {
      it(name, async () => {
        const errors = await journey(
          browser,
          ALEX,
          width,
          async (j) => {
            await signIn(j);
            await walk(j);
            await settle(j.tab);
            expect(await inert(j.tab)).toEqual(HARMLESS);
          },
          { name },
        );
        expect(errors, `console errors in ${engine}: ${errors.join(' | ')}`).toEqual([]);
      });
    }
  });
}
