// The language switch in Chromium against the demo: choosing Français changes the interface texts
// (header, footer, pages, the sign-in form), the choice survives a reload, no English interface
// text is left on the French screens (only program and product data stay as the program wrote
// them), and only the program's languages are offered: Summit Rewards has all seven, Apex Tiers
// English and French, Thank You Gifts English alone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Namespace } from '../../src/i18n/messages';
import { catalogue } from '../../src/i18n/messages/all';
import { launchBrowser } from '../support/browser';
import { expectAddress, screenshotBothWidths, signIn, signInByApi, visit } from './shell-support';

const ALL_LANGUAGES = ['English', 'Français', 'Español', 'Deutsch', 'Italiano', 'Português', 'Nederlands'];
const fr = {
  logout: catalogue.shell.fr['topBar.logout'],
  myPoints: catalogue.shell.fr['topBar.myPoints'],
  nav: catalogue.shell.fr['nav.main'],
  accountBar: catalogue.shell.fr['header.accountBar'],
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The language menu's trigger: named "Language …" (or its translation) plus the language showing. */
const languageButton = (page: Page, scope = page.locator('body')) =>
  scope.getByRole('button', { name: new RegExp(`^(${catalogue.shell.en['language.label']}|${catalogue.shell.fr['language.label']}) `) });

async function chooseLanguage(page: Page, name: string, scope = page.locator('body')): Promise<string[]> {
  await languageButton(page, scope).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const offered = await menu.getByRole('menuitem').allInnerTexts();
  await menu.getByRole('menuitem', { name }).click();
  await menu.waitFor({ state: 'detached' });
  return offered.map((text) => text.trim());
}

const storedLocale = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('storefront-state') ?? '{}') as { locale?: string }).locale);

/** English interface texts that French words differently, as exact lines or patterns ({{x}} → anything). */
function englishOnlyTexts(namespaces: readonly Namespace[]): RegExp[] {
  const patterns: RegExp[] = [];
  for (const ns of namespaces) {
    const en = catalogue[ns].en as Readonly<Record<string, string>>;
    const french = catalogue[ns].fr as Readonly<Record<string, string>>;
    for (const [key, text] of Object.entries(en)) {
      if (french[key] === text) continue;
      const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{[^}]+\\\}\\\}/g, '.+');
      patterns.push(new RegExp(`^${escaped}$`));
    }
  }
  return patterns;
}

/** Every line of visible text and every text attribute (labels, titles, placeholders, alt texts). */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [...lines, ...attributes, document.title].map((text) => text.trim()).filter(Boolean);
  });
}

async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const english = englishOnlyTexts(['common', 'shell', 'pages', 'auth', 'validation']);
  const left = (await shownTexts(page)).filter((text) => english.some((pattern) => pattern.test(text)));
  expect(left, `English interface text on the French ${where}`).toEqual([]);
}

