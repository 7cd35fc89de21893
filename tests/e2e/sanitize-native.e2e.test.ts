// The browser's own sanitizer (HTML Sanitizer API) with the shared allow-lists, in Chromium, on
// the same table of cases DOMPurify passes in jsdom (src/lib/sanitize.test.ts). The module is
// bundled as it ships and run in a blank page: no server is needed.
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANITIZE_CASES } from '../../src/lib/sanitize-cases';
import { launchBrowser } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: "import { nativeSanitizer } from './src/lib/sanitize-native'; window.__sanitize = nativeSanitizer();",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>sanitizer</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
});
afterAll(async () => {
  await browser?.close();
});

describe("the browser's own sanitizer", () => {
  it('is there in this Chromium (else the app would fetch DOMPurify, and these cases test nothing)', async () => {
    expect(await page.evaluate(() => typeof (window as unknown as { __sanitize: unknown }).__sanitize)).toBe('function');
  });

  it.each(SANITIZE_CASES)('$name', async ({ html, inline, expected }) => {
    const out = await page.evaluate(
      ([h, i]) => (window as unknown as { __sanitize: (html: string, o: { inline?: boolean }) => string }).__sanitize(h, { inline: i }),
      [html, inline] as const,
    );
    expect(out).toBe(expected);
  });

  it('runs nothing while it parses', async () => {
    const ran = await page.evaluate(() => {
      const w = window as unknown as { __sanitize: (html: string, o: object) => string; __ran?: number };
      w.__sanitize('<img src="/none.png" onerror="window.__ran=1"><script>window.__ran=2</script>', {});
      return new Promise((resolve) => setTimeout(() => resolve(w.__ran ?? 0), 300));
    });
    expect(ran).toBe(0);
  });
});
