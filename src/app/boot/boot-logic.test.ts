import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, MemoryStorage } from '../../../tests/unit/api/fake-fetch';
import { createApiClient } from '../../api/client';
import { createTokenStore } from '../../api/token-store';
import { provideBoot } from './boot-logic';

const program = { type: 'points', status: true, fullName: 'Summit Rewards', feedStatus: { status: 'Completed' } };
const user = { sid: 'u1', name: 'Alex', email: 'alex@summit.example', status: null, balance: 25000, addresses: [], cartItems: [] };

function setup(routes: Record<string, () => Response>, { token }: { token?: string } = {}) {
  const fake = fakeFetch((request) => {
    const { pathname } = new URL(request.url);
    const response = routes[`${request.method} ${pathname}`];
    return response ? response() : json({ error: 'not_found', message: pathname }, 404);
  });
  const tokenStore = createTokenStore({ local: new MemoryStorage(), session: new MemoryStorage() });
  if (token) tokenStore.set(token, { persist: 'local' });
  const api = createApiClient({ baseUrl: 'http://shop.test', tokenStore, onUnauthorized: vi.fn(), fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const navigate = vi.fn();
  const actor = createActor(provideBoot({ api, queryClient, tokenStore, navigate }), { input: { signedIn: token !== undefined } });
  return { actor, fake, navigate, queryClient, tokenStore };
}

const signedInRoutes = {
  'GET /api/programs': () => json(program),
  'GET /api/languages': () => json({}),
  'GET /api/self': () => json(user),
  'GET /api/categories': () => json([]),
  'GET /api/categories/languages': () => json([]),
};

describe('provideBoot', () => {
  it('loads everything a participant needs into the query cache and is ready', async () => {
    const { actor, fake, queryClient } = setup(signedInRoutes, { token: 't' });
    actor.start();
    await waitFor(actor, (s) => s.matches('ready'));
    const paths = fake.requests.map((r) => new URL(r.url).pathname).sort();
    expect(paths).toEqual(['/api/categories', '/api/categories/languages', '/api/languages', '/api/programs', '/api/self']);
    expect(queryClient.getQueryData(['program'])).toEqual(program);
    expect(queryClient.getQueryData(['self'])).toEqual(user);
  });

  it('a visitor loads only the program and message sets', async () => {
    const { actor, fake } = setup(signedInRoutes);
    actor.start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(fake.requests.map((r) => new URL(r.url).pathname).sort()).toEqual(['/api/languages', '/api/programs']);
  });

  it('no program (404) goes to the not-found page of the visitor’s app', async () => {
    const visitor = setup({});
    visitor.actor.start();
    await waitFor(visitor.actor, (s) => s.matches('notFound'));
    expect(visitor.navigate).toHaveBeenCalledWith('/login/not-found');

    const participant = setup({}, { token: 't' });
    participant.actor.start();
    await waitFor(participant.actor, (s) => s.matches('notFound'));
    expect(participant.navigate).toHaveBeenCalledWith('/site/not-found');
  });

  it('an unreachable API fails, and Retry starts again', async () => {
    let up = false;
    const { actor } = setup({
      'GET /api/programs': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return json(program);
      },
      'GET /api/languages': () => json({}),
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    up = true;
    actor.send({ type: 'boot.retry' });
    await waitFor(actor, (s) => s.matches('signedOut'));
  });

  it('a failed user fetch signs out (POST /api/signout, token gone) and goes to /login', async () => {
    const { actor, fake, navigate, tokenStore } = setup(
      {
        ...signedInRoutes,
        'GET /api/self': () => json({ error: 'internal', message: 'x' }, 503),
        'POST /api/signout': () => new Response(null, { status: 204 }),
      },
      { token: 't' },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(fake.requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/signout')).toBe(true);
    expect(tokenStore.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a closed program signs the participant out and goes to /', async () => {
    const { actor, navigate, tokenStore } = setup(
      {
        ...signedInRoutes,
        'GET /api/programs': () => json({ ...program, status: false }),
        'POST /api/signout': () => new Response(null, { status: 204 }),
      },
      { token: 't' },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(tokenStore.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
