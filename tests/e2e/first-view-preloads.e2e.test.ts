// The server lists the route chunks of the address it answers in index.html
// (server/lib/first-view-preloads.ts), so a phone downloads them with the entry instead of after
// it (docs/performance.md). In the built app: each listed file is one the page then uses, each is fetched
// once (a preload the module loader did not take would be fetched twice), and the page's own
// route chunk is among them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { ALEX } from './catalogue-support';
import { signInByApi } from './shell-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function loadCounting(page: Page, path: string) {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  const response = await page.goto(path);
  const listed = [...(await response!.text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  await page.waitForLoadState('networkidle');
  return { listed, fetched };
}

describe('route chunks listed in index.html', () => {
  it.each([
    ['/shop', /\/assets\/product-list-page-/],
    ['/', /\/assets\/_app-/],
    ['/shop/products/aurora-wireless-headphones', /\/assets\/_productSlug-/],
  ])('%s (signed in): each listed chunk is used, and fetched once', async (path, pageChunk) => {
    const page = await newPage(browser);
    try {
      await page.goto('/login');
      await signInByApi(page, ALEX);
      // Off the sign-in page before counting: its language menu's chunks load after the takeover,
      // and a load still under way would be counted with the next page's.
      await page.goto('about:blank');
      const { listed, fetched } = await loadCounting(page, path);
      const added = listed.filter((href) => !/\/assets\/(index|common|rolldown-runtime)-/.test(href));
      expect(added.length).toBeGreaterThan(10);
      expect(added.some((href) => pageChunk.test(href))).toBe(true);
      expect(listed.filter((href) => !fetched.has(href))).toEqual([]);
      expect([...fetched].filter(([, times]) => times > 1)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('/login (signed out) lists the sign-in chunks and none of the signed-in frame', async () => {
    const page = await newPage(browser);
    try {
      const { listed, fetched } = await loadCounting(page, '/login');
      expect(listed.some((href) => /\/assets\/login-/.test(href))).toBe(true);
      // The frame's own chunks by their exact names (name, 8-character hash): a shared chunk the
      // bundler names after a small module of the layout folder (layout-slots-…) is not the frame.
      expect(listed.filter((href) => /\/assets\/(layout|signed-in)-[\w-]{8}\.js$/.test(href))).toEqual([]);
      expect(listed.filter((href) => !fetched.has(href))).toEqual([]);
      expect([...fetched].filter(([, times]) => times > 1)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
