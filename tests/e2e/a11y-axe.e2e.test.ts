// axe-core in Chromium on every page of product/routes.md's route list (docs/accessibility.md): signed out and signed in,
// for each program type, at desktop 1280x800 and phone 390x844: no serious or critical violation of
// WCAG 2.2 A/AA (colour contrast included). One browser, one page per participant, pages in sequence.
// People: alex@summit.example (read-only browsing), buyer098@summit.example (places one order),
// GOLD-1010 (read-only: cart, checkout and summary, never Confirm), THANKS-0093 (places its order last).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { auditBothWidths, describeFindings, settle, type Finding } from './a11y-support';
import { api, fillShipping, line, shopper, type Line } from './cart-support';
import { expectAddress, signInByApi, visit } from './shell-support';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Category {
  slug: string;
}

/** Opens each path in turn on the same page and audits it at both widths. */
async function auditPaths(page: Page, label: string, paths: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    findings.push(...(await auditBothWidths(page, `${label} ${path}`)));
  }
  return findings;
}

/** The signed-in app's pages that every program type has, plus the ones its type adds. */
async function signedInPaths(page: Page, type: 'points' | 'plateau' | 'claim'): Promise<string[]> {
  const categories = await api<Category[]>(page, 'GET', '/api/categories');
  expect(categories.status).toBe(200);
  const top = categories.body[0]!;
  const self = await api<{ addresses: { id: string }[] }>(page, 'GET', '/api/self');
  const orders = await api<{ id: string }[]>(page, 'GET', '/api/orders');
  return [
    '/',
    '/shop',
    `/shop/catalog/${top.slug}`,
    '/shop/catalog?filter_search=zzzz-nothing', // the empty state
    '/shop/products/aurora-wireless-headphones',
    '/shop/products/trailblazer-running-shoe',
    '/shop/products/everyday-water-bottle',
    '/shop/cart',
    '/shop/track-order',
    '/termsconditions',
    '/site/termsandconditions',
    '/about',
    '/site/not-found',
    ...(type === 'claim' ? [] : ['/account/myprofile', '/account/profile']),
    ...(type === 'points' ? ['/account/password', '/account/transactions'] : []),
    ...(type === 'plateau' ? ['/account/password'] : []),
    '/account/orders',
    ...(orders.body[0] ? [`/account/orders/${orders.body[0].id}`] : []),
    '/account/addresses',
    ...(self.body.addresses[0] ? [`/account/addresses/${self.body.addresses[0].id}`] : []),
    '/account/newaddress',
    '/account/timeout',
  ];
}

/** Cart with items, checkout, summary (through the form), and success when `confirm`. */
async function auditPurchase(page: Page, label: string, options: { terms: 'checkbox' | 'dropdown'; email?: string; confirm: boolean }) {
  const findings: Finding[] = [];
  await page.getByRole('table').waitFor();
  await settle(page);
  findings.push(...(await auditBothWidths(page, `${label} /shop/cart`)));
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expectAddress(page, '/shop/checkout');
  await settle(page);
  findings.push(...(await auditBothWidths(page, `${label} /shop/checkout (empty form)`)));
  await fillShipping(page);
  if (options.email) await fillShipping(page, { 'Email for your order': options.email });
  if (options.terms === 'checkbox') await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  else await page.getByRole('combobox', { name: /Do you agree to the Terms and Conditions/ }).selectOption('yes');
  findings.push(...(await auditBothWidths(page, `${label} /shop/checkout (filled)`)));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectAddress(page, '/shop/checkout/summary');
  await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
  await settle(page);
  findings.push(...(await auditBothWidths(page, `${label} /shop/checkout/summary`)));
  if (options.confirm) {
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/shop/checkout/success/'), { timeout: 15_000 });
    await page.getByTestId('order-number').waitFor();
    await settle(page);
    findings.push(...(await auditBothWidths(page, `${label} /shop/checkout/success/{id}`)));
  }
  return findings;
}

const PROGRAMS = [
  { type: 'points', host: 'localhost' },
  { type: 'plateau', host: 'tiered.localhost' },
  { type: 'claim', host: 'claim.localhost' },
] as const;