describe('language switch', () => {
  it('Summit Rewards offers all seven languages; Français changes the interface and survives a reload', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await signInByApi(page, { email: 'buyer003@summit.example', password: 'Summit#2026' });
      await page.goto('/');
      const topBar = page.getByRole('navigation', { name: catalogue.shell.en['header.accountBar'] });
      await topBar.getByRole('link', { name: 'Logout' }).waitFor();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Shop' }).waitFor();

      expect(await chooseLanguage(page, 'Français', topBar)).toEqual(ALL_LANGUAGES);

      const frenchBar = page.getByRole('navigation', { name: fr.accountBar });
      await frenchBar.getByRole('link', { name: fr.logout }).waitFor();
      expect(await frenchBar.getByRole('link', { name: new RegExp(fr.myPoints) }).innerText()).toContain(
        new Intl.NumberFormat('fr').format(100_000),
      );
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      // The program's French menu and the built-in footer texts.
      await page.getByRole('navigation', { name: fr.nav }).getByRole('button', { name: 'Boutique' }).waitFor();
      await page.getByRole('contentinfo').getByText(catalogue.shell.fr['footer.contacts']).waitFor();
      expect(await storedLocale(page)).toBe('fr');
      await screenshotBothWidths(page, 'language-fr-home');

      await page.reload();
      await page.getByRole('navigation', { name: fr.accountBar }).getByRole('link', { name: fr.logout }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');

      // Back to English: the choice is the participant's, both ways.
      expect(await chooseLanguage(page, 'English', page.getByRole('navigation', { name: fr.accountBar }))).toEqual(ALL_LANGUAGES);
      await topBar.getByRole('link', { name: 'Logout' }).waitFor();
      expect(await storedLocale(page)).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('leaves no English interface text on the French screens (program data aside)', async () => {
    const { page, errors } = await visit(browser, 'localhost', '/login');
    try {
      await page.evaluate(() => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, locale: 'fr' })));
      await page.reload();
      await page.getByRole('form', { name: catalogue.auth.fr['login.title'] }).waitFor();
      await expectNoEnglish(page, 'login page');
      await page.getByRole('button', { name: catalogue.auth.fr['login.forgotPassword'] }).click();
      await page.getByRole('dialog', { name: catalogue.auth.fr['forgot.title'] }).waitFor();
      await expectNoEnglish(page, 'forgot-password dialog');
      await page.goto('/login/reset-password?token=x&email=a%40b.co');
      await page.getByRole('textbox', { name: catalogue.auth.fr['reset.newPassword'] }).fill('abc');
      await expectNoEnglish(page, 'reset page');

      await signInByApi(page, { email: 'buyer003@summit.example', password: 'Summit#2026' });
      for (const path of ['/', '/about', '/termsconditions', '/shop/track-order', '/no-such-page']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
        await page.getByRole('contentinfo').waitFor();
        await expectNoEnglish(page, path);
      }
      await page.getByRole('button', { name: new RegExp(`^${catalogue.shell.fr['location.current'].replace('{{place}}', '')}`) }).click();
      await page.getByRole('dialog', { name: catalogue.shell.fr['location.title'] }).waitFor();
      await expectNoEnglish(page, 'location dialog');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Apex Tiers offers only English and Français, from the sign-in page on', async () => {
    const { page, errors } = await visit(browser, 'tiered.localhost', '/login');
    try {
      const form = page.getByRole('form', { name: 'Sign In' });
      await form.getByRole('textbox', { name: 'User ID' }).waitFor();
      expect(await chooseLanguage(page, 'Français')).toEqual(['English', 'Français']);

      const french = page.getByRole('form', { name: catalogue.auth.fr['login.title'] });
      await french.getByRole('textbox', { name: catalogue.auth.fr['login.userId'] }).waitFor();
      await french.getByRole('checkbox', { name: catalogue.auth.fr['login.rememberMe'] }).waitFor();
      await page.reload();
      await french.getByRole('textbox', { name: catalogue.auth.fr['login.userId'] }).waitFor();
      await screenshotBothWidths(page, 'language-fr-login-apex-tiers');

      await french.getByRole('textbox', { name: catalogue.auth.fr['login.userId'] }).fill('GOLD-1001');
      await french.getByRole('textbox', { name: catalogue.auth.fr['login.password'] }).fill('Apex#2026');
      await french.getByRole('button', { name: catalogue.auth.fr['login.submit'] }).click();
      await expectAddress(page, '/');
      const frenchBar = page.getByRole('navigation', { name: fr.accountBar });
      await frenchBar.getByRole('link', { name: fr.logout }).waitFor();
      // A tiered program shows no points.
      expect(await frenchBar.getByRole('link', { name: new RegExp(fr.myPoints) }).count()).toBe(0);
      expect(await chooseLanguage(page, 'English', frenchBar)).toEqual(['English', 'Français']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a press that goes down on the fallback and comes up after the menu arrived opens the menu', async () => {
    // The menu is a chunk of its own. Held here until the pointer is down on the button that
    // stands in for the real trigger: the swap comes between down and up, and the browser then
    // fires no click, so the press must count from the pointer going down.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, errors } = await visit(browser, 'tiered.localhost', '/login');
    try {
      // Routing turns the page's HTTP cache off: the reload asks for the chunk again.
      await page.route('**/assets/language-menu-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      const button = languageButton(page);
      await button.waitFor();
      expect(await button.getAttribute('id')).toBeNull(); // the fallback (Mantine gives the real one an id)
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      const menuChunk = page.waitForResponse((response) => /language-menu-.*\.js$/.test(response.url()));
      release();
      await menuChunk;
      await expect.poll(() => button.getAttribute('id')).not.toBeNull();
      await page.mouse.up();
      await page.getByRole('menu').waitFor();
      expect((await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['English', 'Français']);
      expect(errors).toEqual([]);
    } finally {
      release();
      await page.close();
    }
  });

  it('a stored language the program does not offer falls back to English (Apex Tiers, Deutsch)', async () => {
    const { page, errors } = await visit(browser, 'tiered.localhost', '/login');
    try {
      await page.evaluate(() => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, locale: 'ge' })));
      await page.reload();
      await page.getByRole('form', { name: 'Sign In' }).getByRole('textbox', { name: 'User ID' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Thank You Gifts has English alone: no language menu anywhere', async () => {
    const { page, errors } = await visit(browser, 'claim.localhost', '/login');
    try {
      await page.getByRole('form', { name: 'Sign In' }).getByRole('textbox', { name: 'Claim code' }).waitFor();
      expect(await languageButton(page).count()).toBe(0);
      await signIn(page, { login: 'THANKS-0004' });
      await expectAddress(page, '/');
      await page
        .getByRole('navigation', { name: catalogue.shell.en['header.accountBar'] })
        .getByRole('link', { name: 'My Account' })
        .waitFor();
      expect(await languageButton(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
