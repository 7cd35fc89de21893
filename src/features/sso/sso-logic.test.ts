import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, MemoryStorage } from '../../../tests/unit/api/fake-fetch';
import { createApiClient } from '../../api/client';
import { createTokenStore } from '../../api/token-store';
import type { OidcClient } from './oidc-client';
import { provideSso } from './sso-logic';

const LEARNER = { email: 'learner1@summit.example', idToken: 'header.claims.signature' };

function setup({ oidc, signInStatus = 200 }: { oidc: Partial<OidcClient> | null; signInStatus?: number }) {
  const fake = fakeFetch((request) =>
    new URL(request.url).pathname === '/signin-oidc'
      ? signInStatus === 200
        ? json({ access_token: 'shop-token', token_type: 'Bearer', expires_in: 60 })
        : json({ error: 'unauthorized', message: 'no' }, signInStatus)
      : json({ error: 'not_found', message: 'no' }, 404),
  );
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const tokenStore = createTokenStore({ local, session });
  const api = createApiClient({ baseUrl: 'http://shop.test', tokenStore, onUnauthorized: vi.fn(), fetch: fake.fetch });
  const deps = {
    api,
    oidc: () => (oidc ? ({ start: vi.fn(), complete: vi.fn(), identity: vi.fn(), ...oidc } as OidcClient) : null),
    keepToken: (token: string) => tokenStore.set(token, { persist: 'session' }),
    currentUrl: () => 'http://shop.test/learn/callback?code=c&state=s',
    enterShop: vi.fn(),
    navigate: vi.fn(async () => undefined),
    openTab: vi.fn(),
  };
  return { deps, fake, session, local, logic: provideSso(deps) };
}

describe('the sign-on flow with the app’s effects', () => {
  it('redirect: sends the identity and the provider’s token to POST /signin-oidc and keeps the response in session storage', async () => {
    const { deps, fake, session, local, logic } = setup({ oidc: { identity: async () => LEARNER } });
    const actor = createActor(logic, { input: { page: 'redirect', next: '/shop' } }).start();
    await waitFor(actor, (s) => s.matches('waitingToEnterShop'));
    const call = fake.requests.find((r) => new URL(r.url).pathname === '/signin-oidc')!;
    expect(call.method).toBe('POST');
    expect(await call.clone().json()).toEqual({ email: LEARNER.email, token: LEARNER.idToken });
    expect(session.getItem('token')).toBe('shop-token');
    expect(local.getItem('token')).toBeNull();
    actor.stop();
    expect(deps.enterShop).not.toHaveBeenCalled();
  });

  it('redirect: a refused token keeps nothing and fails as rejected', async () => {
    const { session, logic } = setup({ oidc: { identity: async () => LEARNER }, signInStatus: 401 });
    const actor = createActor(logic, { input: { page: 'redirect' } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('rejected');
    expect(session.getItem('token')).toBeNull();
  });

  it('okta: opens /learn/redirect in a new tab', async () => {
    const { deps, logic } = setup({ oidc: { identity: async () => LEARNER } });
    const actor = createActor(logic, { input: { page: 'okta' } }).start();
    await waitFor(actor, (s) => s.matches('openingShop'));
    expect(deps.openTab).toHaveBeenCalledWith('/learn/redirect');
    actor.stop();
  });

  it('callback: resumes on the page the flow started from, handing over where it ends', async () => {
    const complete = vi.fn(async () => ({ page: 'redirect' as const, next: '/shop' }));
    const { deps, logic } = setup({ oidc: { complete } });
    const actor = createActor(logic, { input: { page: 'callback' } }).start();
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(complete).toHaveBeenCalledWith('http://shop.test/learn/callback?code=c&state=s');
    expect(deps.navigate).toHaveBeenCalledWith({ href: '/learn/redirect', handoff: { next: '/shop' } });
  });

  it('score with redirect: starts the provider sign-in with the address as the hint', async () => {
    const start = vi.fn(async () => undefined);
    const { logic } = setup({ oidc: { start } });
    const actor = createActor(logic, { input: { page: 'score', email: LEARNER.email, allowed: true, redirect: true, next: '/' } }).start();
    await waitFor(actor, (s) => s.matches('awaitingProvider'));
    expect(start).toHaveBeenCalledWith({ page: 'redirect', next: '/', loginHint: LEARNER.email });
  });

  it('a program that names no issuer: the provider is unavailable', async () => {
    const { logic } = setup({ oidc: null });
    const actor = createActor(logic, { input: { page: 'okta' } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('providerUnavailable');
  });
});
