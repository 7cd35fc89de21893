import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { selectFailureMessage } from '../../../machines/sign-in/sign-in.selectors';
import { fakeFetch, json, MemoryStorage } from '../../../tests/unit/api/fake-fetch';
import { createApiClient } from '../../api/client';
import { createTokenStore } from '../../api/token-store';
import { canSubmitCredentials, provideSignIn, signInFailureOf, tokenPersistence, tokenRequestBody } from './sign-in-logic';

describe('signInFailureOf', () => {
  it('reads 401 (and a 400 rule break) as wrong credentials', () => {
    expect(signInFailureOf(401, null)).toEqual({ kind: 'credentials' });
    expect(signInFailureOf(400, null)).toEqual({ kind: 'credentials' });
  });
  it('reads 429 with its Retry-After seconds', () => {
    expect(signInFailureOf(429, '120')).toEqual({ kind: 'rateLimited', retryAfterSeconds: 120 });
    expect(signInFailureOf(429, 'soon')).toEqual({ kind: 'rateLimited' });
  });
  it.each([404, 500, 502, 503])('reads %i as unavailable', (status) => {
    expect(signInFailureOf(status, null)).toEqual({ kind: 'unavailable' });
  });
});

describe('tokenPersistence', () => {
  it('keeps a remembered token in localStorage and another in sessionStorage', () => {
    expect(tokenPersistence('points', true)).toBe('local');
    expect(tokenPersistence('plateau', false)).toBe('session');
  });
  it('keeps a claim code session like a remembered one (claim has no checkbox)', () => {
    expect(tokenPersistence('claim', false)).toBe('local');
  });
});

describe('canSubmitCredentials and tokenRequestBody', () => {
  it('needs a login and a password for points and plateau', () => {
    expect(canSubmitCredentials('points', { login: 'alex@summit.example', password: 'x' })).toBe(true);
    expect(canSubmitCredentials('points', { login: 'alex@summit.example', password: '' })).toBe(false);
    expect(canSubmitCredentials('plateau', { login: '   ', password: 'x' })).toBe(false);
  });
  it('needs only a code for claim', () => {
    expect(canSubmitCredentials('claim', { login: 'THANKS-0001', password: '' })).toBe(true);
    expect(canSubmitCredentials('claim', { login: ' ', password: '' })).toBe(false);
  });
  it('sends the login trimmed in `email`, and no password for a claim code', () => {
    expect(tokenRequestBody('plateau', { login: ' GOLD-1001 ', password: ' Apex#2026' })).toEqual({
      email: 'GOLD-1001',
      password: ' Apex#2026',
    });
    expect(tokenRequestBody('claim', { login: 'THANKS-0001 ', password: 'ignored' })).toEqual({ email: 'THANKS-0001' });
  });
});

function setup(response: () => Response) {
  const fake = fakeFetch(response);
  const tokenStore = createTokenStore({ local: new MemoryStorage(), session: new MemoryStorage() });
  const api = createApiClient({ baseUrl: 'http://shop.test', tokenStore, onUnauthorized: vi.fn(), fetch: fake.fetch });
  const keepToken = vi.fn();
  const onSignedIn = vi.fn();
  return { fake, keepToken, onSignedIn, logic: provideSignIn({ api, keepToken, onSignedIn }) };
}

const alex = { login: 'alex@summit.example', password: 'Summit#2026', remember: false };

describe('provideSignIn', () => {
  it('POSTs /token, keeps the token where Remember Me says, and reports the sign-in', async () => {
    const { fake, keepToken, onSignedIn, logic } = setup(() => json({ access_token: 'tok', token_type: 'Bearer', expires_in: 3600 }));
    const actor = createActor(logic, { input: { programType: 'points' } }).start();
    actor.send({ type: 'signIn.submit', credentials: { ...alex, remember: true } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(fake.last().url).toBe('http://shop.test/token');
    expect(await fake.last().json()).toEqual({ email: 'alex@summit.example', password: 'Summit#2026' });
    expect(keepToken).toHaveBeenCalledWith('tok', 'local');
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('maps 401 to the credentials failure and 429 to rate limiting', async () => {
    const { logic } = setup(() => json({ error: 'unauthorized', message: 'no' }, 401));
    const actor = createActor(logic, { input: { programType: 'claim' } }).start();
    actor.send({ type: 'signIn.submit', credentials: { login: 'THANKS-9999', password: '', remember: false } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailureMessage(actor.getSnapshot())).toEqual({ id: 'signIn.failed.claim' });

    const limited = setup(
      () =>
        new Response(JSON.stringify({ error: 'too_many_requests', message: 'wait' }), { status: 429, headers: { 'Retry-After': '600' } }),
    );
    const second = createActor(limited.logic, { input: { programType: 'points' } }).start();
    second.send({ type: 'signIn.submit', credentials: alex });
    await waitFor(second, (s) => s.matches('failed'));
    expect(selectFailureMessage(second.getSnapshot())).toEqual({ id: 'signIn.rateLimited', minutes: 10 });
  });

  it('refuses to submit what the shared rules reject', () => {
    const { fake, logic } = setup(() => json({}));
    const actor = createActor(logic, { input: { programType: 'points' } }).start();
    expect(actor.getSnapshot().can({ type: 'signIn.submit', credentials: { ...alex, password: '' } })).toBe(false);
    actor.send({ type: 'signIn.submit', credentials: { ...alex, password: '' } });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('signs in with a sign-on token at once and keeps that session for the tab only', async () => {
    const { fake, keepToken, logic } = setup(() => json({ access_token: 'sso', token_type: 'Bearer', expires_in: 3600 }));
    const actor = createActor(logic, { input: { programType: 'points', ssoToken: 'id-token' } }).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(fake.last().url).toBe('http://shop.test/api/sso');
    expect(await fake.last().json()).toEqual({ token: 'id-token' });
    expect(keepToken).toHaveBeenCalledWith('sso', 'session');
  });

  it('treats a network failure as unavailable', async () => {
    const { logic } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const actor = createActor(logic, { input: { programType: 'points' } }).start();
    actor.send({ type: 'signIn.submit', credentials: alex });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailureMessage(actor.getSnapshot())).toEqual({ id: 'signIn.unavailable' });
  });
});
