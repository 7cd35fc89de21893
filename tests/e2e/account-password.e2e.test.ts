// The password change statechart in the browser [account 7-9; validation 20-27]: each rule's exact message live
// as the participant types, the Change button rule, the Fail dialog clearing the three fields, the
// congratulations dialog with its button to the homepage, and the round trip: the new password
// signs in, the old one no longer does. Points (buyer051) and plateau (GOLD-1008).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  APEX_PASSWORD,
  expectPath,
  openAccountPage,
  screenshotBothWidths,
  signInByApi,
  signInWithForm,
  SUMMIT_PASSWORD,
} from './account-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const form = (page: Page) => page.getByRole('form', { name: 'Change Password' });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const changeButton = (page: Page) => form(page).getByRole('button', { name: 'Change' });
/** The live messages of a field: what its aria-describedby names, one entry per message. */
async function hints(page: Page, name: string): Promise<string[]> {
  const ids = (await field(page, name).getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts: string[] = [];
  for (const id of ids) {
    const region = page.locator(`[id="${id}"]`);
    const items = await region.locator('li').allInnerTexts();
    texts.push(...(items.length > 0 ? items : [await region.innerText()]));
  }
  return texts.map((t) => t.trim());
}

describe('password change (points)', () => {
  it('shows each rule live, gates Change, fails with the Fail dialog, then succeeds and the new password signs in', async () => {
    const login = 'buyer051@summit.example';
    const next = 'Summit#2027x';
    const { page, errors } = await openAccountPage(browser, 'localhost', [401]);
    try {
      await signInWithForm(page, login, SUMMIT_PASSWORD);
      await expectPath(page, '/');
      await page.goto('/account/myprofile');
      await page.getByRole('link', { name: 'Change Password' }).click();
      await expectPath(page, '/account/password');
      expect(await changeButton(page).isDisabled()).toBe(true);

      await field(page, 'Current password').fill(SUMMIT_PASSWORD);
      // Every rule that still fails, in the rules' order, with its exact text.
      await field(page, 'New password').fill('a');
      expect(await hints(page, 'New password')).toEqual([
        'Your password must contain at least one capital letter.',
        'Your password must contain at least one special character.',
        'Your password must contain at least one digit.',
        'Your password must be at least 8 characters.',
      ]);
      expect(await field(page, 'New password').getAttribute('aria-invalid')).toBe('true');
      await screenshotBothWidths(page, 'password-rules-failing');
      await field(page, 'New password').fill('ABCDEFGHIJKLMNOPQ');
      expect(await hints(page, 'New password')).toEqual([
        'Your password must contain at least one letter.',
        'Your password must contain at least one special character.',
        'Your password must contain at least one digit.',
        'Your password must be 16 or lower characters',
      ]);
      await field(page, 'New password').fill(SUMMIT_PASSWORD);
      expect(await hints(page, 'New password')).toEqual(['Current and New password can not match']);
      await field(page, 'New password').fill(next);
      expect(await hints(page, 'New password')).toEqual(['Password is good.']);

      // Change needs a matching confirmation and more than 7 characters.
      await field(page, 'Confirm new password').fill('Summit#2028x');
      expect(await hints(page, 'Confirm new password')).toEqual(['Paswords does not match']);
      expect(await changeButton(page).isDisabled()).toBe(true);
      await field(page, 'New password').fill('Aa1!aaa');
      await field(page, 'Confirm new password').fill('Aa1!aaa');
      expect(await hints(page, 'Confirm new password')).toEqual(['Passwords are match!']);
      expect(await changeButton(page).isDisabled()).toBe(true);
      await field(page, 'New password').fill('Aa1!aaaa');
      await field(page, 'Confirm new password').fill('Aa1!aaaa');
      expect(await changeButton(page).isEnabled()).toBe(true);
      await field(page, 'New password').fill(next);
      await field(page, 'Confirm new password').fill(next);
      expect(await hints(page, 'Confirm new password')).toEqual(['Passwords are match!']);
      await screenshotBothWidths(page, 'password-live-rules');

      // A wrong current password: the Fail dialog, and the three fields cleared.
      await field(page, 'Current password').fill('Wrong#2026x');
      await changeButton(page).click();
      const fail = page.getByRole('dialog', { name: 'Fail' });
      await fail.waitFor();
      await fail.getByText('Password change failed. Please try again.').waitFor();
      await screenshotBothWidths(page, 'password-fail-dialog');
      await fail.getByRole('button', { name: 'Try again' }).click();
      await fail.waitFor({ state: 'hidden' });
      for (const name of ['Current password', 'New password', 'Confirm new password'])
        expect(await field(page, name).inputValue(), name).toBe('');
      expect(await changeButton(page).isDisabled()).toBe(true);

      // The right one: the congratulations dialog, its button to the homepage.
      await field(page, 'Current password').fill(SUMMIT_PASSWORD);
      await field(page, 'New password').fill(next);
      await field(page, 'Confirm new password').fill(next);
      await changeButton(page).click();
      const done = page.getByRole('dialog', { name: 'Congratulations!' });
      await done.waitFor();
      await done.getByText('The password change was succes. You will be redirect to homepage.').waitFor();
      await screenshotBothWidths(page, 'password-success-dialog');
      await done.getByRole('button', { name: 'Go to homepage' }).click();
      await expectPath(page, '/');

      // Still signed in on the fresh token: the old one was revoked with every session.
      await page.goto('/account/myprofile');
      await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
      await page.getByText(login, { exact: true }).waitFor();

      // The next sign-in: the old password is refused, the new one works.
      await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Logout' }).click();
      await expectPath(page, '/login');
      await signInWithForm(page, login, SUMMIT_PASSWORD);
      await page.getByRole('form', { name: 'Sign In' }).getByRole('alert').waitFor();
      expect(await page.getByRole('form', { name: 'Sign In' }).getByRole('alert').innerText()).toBe(
        'Please check your ID and/or password and try again',
      );
      await signInWithForm(page, login, next);
      await expectPath(page, '/');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the rules in the chosen language', async () => {
    const { page, errors } = await openAccountPage(browser, 'localhost');
    try {
      await page.evaluate(() => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, locale: 'fr' })));
      await signInByApi(page, 'buyer052@summit.example', SUMMIT_PASSWORD);
      await page.goto('/account/password');
      await page.getByRole('heading', { level: 1, name: 'Changer le mot de passe' }).waitFor();
      await page
        .getByRole('form', { name: 'Changer le mot de passe' })
        .getByRole('textbox', { name: 'Nouveau mot de passe', exact: true })
        .fill('abc');
      await page.getByText('Votre mot de passe doit contenir au moins une lettre majuscule.').waitFor();
      await page.getByText('Votre mot de passe doit comporter au moins 8 caractères.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('password change (plateau)', () => {
  it('GOLD-1008 changes the password at /account/password and signs in with the new one only', async () => {
    const next = 'Apex#2027gold';
    const { page, errors } = await openAccountPage(browser, 'tiered.localhost', [401]);
    try {
      await signInByApi(page, 'GOLD-1008', APEX_PASSWORD);
      await page.goto('/account/password');
      await field(page, 'Current password').fill(APEX_PASSWORD);
      await field(page, 'New password').fill(next);
      await field(page, 'Confirm new password').fill(next);
      await changeButton(page).click();
      await page.getByRole('dialog', { name: 'Congratulations!' }).getByRole('button', { name: 'Go to homepage' }).click();
      await expectPath(page, '/');
      const status = (password: string) =>
        page.evaluate(
          async (body) =>
            (await fetch('/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
          { email: 'GOLD-1008', password },
        );
      expect(await status(APEX_PASSWORD)).toBe(401);
      expect(await status(next)).toBe(200);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
