// The account area's navigation per program type [account 1-2]: the side navigation's entries, where
// /account goes, pages a type does not offer, the Change Password link (hidden when
// ableToPasswordReset is false), and Logout, which signs out and goes to /.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  accountNavLinks,
  APEX_PASSWORD,
  expectPath,
  openAccountPage,
  screenshotBothWidths,
  signInByApi,
  SUMMIT_PASSWORD,
} from './account-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('side navigation and redirects by program type', () => {
  it('points (Summit Rewards): five entries, /account goes to My Profile, Change Password is offered', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      // alex is read-only here: this test only looks.
      await signInByApi(page, 'alex@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account');
      await expectPath(page, '/account/myprofile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      expect(await accountNavLinks(page)).toEqual(['My Profile', 'My Orders', 'My Points', 'My Addresses', 'Logout']);
      const nav = page.getByRole('navigation', { name: 'Account menu' });
      expect(await nav.getByRole('link', { name: 'My Profile' }).getAttribute('aria-current')).toBe('page');
      expect(await nav.getByRole('link', { name: 'My Orders' }).getAttribute('aria-current')).toBeNull();
      const paths = await nav.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(paths).toEqual(['/account/myprofile', '/account/orders', '/account/transactions', '/account/addresses', '/account/logout']);

      // The dashboard: name, email, default address, recent orders.
      await page.getByText('Alex Morgan', { exact: true }).first().waitFor();
      await page.getByText('alex@summit.example', { exact: true }).waitFor();
      await page.getByText('1600 Summit Avenue', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Recent orders' }).waitFor();
      // The header row and alex's four seeded orders, the cancelled one among them.
      const recent = page.getByRole('table', { name: 'My Orders' });
      expect(await recent.getByRole('row').count()).toBe(5);
      await recent.getByRole('cell', { name: 'Cancelled', exact: true }).waitFor();
      await screenshotBothWidths(page, 'myprofile-points');

      await page.getByRole('link', { name: 'Change Password' }).click();
      await expectPath(page, '/account/password');
      await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
      // Its section stays marked.
      expect(await nav.getByRole('link', { name: 'My Profile' }).getAttribute('aria-current')).toBe('page');

      await nav.getByRole('link', { name: 'My Points' }).click();
      await expectPath(page, '/account/transactions');
      await page.getByRole('heading', { level: 1, name: 'My Points' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('plateau (Apex Tiers): no My Points, /account goes to My Addresses, the Change Password link is hidden', async () => {
    const { page, errors } = await openAccountPage(browser, 'tiered.localhost');
    try {
      await signInByApi(page, 'GOLD-1007', APEX_PASSWORD);
      await page.goto('/account');
      await expectPath(page, '/account/addresses');
      await page.getByRole('heading', { level: 1, name: 'My Addresses' }).waitFor();
      expect(await accountNavLinks(page)).toEqual(['My Profile', 'My Orders', 'My Addresses', 'Logout']);
      await screenshotBothWidths(page, 'addresses-plateau');

      // No points anywhere: the points history is not a page here.
      await page.goto('/account/transactions');
      await expectPath(page, '/account/addresses');

      // ableToPasswordReset is false: no link to the page, which still exists for plateau [account 6; programs-and-modes 11].
      await page.goto('/account/myprofile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      await page.getByRole('link', { name: 'Edit Profile' }).waitFor();
      expect(await page.getByRole('link', { name: 'Change Password' }).count()).toBe(0);
      await page.getByText('User ID', { exact: true }).waitFor();
      await page.getByText('GOLD-1007', { exact: true }).waitFor();
      await screenshotBothWidths(page, 'myprofile-plateau');
      await page.goto('/account/password');
      await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('claim (Thank You Gifts): My Orders, My Addresses and Logout; profile, points and password go to My Addresses', async () => {
    const { page, errors } = await openAccountPage(browser, 'claim.localhost');
    try {
      await signInByApi(page, 'THANKS-0041');
      await page.goto('/account');
      await expectPath(page, '/account/addresses');
      expect(await accountNavLinks(page)).toEqual(['My Orders', 'My Addresses', 'Logout']);
      for (const path of ['/account/password', '/account/myprofile', '/account/profile', '/account/transactions']) {
        await page.goto(path);
        await expectPath(page, '/account/addresses');
      }
      await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'My Orders' }).click();
      await expectPath(page, '/account/orders');
      await page.getByText('You have not placed any orders yet.').waitFor();
      await screenshotBothWidths(page, 'orders-claim-empty');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('logout', () => {
  it('the navigation’s Logout signs out and goes to /, and the account pages then ask to sign in', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      const token = await signInByApi(page, 'buyer056@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/orders');
      await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Logout' }).click();
      // Signed out, / is the signed-in app's: the guard sends the visitor on to sign in.
      await expectPath(page, '/login');
      expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('token')])).toEqual([null, null]);
      // The session is revoked at the server too.
      const status = await page.evaluate(
        async (t) => (await fetch('/api/self', { headers: { Authorization: `Bearer ${t}` } })).status,
        token,
      );
      expect(status).toBe(401);
      await page.goto('/account/orders');
      await expectPath(page, '/login?redirect=%2Faccount%2Forders');
      expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
