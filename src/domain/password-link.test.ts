import { describe, expect, it } from 'vitest';
import { addressLocale } from './address-locale';
import { isInvitationMark, passwordLink, PASSWORD_PAGE_PATH } from './password-link';

describe('password links', () => {
  it('name the token, the email, the language and, for an invitation, that it is one', () => {
    const reset = new URL(passwordLink('https://rewards.example', { token: 't0k+n', email: 'ana+1@x.example', language: 'fr', invitation: false }));
    expect(reset.pathname).toBe(PASSWORD_PAGE_PATH);
    expect(Object.fromEntries(reset.searchParams)).toEqual({ token: 't0k+n', email: 'ana+1@x.example', lang: 'fr' });
    const invitation = new URL(passwordLink('http://localhost:3000', { token: 'abc', email: 'lena@acme.example', language: 'ge', invitation: true }));
    expect(invitation.href).toBe('http://localhost:3000/login/reset-password?token=abc&email=lena%40acme.example&invitation=1&lang=ge');
    expect(addressLocale(invitation.search)).toBe('ge');
  });

  it('an invitation is marked 1 (a number once the router has read it) or, typed by hand, true; nothing else', () => {
    for (const mark of [1, '1', true, 'true']) expect(isInvitationMark(mark), String(mark)).toBe(true);
    for (const mark of [0, '0', false, 'yes', null, undefined, {}]) expect(isInvitationMark(mark), String(mark)).toBe(false);
  });
});
