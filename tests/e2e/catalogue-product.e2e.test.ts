// The product page and the home page in Chromium against the demo, on the fixture products of [demo 22]:
// option selectors (radio under 5 values, dropdown from 5), the unavailable pair, localized names,
// tabs, Proposition 65, the gallery; the home page's sections; hostile HTML that must stay inert.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { ALEX, expectAddress, GOLD, screenshots, signedIn } from './catalogue-support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const crumbs = async (page: import('playwright-core').Page, label = 'Breadcrumb') =>
  (await page.getByRole('navigation', { name: label }).getByRole('listitem').allInnerTexts()).map((t) => t.replace('/', '').trim());

describe('product page', () => {
  it('trailblazer-running-shoe: colours as radio buttons, seven sizes as a dropdown, Red / 12 not available', async () => {
    const { page, errors } = await signedIn(browser, 'localhost', '/shop/products/trailblazer-running-shoe');
    try {
      await page.getByRole('heading', { level: 1, name: 'Trailblazer Running Shoe' }).waitFor();
      expect(await crumbs(page)).toEqual(['Home', 'Shop', 'Trailblazer Running Shoe']);
      await page.getByText('STRIDE', { exact: false }).first().waitFor();
      await page.getByText('8,000 points').waitFor();
      await page.getByText('In Stock').waitFor();
      await page.getByText('Choose the option to select the item').waitFor();
      expect(await page.getByRole('radiogroup', { name: 'Color' }).getByRole('radio').count()).toBe(2);
      expect(await page.getByRole('combobox', { name: 'Size' }).locator('option').allInnerTexts()).toEqual([
        'Choose…',
        '6',
        '7',
        '8',
        '9',
        '10',
        '11',
        '12',
      ]);
      await page.getByRole('radio', { name: 'Red' }).check({ force: true });
      await page.getByRole('combobox', { name: 'Size' }).selectOption('12');
      await page.getByRole('alert').getByText('Current Option Selection is not Available').waitFor();
      await screenshots(page, 'product-unavailable');
      await page.getByRole('combobox', { name: 'Size' }).selectOption('11');
      await page.getByRole('alert').waitFor({ state: 'detached' });
      // Sales copy sits in the description tab for a product with options.
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Description', 'Details']);
      // The program's asset-embed script (DEMO: served by the shop itself) is loaded, and runs.
      await page.waitForFunction(() => (window as { assetEmbed?: { loaded?: boolean } }).assetEmbed?.loaded === true);
      expect(await page.locator('script#asset-embed-script').getAttribute('src')).toMatch(/\/asset-embed\/embed\.js$/);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('everyday-water-bottle: sales copy beside the picture, Details with its dimensions, the Proposition 65 warning', async () => {
    const { page, errors } = await signedIn(browser, 'localhost', '/shop/products/everyday-water-bottle');
    try {
      await page.getByRole('heading', { level: 1, name: 'Everyday Water Bottle' }).waitFor();
      await page
        .getByText(/cold for 24 hours/)
        .first()
        .waitFor();
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Details']);
      const rows = page.getByRole('tabpanel').getByRole('row');
      expect(await rows.allInnerTexts()).toEqual(['Height\t10 in', 'Width\t3 in', 'Weight\t1 lb']);
      const warning = page.getByRole('note');
      await warning.getByText('WARNING', { exact: true }).waitFor();
      await warning.getByText(/www\.P65Warnings\.ca\.gov/).waitFor();
      await screenshots(page, 'product-prop65');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('echo-smart-speaker: one option needs no choice; its video plays in a sandboxed frame from an allowed host', async () => {
    const { page, errors } = await signedIn(browser, 'localhost', '/shop/products/echo-smart-speaker');
    try {
      await page.getByRole('heading', { level: 1, name: 'Echo Smart Speaker' }).waitFor();
      expect(await page.getByText('Choose the option to select the item').count()).toBe(0);
      await page.getByRole('tab', { name: 'Videos' }).click();
      const frame = page.locator('iframe');
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
      // The player cannot load here (no internet), which the console reports; nothing else may.
      expect(errors.filter((e) => !/youtube-nocookie|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('aurora-wireless-headphones: the name in Spanish (sp reads es) and German (ge reads de); the gallery’s thumbnails and zoom', async () => {
    const sp = await signedIn(browser, 'localhost', '/shop/products/aurora-wireless-headphones', ALEX, { locale: 'sp' });
    try {
      await sp.page.getByRole('heading', { level: 1, name: 'Auriculares inalámbricos Aurora' }).waitFor();
      expect(await crumbs(sp.page, 'Ruta de navegación')).toEqual(['Inicio', 'Tienda', 'Auriculares inalámbricos Aurora']);
      await sp.page.getByText('4500 puntos').or(sp.page.getByText('4.500 puntos')).first().waitFor();
      expect(sp.errors).toEqual([]);
    } finally {
      await sp.page.close();
    }
    const { page, errors } = await signedIn(browser, 'localhost', '/shop/products/aurora-wireless-headphones', ALEX, { locale: 'ge' });
    try {
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      expect(title).not.toBe('Aurora Wireless Headphones');
      await page.getByText('Wählen Sie die Option, um den Artikel auszuwählen').waitFor();
      const gallery = page.getByRole('group', { name: 'Produktbilder' });
      const main = gallery.locator('img').first();
      const first = await main.getAttribute('src');
      await gallery.getByRole('button', { name: 'Bild 2 anzeigen' }).click();
      expect(await main.getAttribute('src')).not.toBe(first);
      await gallery.getByRole('button', { name: 'Vergrößern' }).click();
      expect(await gallery.getByRole('button', { name: 'Verkleinern' }).getAttribute('aria-pressed')).toBe('true');
      expect(await main.evaluate((img) => getComputedStyle(img).transform)).not.toBe('none');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an unknown product is the 404 page', async () => {
    const { page, errors } = await signedIn(browser, 'localhost', '/shop/products/no-such-product', ALEX, { allowStatus: [404] });
    try {
      await page.getByRole('heading', { level: 1, name: 'Oops! Error 404' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Back returns to the list it came from, as it was', async () => {
    const { page, errors } = await signedIn(browser, 'localhost', '/shop?filter_search=bottle&sort=name_asc');
    try {
      await page.getByRole('article', { name: 'Everyday Water Bottle' }).getByRole('link', { name: 'Everyday Water Bottle' }).click();
      await expectAddress(page, '/shop/products/everyday-water-bottle');
      await page.getByRole('button', { name: 'Back' }).click();
      await expectAddress(page, '/shop?filter_search=bottle&sort=name_asc');
      await page.getByRole('article', { name: 'Everyday Water Bottle' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('home page', () => {
  it('Summit Rewards: the slider (an external action in a new tab), the html section, the products carousel with category tabs', async () => {
    const { page, errors } = await signedIn(browser, 'localhost', '/');
    try {
      const slider = page.getByRole('region', { name: 'Highlights' });
      await slider.waitFor();
      expect(await slider.locator('[aria-roledescription="slide"]').count()).toBe(3);
      const external = slider.locator('a[target="_blank"]');
      expect(await external.count()).toBe(1);
      expect(await external.getAttribute('href')).toMatch(/^https:\/\/learning\.example\//);
      expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
      const carousel = page.getByRole('region', { name: 'Featured rewards' });
      await carousel.getByRole('article').first().waitFor();
      const tabs = await carousel.getByRole('tab').allInnerTexts();
      expect(tabs.length).toBeGreaterThanOrEqual(1);
      expect(tabs[0]).toBe('Electronics');
      await carousel.getByRole('tab', { name: tabs[1] ?? tabs[0]! }).click();
      await carousel.getByRole('tabpanel').getByRole('article').first().waitFor();
      await screenshots(page, 'home');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Apex Tiers: a Gold member gets the level’s own home page', async () => {
    const { page, errors } = await signedIn(browser, 'tiered.localhost', '/', GOLD);
    try {
      await page.getByRole('heading', { name: 'Welcome, Gold member' }).first().waitFor();
      await page.getByRole('region', { name: 'Highlights' }).getByText('The Gold collection').first().waitFor();
      await screenshots(page, 'home-gold');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('hostile HTML (Hostile Sandbox)', () => {
  it('the home page and hostile-sample show harmless text and never run a payload', async () => {
    const { page, errors } = await signedIn(browser, 'hostile.localhost', '/', ALEX, { allowStatus: [404] });
    try {
      await page.waitForLoadState('networkidle');
      await page.goto('/shop/products/hostile-sample');
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const tab of await page.getByRole('tab').all()) await tab.click();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      // The foreign iframe of its video resource is refused: no Videos tab, no frame.
      expect(await page.locator('iframe').count()).toBe(0);
      await page.goto('/shop?filter_search=hostile');
      await page.getByRole('article').first().waitFor();
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