describe('signed out', () => {
  for (const { type, host } of PROGRAMS) {
    it(`${type} (${host}): login, its forgot-password dialog, reset password and the 404 page`, async () => {
      const { page } = await visit(browser, host, '/login', { allowStatus: [404] });
      try {
        const findings: Finding[] = [];
        await page.getByRole('form', { name: 'Sign In' }).waitFor();
        findings.push(...(await auditPaths(page, `${type} signed-out`, ['/login'])));
        const forgot = page.getByRole('button', { name: 'Forgot Password' });
        if (type === 'points' && (await forgot.count())) {
          await forgot.click();
          await page.getByRole('dialog').waitFor();
          await settle(page);
          findings.push(...(await auditBothWidths(page, `${type} signed-out /login (forgot-password dialog)`)));
        }
        findings.push(
          ...(await auditPaths(page, `${type} signed-out`, [
            '/login/reset-password?token=abc&email=someone%40summit.example',
            '/login/not-found',
            '/shop/no-such-page',
          ])),
        );
        expect(findings, describeFindings(findings)).toEqual([]);

        // Reset password: each input names its live hints (Mantine's PasswordInput used to drop the
        // aria-describedby the page passed) and is marked invalid while a rule fails.
        await page.goto('/login/reset-password?token=abc&email=someone%40summit.example');
        const fresh = page.getByLabel('New Password');
        await fresh.fill('abc');
        const described = async (input: typeof fresh) =>
          input.evaluate((el) =>
            (el.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' '),
          );
        await expect.poll(() => described(fresh)).toContain('Your password must contain at least one capital letter.');
        expect(await fresh.getAttribute('aria-invalid')).toBe('true');
        const confirmation = page.getByLabel('Confirm Password');
        await confirmation.fill('abd');
        await expect.poll(() => described(confirmation)).toContain('Paswords does not match');
      } finally {
        await page.close();
      }
    });
  }

  it('the closed and rebuilding programs, and the learning platform score card', async () => {
    const findings: Finding[] = [];
    const closed = await visit(browser, 'closed.localhost', '/login');
    findings.push(...(await auditPaths(closed.page, 'closed signed-out', ['/login'])));
    await closed.page.close();
    const score = await visit(browser, 'localhost', '/learn/score?emailID=learner1%40summit.example');
    findings.push(
      ...(await auditPaths(score.page, 'points signed-out', [
        '/learn/score?emailID=learner1%40summit.example',
        '/learn/score?emailID=learner9%40summit.example',
        '/learn/score?emailID=nobody%40summit.example',
      ])),
    );
    await score.page.close();
    const rebuilding = await visit(browser, 'rebuilding.localhost', '/login');
    await signInByApi(rebuilding.page, { email: 'alex@summit.example', password: 'Summit#2026' });
    findings.push(...(await auditPaths(rebuilding.page, 'rebuilding signed-in', ['/'])));
    await rebuilding.page.close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});

describe('signed in', () => {
  const BROWSERS = [
    { type: 'points', host: 'localhost', login: 'alex@summit.example', password: 'Summit#2026' },
    { type: 'plateau', host: 'tiered.localhost', login: 'GOLD-1010', password: 'Apex#2026' },
    { type: 'claim', host: 'claim.localhost', login: 'THANKS-0093', password: undefined },
  ] as const;

  // Each program's pages in two halves (shop, then account), so one test stays well under its timeout.
  for (const who of BROWSERS) {
    for (const half of ['shop and content', 'account'] as const) {
      it(`${who.type} (${who.host}): every ${half} page of the route list`, async () => {
        const { page } = await shopper(browser, { host: who.host, login: who.login, password: who.password, path: '/' });
        try {
          const paths = (await signedInPaths(page, who.type)).filter((path) => path.startsWith('/account') === (half === 'account'));
          expect(paths.length).toBeGreaterThanOrEqual(4); // claim has the fewest: orders, addresses, new address, timeout
          const findings = await auditPaths(page, `${who.type} signed-in`, paths);
          expect(findings, describeFindings(findings)).toEqual([]);
        } finally {
          await page.close();
        }
      }, 300_000);
    }
  }

  const PURCHASES: {
    type: string;
    host: string;
    login: string;
    password?: string;
    items: Line[];
    terms: 'checkbox' | 'dropdown';
    email?: string;
    confirm: boolean;
  }[] = [
    {
      type: 'points',
      host: 'localhost',
      login: 'buyer098@summit.example',
      password: 'Summit#2026',
      items: [line.aurora('blue'), line.bottle(2)],
      terms: 'checkbox',
      confirm: true,
    },
    {
      type: 'plateau',
      host: 'tiered.localhost',
      login: 'GOLD-1010',
      password: 'Apex#2026',
      items: [line.pen('script')],
      terms: 'checkbox',
      confirm: false,
    },
    {
      type: 'claim',
      host: 'claim.localhost',
      login: 'THANKS-0093',
      items: [line.aurora('white')],
      terms: 'dropdown',
      email: 'gift@thanks.example',
      confirm: true,
    },
  ];

  for (const p of PURCHASES) {
    it(`${p.type} (${p.host}): cart, checkout, summary${p.confirm ? ' and success' : ''}`, async () => {
      const { page } = await shopper(browser, { host: p.host, login: p.login, password: p.password, items: p.items });
      try {
        const findings = await auditPurchase(page, `${p.type} signed-in`, p);
        if (p.type === 'claim') {
          // The code is used now: the next page is the used-account page.
          findings.push(...(await auditPaths(page, 'claim used', ['/'])));
        }
        expect(findings, describeFindings(findings)).toEqual([]);
      } finally {
        await page.close();
      }
    }, 240_000);
  }
});
