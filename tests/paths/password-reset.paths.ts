// The password-reset statechart as QA drives it: the link from the reset mail (requested with
// Forgot Password and read from the demo's outbox, GET /dev/outbox), an unknown link, and a
// connection that drops on Reset Password. Person: buyer091, whose password the valid paths change.
import type { AnyMachineSnapshot } from 'xstate';
import { passwordResetMachine } from '../../machines/password/password-reset.machine.ts';
import type { PasswordResetContext } from '../../machines/password/password-reset.types.ts';
import { pendingActor } from '../support/pending-actor.ts';
import { expectPath } from './checkout-gestures.ts';
import type { BrowserModel, Entry, Gesture, ModelEvent, PathRun } from './path-model.ts';
import { people, signInForm, WAIT } from './people.ts';

const machine = passwordResetMachine.provide({ actors: { resetPassword: pendingActor() } });
const person = people.passwordReset;
const NEW_PASSWORD = 'Paths#2026a';

async function resetForm(run: PathRun) {
  await expectPath(run.page, (p) => p === '/login/reset-password', '/login/reset-password');
  const button = run.page.getByRole('button', { name: 'Reset Password' });
  await button.waitFor(WAIT);
  return button;
}

/** The links of the reset mail to `to` in the demo's outbox, newest first, read from the page. */
function mailedLinks(page: PathRun['page'], to: string): Promise<string[]> {
  return page.evaluate(async (address) => {
    const mails = (await (await fetch('/dev/outbox')).json()) as { to: string; link: string }[];
    return mails.filter((m) => m.to.toLowerCase() === address && m.link.includes('/login/reset-password?')).map((m) => m.link);
  }, to.toLowerCase());
}

/**
 * Forgot Password on the login page, then the link of the mail that request sent. Mail goes out in
 * the background, so the outbox is read until a link not there before arrives (bounded by WAIT).
 */
async function followMailedLink(run: PathRun): Promise<void> {
  const { page } = run;
  await page.goto('/login');
  const seen = new Set(await mailedLinks(page, person.login));
  await (await signInForm(page)).getByRole('button', { name: 'Forgot Password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(person.login);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await dialog.getByRole('status').waitFor(WAIT);
  let link: string | undefined;
  for (const until = Date.now() + WAIT.timeout; !link && Date.now() < until; ) {
    link = (await mailedLinks(page, person.login)).find((l) => !seen.has(l));
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no new reset mail to ${person.login} in /dev/outbox within ${WAIT.timeout} ms`);
  const url = new URL(link, await page.url());
  await page.goto(`${url.pathname}${url.search}`);
}

const UNKNOWN_LINK = `/login/reset-password?token=not-a-real-token&email=${encodeURIComponent(person.login)}`;

function entry(name: string, response: Entry['response'], rest: Pick<Entry, 'arrive' | 'arriveLabel' | 'needs'>): Entry {
  return { name, input: { email: person.login, token: 'from-the-link' }, people: { shared: person }, response, cover: 'model', ...rest };
}

const change = (password: string, confirmation: string): ModelEvent => ({ type: 'reset.change', password, confirmation });

const gestures = (): Gesture[] => [
  ...[
    { label: 'types a valid new password twice', pair: [NEW_PASSWORD, NEW_PASSWORD] as const },
    { label: 'types a confirmation that does not match', pair: [NEW_PASSWORD, `${NEW_PASSWORD}x`] as const },
  ].map(({ label, pair }) => ({
    event: change(pair[0], pair[1]),
    label,
    run: async (run: PathRun) => {
      // Retyped, not just set: filling a field with the value it holds changes nothing in React.
      for (const [name, value] of [
        ['New Password', pair[0]],
        ['Confirm Password', pair[1]],
      ] as const) {
        const field = run.page.getByRole('textbox', { name });
        await field.fill('');
        await field.fill(value);
      }
    },
  })),
  { event: { type: 'reset.submit' }, label: 'Reset Password', run: async (run) => (await resetForm(run)).click() },
];

/** Reset Password is enabled exactly when the model takes it (both match and are valid [sign-in-and-sso 14]). */
async function checkButton(run: PathRun, expected: AnyMachineSnapshot): Promise<void> {
  const button = await resetForm(run);
  const want = expected.can({ type: 'reset.submit' });
  await run.page
    .waitForFunction(
      (enabled) =>
        [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Reset Password' && b.disabled !== enabled),
      want,
      WAIT,
    )
    .catch(() => {
      throw new Error(`Reset Password should be ${want ? 'enabled' : 'disabled'}`);
    });
  await button.waitFor(WAIT);
}

export const passwordResetPaths: BrowserModel = {
  id: 'password-reset',
  title: 'Password reset (machines/password)',
  machine,
  entries: [
    entry('link from the reset mail', () => ({ type: 'xstate.done.actor.resetPassword', output: true }), {
      arriveLabel: 'Forgot Password on /login, Send Reset Link, opens the link of the mail in /dev/outbox',
      arrive: followMailedLink,
    }),
    entry('unknown link', () => ({ type: 'xstate.done.actor.resetPassword', output: false }), {
      arriveLabel: `opens ${UNKNOWN_LINK}`,
      arrive: async (run) => {
        await run.page.goto(UNKNOWN_LINK);
      },
    }),
    entry('connection drops', () => ({ type: 'xstate.error.actor.resetPassword', error: new Error('offline') }), {
      arriveLabel: `the connection drops for POST /api/users/resetpassword, opens ${UNKNOWN_LINK}`,
      arrive: async (run) => {
        await run.page.abortRequests('**/api/users/resetpassword');
        await run.page.goto(UNKNOWN_LINK);
      },
      needs: ['abortRequest'],
    }),
  ],
  gestures,
  states: {
    'passwordReset.editing': {
      note: 'the form; Reset Password enabled exactly when both fields match and are valid; no alert',
      check: async (run, expected) => {
        await checkButton(run, expected);
        if (await run.page.getByRole('alert').filter({ hasText: 'The password could not be reset.' }).count())
          throw new Error('the failure alert still shows');
      },
    },
    'passwordReset.submitting': { note: 'in flight (one request): the next step checks its response' },
    'passwordReset.failed': {
      note: 'the alert "The password could not be reset…"',
      check: async (run, expected) => {
        await run.page.getByRole('alert').filter({ hasText: 'The password could not be reset.' }).waitFor(WAIT);
        await checkButton(run, expected);
        if ((expected.context as PasswordResetContext).failed !== true) throw new Error('the model is not failed');
      },
    },
    'passwordReset.done': {
      note: '"Your password has been changed." and, signed out, the Sign In form',
      check: async (run) => {
        await run.page.getByText('Your password has been changed.').waitFor(WAIT);
        await signInForm(run.page);
      },
    },
  },
  leaves: {},
  notDrivable: {},
};
