// `npm run test:engines`: the core journeys of a participant in one engine (E2E_ENGINE: firefox or
// webkit by default, chromium works too; tests/support/engines), through the UI against the demo
// server that tests/support/e2e-run.ts starts with a fresh database: sign-in for each program type,
// browse and filter, quick view with options, add to cart, checkout to success for each program
// type, the account's password change, the language switch. The same table of journeys at a
// phone's width (390 px) in WebKit, which is what an iPhone participant meets. Each journey fails
// on the console errors and uncaught exceptions it caused. The hostile program's HTML:
// hostile.engine.test.ts. docs/engines.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName, launchEngine, type EngineBrowser } from '../support/engines/engine.ts';
import { answerTerms, arriveAtCheckout, expectPath, fillValidShipping, PRODUCT } from '../paths/checkout-gestures.ts';
import type { Person } from '../paths/path-model.ts';
import { expectSignedIn } from '../paths/people.ts';
import { expectCartCount, journey, openPhoneMenu, pathRun, signIn, WAIT, type Journey, type Width } from './journey-support.ts';

const engine = engineName();
const WIDTHS: Width[] = engine === 'webkit' ? ['desktop', 'phone'] : ['desktop'];

let browser: EngineBrowser;
beforeAll(async () => {
  browser = await launchEngine(engine);
});
afterAll(async () => {
  await browser?.close();
});

// Each journey its own participant per width (an order uses a plateau account or a claim code up);
// every engine runs against its own fresh database, so the engines can share these.
const buyer = (n: number): Person => ({
  host: 'localhost',
  program: 'points',
  login: `buyer${String(n).padStart(3, '0')}@summit.example`,
  password: 'Summit#2026',
});
const tier = (login: string): Person => ({ host: 'tiered.localhost', program: 'plateau', login, password: 'Apex#2026' });
const code = (n: number): Person => ({ host: 'claim.localhost', program: 'claim', login: `THANKS-${String(n).padStart(4, '0')}` });

const PEOPLE: Record<Width, Record<string, Person>> = {
  desktop: {
    points: buyer(40),
    plateau: tier('SILVER-2001'),
    claim: code(1),
    browse: buyer(41),
    quickView: buyer(42),
    add: buyer(43),
    checkoutPoints: buyer(44),
    checkoutPlateau: tier('GOLD-1001'),
    checkoutClaim: code(2),
    password: buyer(45),
    language: buyer(46),
  },
  phone: {
    points: buyer(50),
    plateau: tier('SILVER-2002'),
    claim: code(3),
    browse: buyer(51),
    quickView: buyer(52),
    add: buyer(53),
    checkoutPoints: buyer(54),
    checkoutPlateau: tier('GOLD-1002'),
    checkoutClaim: code(4),
    password: buyer(55),
    language: buyer(56),
  },
};

const toast = (j: Journey, name: string) => j.tab.getByText(`Product "${name}" added to cart!`).waitFor(WAIT);

async function checkoutToSuccess(j: Journey): Promise<void> {
  const run = pathRun(j);
  await arriveAtCheckout(run);
  await fillValidShipping(run);
  await answerTerms(run, true);
  await j.tab.getByRole('button', { name: 'Place Order', exact: true }).click(WAIT);
  await expectPath(j.tab, (p) => p === '/shop/checkout/summary', 'the order summary');
  await j.tab.getByRole('heading', { name: 'Order Summary' }).first().waitFor(WAIT);
  await j.tab.getByRole('button', { name: 'Confirm', exact: true }).click(WAIT);
  await expectPath(j.tab, (p) => p.startsWith('/shop/checkout/success/'), 'the success page');
  await j.tab.getByTestId('order-number').waitFor(WAIT);
  await j.tab.getByRole('region', { name: 'Shipping address' }).getByText('Summit Buyer').waitFor(WAIT);
  expect(await j.tab.getByTestId('order-total').count(), 'the total shows for points only').toBe(j.person.program === 'points' ? 1 : 0);
  await expectCartCount(j, 0);
}

