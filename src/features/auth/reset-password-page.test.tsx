// @vitest-environment jsdom
// The page a mailed password link opens [sign-in-and-sso 13-16]: an invitation's link sets a first
// password and says so, in the participant's language; a reset keeps its own words.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { LOCALES } from '../../i18n';
import { allMessages } from '../../i18n/messages/all';
import { programFixture, renderLayout } from '../layout/test-utils';
import { ResetPasswordPage } from './reset-password-page';

const program = programFixture({ languages: [...LOCALES] });
const EMAIL = 'lena@acme.example';
const PASSWORD = 'Acme#Erste2026';

/** An API whose POST /api/users/resetpassword answers `success`, recording what it was sent. */
function resetApi(success: boolean) {
  const POST = vi.fn(async () => ({ data: { success }, response: new Response(null, { status: 200 }) }));
  return { api: { POST } as unknown as ApiClient, POST };
}

async function choose(password: string) {
  const texts = allMessages.en.auth;
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];
  expect(fields).toHaveLength(2);
  for (const field of fields) await act(() => void fireEvent.change(field, { target: { value: password } }));
  return texts;
}

// The toasts' store is emptied before every test by the unit project's setup (src/test/unit-setup.ts).
afterEach(() => {
  cleanup();
});

/** The page's alert with exactly this text. */
const alertSaying = async (text: string) => expect((await screen.findByText(text)).closest('[role="alert"]')).not.toBeNull();

describe('the password page', () => {
  it('from an invitation: says it sets a first password, and that the participant can sign in once it is set', async () => {
    const { api, POST } = resetApi(true);
    const { router } = await renderLayout(<ResetPasswordPage token="abc" email={EMAIL} invitation />, { program, api, path: '/login/reset-password' });
    await screen.findByRole('heading', { level: 1, name: 'Set Your Password' });
    screen.getByText(`Choose a password for ${EMAIL}.`);
    expect(screen.queryByText(/Reset Password|changed/)).toBeNull();
    await choose(PASSWORD);
    const button = screen.getByRole('button', { name: 'Set Password' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByText('Your password has been set. You can sign in now.');
    expect(POST).toHaveBeenCalledWith('/api/users/resetpassword', expect.objectContaining({ body: { email: EMAIL, token: 'abc', password: PASSWORD } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('from an invitation, in German: every word of the page, and its failure', async () => {
    const { api } = resetApi(false);
    await renderLayout(<ResetPasswordPage token="abc" email={EMAIL} invitation />, { program, api, locale: 'ge' });
    const de = allMessages.ge.auth;
    await screen.findByRole('heading', { level: 1, name: de['invite.title'] });
    screen.getByText(de['invite.text'].replace('{{email}}', EMAIL));
    await choose(PASSWORD);
    const button = screen.getByRole('button', { name: de['invite.submit'] });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await alertSaying(de['invite.failed']);
  });

  it('from a reset: keeps the reset’s words', async () => {
    const { api } = resetApi(false);
    await renderLayout(<ResetPasswordPage token="abc" email={EMAIL} />, { program, api });
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    screen.getByText(`Choose a new password for ${EMAIL}.`);
    await choose(PASSWORD);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await alertSaying('The password could not be reset. The link may have expired: please request a new one.');
  });

  it('an incomplete link says which link it was', async () => {
    await renderLayout(<ResetPasswordPage email={EMAIL} invitation />, { program });
    await alertSaying('This invitation link is incomplete. Please use the link from your email.');
    cleanup();
    await renderLayout(<ResetPasswordPage email={EMAIL} />, { program });
    await alertSaying('This password reset link is incomplete. Please use the link from your email.');
  });
});
