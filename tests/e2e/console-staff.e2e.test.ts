// The staff console in Chromium (docs/console.md): a platform owner, made by `npm run ops -- staff
// create`, is sent to the sign-in page, is refused with the server's words for a wrong password,
// signs in, finds their sign-in in the audit trail, switches program, opens Flows, works at a
// phone's width behind the burger menu and signs out; a session ended elsewhere brings the sign-in
// page back at the next call, saying so. An owner invites someone, who opens the mailed link, chooses a
// password and signs in with it; the link used again, and one cut short, say they cannot be used and
// lead to a new one. axe (WCAG 2.2 AA) on every page at both widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser';
import { auditBothWidths, describeFindings, settle } from './a11y-support';
import { consolePage, consoleSignIn, expectPath, expectWholeRoleBadge, mailedConsoleLink, STAFF_PASSWORD, startConsoleServer, type ConsoleServer } from './console-support';
import { DESKTOP, PHONE } from './shell-support';

const OWNER = { email: 'olivia.owner@console.example', name: 'Olivia Owner', grant: { platformOwner: true } } as const;
const SUPPORT = { email: 'sam.support@console.example', name: 'Sam Support', grant: { programs: ['summit'], role: 'support' } } as const;

const INVITED = { email: 'ivy.invited@console.example', name: 'Ivy Invited' } as const;
const INVITED_PASSWORD = 'ivy chose a long password';
/** The narrowest phone the console is drawn for. */
const NARROW_PHONE = { width: 375, height: 667 } as const;

let console_: ConsoleServer;
let browser: Browser;