/** The journeys, each a function of the participant's walk; the same table at every width. */
const JOURNEYS: { name: string; who: string; walk: (j: Journey) => Promise<void>; start?: string }[] = [
  { name: 'signs in on the points program (email and password)', who: 'points', walk: (j) => signIn(j) },
  { name: 'signs in on the plateau program (user id and password)', who: 'plateau', walk: (j) => signIn(j) },
  {
    name: 'signs in on the claim program (a claim code)',
    who: 'claim',
    walk: async (j) => {
      await signIn(j);
      await expectSignedIn(pathRun(j));
    },
  },
  {
    name: 'browses the shop and filters it by brand',
    who: 'browse',
    walk: async (j) => {
      await signIn(j);
      await j.tab.goto('/shop');
      await j.tab.getByText('Showing 1-12 of 360 products').first().waitFor(WAIT);
      if (j.width === 'phone') {
        await j.tab.getByRole('button', { name: 'Filters', exact: true }).click(WAIT);
        await j.tab.getByRole('dialog', { name: 'Filters' }).waitFor(WAIT);
      }
      const brands = j.tab.getByRole('region', { name: 'Brand' });
      await brands.getByRole('button', { name: 'Show all brands' }).click(WAIT);
      await brands.getByRole('checkbox', { name: /^Aurora/ }).check(WAIT);
      await j.tab.waitForURL((url) => url.searchParams.has('filter_brand') || url.search.includes('Aurora'), WAIT);
      if (j.width === 'phone') {
        await j.tab.press('Escape');
        await j.tab.waitForFunction(() => !document.querySelector('[role="dialog"]'), undefined, WAIT);
      }
      // The legend of the narrowed list (not 360 products any more).
      await j.tab
        .getByText(/^Showing 1-\d+ of (?!360 )\d+ products$/)
        .first()
        .waitFor(WAIT);
      await j.tab.getByRole('article', { name: 'Aurora Wireless Headphones' }).waitFor(WAIT);
    },
  },
  {
    name: 'opens quick view, chooses a colour and adds it to the cart',
    who: 'quickView',
    walk: async (j) => {
      await signIn(j);
      await j.tab.goto('/shop?filter_search=aurora');
      const card = j.tab.getByRole('article', { name: 'Aurora Wireless Headphones' });
      await card.getByRole('button', { name: 'Choose options of Aurora Wireless Headphones' }).click(WAIT);
      const dialog = j.tab.getByRole('dialog', { name: 'Aurora Wireless Headphones' });
      await dialog.waitFor(WAIT);
      await dialog.getByRole('radio', { name: 'Blue' }).click(WAIT);
      await j.tab.waitForFunction(() => document.querySelector('input[type=radio][value="Blue"]:checked') !== null, undefined, WAIT);
      await dialog.getByRole('button', { name: 'Add To Cart', exact: true }).click(WAIT);
      await toast(j, 'Aurora Wireless Headphones');
      await expectCartCount(j, 1);
    },
  },
  {
    name: 'adds a product to the cart on its page and finds it in the cart',
    who: 'add',
    walk: async (j) => {
      await signIn(j);
      await j.tab.goto(`/shop/products/${PRODUCT.slug}`);
      await j.tab.getByRole('button', { name: 'Add To Cart', exact: true }).click(WAIT);
      await toast(j, PRODUCT.name);
      await expectCartCount(j, 1);
      await j.tab.goto('/shop/cart');
      await j.tab.getByRole('link', { name: PRODUCT.name }).first().waitFor(WAIT);
      await j.tab.getByRole('button', { name: 'Proceed to checkout' }).waitFor(WAIT);
    },
  },
  { name: 'checks out to the success page (points)', who: 'checkoutPoints', walk: checkoutToSuccess },
  { name: 'checks out to the success page (plateau)', who: 'checkoutPlateau', walk: checkoutToSuccess },
  { name: 'checks out to the success page (claim)', who: 'checkoutClaim', walk: checkoutToSuccess },
  {
    name: 'changes the account password and signs in with the new one',
    who: 'password',
    walk: async (j) => {
      await signIn(j);
      await j.tab.goto('/account/myprofile');
      await j.tab.getByRole('link', { name: 'Change Password' }).first().click(WAIT);
      const form = j.tab.getByRole('form', { name: 'Change Password' });
      const next = 'Engines#2027';
      await form.getByRole('textbox', { name: 'Current password', exact: true }).fill(j.person.password!);
      await form.getByRole('textbox', { name: 'New password', exact: true }).fill(next);
      await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(next);
      await form.getByRole('button', { name: 'Change' }).click(WAIT);
      const done = j.tab.getByRole('dialog', { name: 'Congratulations!' });
      await done.waitFor(WAIT);
      await done.getByRole('button', { name: 'Go to homepage' }).click(WAIT);
      await expectPath(j.tab, (p) => p === '/', 'home');
      // The new password is the one that works now.
      const changed = await j.tab.evaluate(
        async ([login, password]) =>
          (
            await fetch('/token', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ email: login, password }),
            })
          ).status,
        [j.person.login, next] as const,
      );
      expect(changed, 'sign-in with the new password').toBe(200);
    },
  },
  {
    name: 'switches the language to French and back',
    who: 'language',
    walk: async (j) => {
      await signIn(j);
      const choose = async (current: RegExp, language: string) => {
        await openPhoneMenu(j);
        await j.tab.getByRole('button', { name: current }).click(WAIT);
        const menu = j.tab.getByRole('menu');
        await menu.waitFor(WAIT);
        await menu.getByRole('menuitem', { name: language }).click(WAIT);
      };
      await choose(/^Language /, 'Français');
      await j.tab.waitForFunction(() => document.documentElement.lang.startsWith('fr'), undefined, WAIT);
      await j.tab.getByRole(j.width === 'phone' ? 'link' : 'button', { name: /^Panier/ }).waitFor(WAIT);
      if (j.width === 'phone') await j.tab.press('Escape');
      await j.tab.waitForFunction(() => !document.querySelector('[role="dialog"]'), undefined, WAIT);
      await choose(/^Langue /, 'English');
      await j.tab.waitForFunction(() => document.documentElement.lang.startsWith('en'), undefined, WAIT);
      await expectCartCount(j, 0);
    },
  },
];

for (const width of WIDTHS) {
  describe(`journeys in ${engine} at ${width} width`, () => {
    for (const { name, who, walk, start } of JOURNEYS) {
      it(name, async () => {
        const errors = await journey(browser, PEOPLE[width][who]!, width, walk, { start, name });
        expect(errors, `console errors in ${engine}: ${errors.join(' | ')}`).toEqual([]);
      });
    }
  });
}