beforeAll(async () => {
  [console_, browser] = await Promise.all([startConsoleServer([OWNER, SUPPORT]), launchBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await console_?.stop();
});

describe('staff console', () => {
  it('signs a platform owner in, shows the audit trail with the sign-in, Flows and the phone layout, and signs out', async () => {
    const { page, errors } = await consolePage(browser, console_.origin, '/admin');
    try {
      await expectPath(page, '/admin/sign-in?redirect=%2Fadmin');
      await settle(page);
      const signInFindings = await auditBothWidths(page, 'console sign-in');
      await screenshot(page, 'console/sign-in-desktop', { fullPage: false });

      await consoleSignIn(page, OWNER.email, 'not the password at all');
      await page.getByRole('alert').getByText('The e-mail or password is wrong, or the account is not active.').waitFor();
      await screenshot(page, 'console/sign-in-refused-desktop', { fullPage: false });

      await consoleSignIn(page, OWNER.email);
      await expectPath(page, '/admin/audit');
      const banner = page.getByRole('banner');
      await banner.getByText(OWNER.name).waitFor();
      await expect.poll(() => banner.getByTestId('console-role').textContent()).toBe('Platform owner');
      const table = page.getByTestId('audit-table');
      const signInRow = table.getByRole('row').filter({ hasText: 'staff.sign-in' }).filter({ hasText: OWNER.email });
      await signInRow.first().waitFor();
      // The failed attempt changed nothing and recorded nothing; the one sign-in is there.
      expect(await signInRow.count()).toBe(1);
      await settle(page);
      const auditFindings = await auditBothWidths(page, 'console audit');
      await screenshot(page, 'console/audit-desktop', { fullPage: false });

      // The filters are the API's and go into the address.
      await page.getByRole('textbox', { name: 'Action' }).fill('staff');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expectPath(page, '/admin/audit?action=staff');
      await signInRow.first().waitFor();

      // The program switcher: Summit Rewards' own trail.
      await page.getByRole('combobox', { name: 'Program' }).click();
      await page.getByRole('option', { name: 'Summit Rewards' }).click();
      await expectPath(page, '/admin/programs/summit/audit');
      await page.getByText('Every change made in Summit Rewards').waitFor();

      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Flows' }).click();
      await expectPath(page, '/admin/flows');
      const machines = page.getByRole('navigation', { name: 'Machines' });
      await machines.getByRole('region', { name: 'Console machines' }).getByRole('link', { name: /Staff sign-in/ }).click();
      await expectPath(page, '/admin/flows?machine=console-sign-in');
      await page.getByRole('img', { name: 'Statechart of staffSignIn' }).waitFor();
      await settle(page);
      const flowsFindings = await auditBothWidths(page, 'console flows');
      await screenshot(page, 'console/flows-desktop', { fullPage: false });

      // A phone: the navigation behind the burger.
      await page.setViewportSize(PHONE);
      await page.goto('/admin/audit');
      await signInRow.first().waitFor();
      const burger = page.getByRole('button', { name: 'Open the navigation' });
      await burger.waitFor();
      await screenshot(page, 'console/audit-phone', { fullPage: false });
      // The narrowest phone: the role badge in the header is whole, not cut short.
      await page.setViewportSize(NARROW_PHONE);
      await expectWholeRoleBadge(page);
      await screenshot(page, 'console/header-phone-375', { fullPage: false });
      await page.setViewportSize(PHONE);
      await burger.click();
      const nav = page.getByRole('navigation', { name: 'Console' });
      await nav.getByRole('link', { name: 'Flows' }).waitFor();
      await screenshot(page, 'console/navigation-phone', { fullPage: false });
      await nav.getByRole('link', { name: 'Flows' }).click();
      await expectPath(page, '/admin/flows');
      await page.setViewportSize(DESKTOP);

      // Signing out ends the session: the console's pages send to the sign-in page again.
      await page.getByRole('button', { name: `Account: ${OWNER.name}` }).click();
      await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
      await expectPath(page, '/admin/sign-in');
      await page.goto('/admin/audit');
      await expectPath(page, '/admin/sign-in?redirect=%2Fadmin%2Faudit');

      expect(describeFindings([...signInFindings, ...auditFindings, ...flowsFindings])).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);

  it('shows a support agent their program and role; a session ended elsewhere brings the sign-in page back at the next call', async () => {
    const first = await consolePage(browser, console_.origin, '/admin/sign-in');
    const second = await consolePage(browser, console_.origin, '/admin/sign-in');
    try {
      await consoleSignIn(first.page, SUPPORT.email);
      await expectPath(first.page, '/admin/programs/summit/audit');
      await expect.poll(() => first.page.getByRole('banner').getByTestId('console-role').textContent()).toBe('Support');
      // One program: nothing to switch to.
      await expect.poll(() => first.page.getByRole('combobox', { name: 'Program' }).isDisabled()).toBe(true);

      await consoleSignIn(second.page, SUPPORT.email);
      await expectPath(second.page, '/admin/programs/summit/audit');
      await second.page.getByRole('button', { name: `Account: ${SUPPORT.name}` }).click();
      await second.page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
      await expectPath(second.page, '/admin/sign-in');

      // The first page's next call is refused (401): the sign-in page says why, and leads back after.
      await first.page.getByRole('textbox', { name: 'Action' }).fill('points');
      await first.page.getByRole('button', { name: 'Apply filters' }).click();
      await expectPath(first.page, '/admin/sign-in');
      await first.page.getByRole('status').getByText('Your session has ended. Sign in again to continue.').waitFor();
      await consoleSignIn(first.page, SUPPORT.email);
      await expectPath(first.page, '/admin/programs/summit/audit?action=points');
      expect([...first.errors, ...second.errors]).toEqual([]);
    } finally {
      await Promise.all([first.page.close(), second.page.close()]);
    }
  }, 120_000);

  it('an invited person chooses a password from the mailed link and signs in with it; a used or incomplete link says so and leads to a new one', async () => {
    // The owner invites through the admin API, signed in as the console would be.
    const owner = await consolePage(browser, console_.origin, '/admin/sign-in');
    const invited = await consolePage(browser, console_.origin, '/admin/sign-in');
    const { page } = invited;
    try {
      const signedIn = await owner.page.request.post('/admin/api/staff/sign-in', { data: { email: OWNER.email, password: STAFF_PASSWORD } });
      expect(signedIn.status()).toBe(200);
      const { forgeryToken } = (await signedIn.json()) as { forgeryToken: string };
      const invitation = await owner.page.request.post('/admin/api/programs/summit/staff', {
        data: { ...INVITED, role: 'support' },
        headers: { 'X-CSRF-Token': forgeryToken },
      });
      expect(invitation.status(), await invitation.text()).toBe(201);
      const link = await mailedConsoleLink(owner.page, INVITED.email);
      expect(link.pathname).toBe('/admin/password');
      expect(link.searchParams.get('invitation')).toBe('1');

      await page.goto(`${link.pathname}${link.search}`);
      const form = page.getByRole('form', { name: 'Welcome — choose your password' });
      await form.waitFor();
      await settle(page);
      const passwordFindings = await auditBothWidths(page, 'console password (invitation)');
      await screenshot(page, 'console/password-invitation-desktop', { fullPage: false });

      // The shared rules, before anything is sent.
      await form.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
      await form.getByRole('textbox', { name: 'New password again' }).fill('different');
      await form.getByRole('button', { name: 'Set password' }).click();
      await form.getByText('At least 12 characters.', { exact: true }).waitFor();
      await form.getByText('The two passwords are not the same.').waitFor();

      await form.getByRole('textbox', { name: 'New password', exact: true }).fill(INVITED_PASSWORD);
      await form.getByRole('textbox', { name: 'New password again' }).fill(INVITED_PASSWORD);
      await form.getByRole('button', { name: 'Set password' }).click();
      await expectPath(page, '/admin/sign-in?password=set');
      await page.getByRole('status').getByText('Your password is set. Sign in with it.').waitFor();
      await consoleSignIn(page, INVITED.email, INVITED_PASSWORD);
      await expectPath(page, '/admin/programs/summit/audit');
      await expect.poll(() => page.getByRole('banner').getByTestId('console-role').textContent()).toBe('Support');

      // The same link again: used, so it says so and offers a new one.
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(INVITED_PASSWORD);
      await page.getByRole('textbox', { name: 'New password again' }).fill(INVITED_PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
      await page.getByRole('alert').getByText('This link is not valid any more: it was used already or it expired.', { exact: false }).waitFor();
      await settle(page);
      const usedFindings = await auditBothWidths(page, 'console password (used link)');
      await screenshot(page, 'console/password-used-link-desktop', { fullPage: false });

      // A link cut short: the same, before anything is sent.
      await page.goto('/admin/password?token=cut-short');
      await page.getByRole('alert').getByText('This link is not complete: open it from the mail again, or request a new one.').waitFor();
      await page.getByRole('link', { name: 'Request a new link' }).click();
      await expectPath(page, '/admin/forgot-password');
      const forgot = page.getByRole('form', { name: 'Reset your password' });
      await forgot.getByRole('textbox', { name: 'E-mail' }).fill('nobody@console.example');
      await forgot.getByRole('button', { name: 'Send the link' }).click();
      await page.getByRole('status').getByText('If an account exists for that address, we have sent a link.', { exact: false }).waitFor();
      await settle(page);
      const forgotFindings = await auditBothWidths(page, 'console forgot password');
      await screenshot(page, 'console/forgot-password-sent-desktop', { fullPage: false });

      // From the sign-in page, as someone who forgot.
      await page.goto('/admin/sign-in');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expectPath(page, '/admin/forgot-password');
      await page.getByRole('form', { name: 'Reset your password' }).waitFor();

      expect(describeFindings([...passwordFindings, ...usedFindings, ...forgotFindings])).toBe('');
      expect([...owner.errors, ...invited.errors.filter((e) => !/status of 400/.test(e))]).toEqual([]);
    } finally {
      await Promise.all([owner.page.close(), page.close()]);
    }
  }, 180_000);
});
