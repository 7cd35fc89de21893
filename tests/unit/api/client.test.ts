import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientOptions, type ApiPaths } from '../../../src/api/client';
import { ApiError, unwrap } from '../../../src/api/errors';
import type { components } from '../../../src/api/schema.gen';
import { createTokenStore } from '../../../src/api/token-store';
import { fakeFetch, hangingFetch, json, MemoryStorage, type FakeFetch } from './fake-fetch';

const BASE = 'http://shop.test';

function setup(fake: FakeFetch = fakeFetch(), options: Partial<ApiClientOptions> = {}) {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const tokenStore = createTokenStore({ local, session });
  tokenStore.set('secret-token', { persist: 'local' });
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl: BASE, tokenStore, onUnauthorized, fetch: fake.fetch, ...options });
  return { client, fake, tokenStore, onUnauthorized };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bearer token', () => {
  it('is sent on ordinary calls', async () => {
    const { client, fake } = setup();
    await client.GET('/api/self');
    expect(fake.last().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('is sent on calls open to visitors too (product/api-calls.md rule 2: all calls but two)', async () => {
    const { client, fake } = setup();
    await client.GET('/api/programs');
    expect(fake.last().headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('is not sent with forgot password', async () => {
    const { client, fake } = setup(fakeFetch(() => json({ success: true }, 202)));
    await client.POST('/api/users/forgotpassword', { body: { email: 'alex@summit.example' } });
    expect(fake.last().url).toBe(`${BASE}/api/users/forgotpassword`);
    expect(fake.last().headers.has('Authorization')).toBe(false);
  });

  it('is not sent with reset password', async () => {
    const { client, fake } = setup(fakeFetch(() => json({ success: true })));
    await client.POST('/api/users/resetpassword', {
      body: { email: 'alex@summit.example', password: 'New#Pass1', token: 'reset-token' },
    });
    expect(fake.last().headers.has('Authorization')).toBe(false);
    expect(await fake.last().json()).toEqual({ email: 'alex@summit.example', password: 'New#Pass1', token: 'reset-token' });
  });

  it('is left out when no token is stored', async () => {
    const { client, fake, tokenStore } = setup();
    tokenStore.clear();
    await client.GET('/api/programs');
    expect(fake.last().headers.has('Authorization')).toBe(false);
  });
});

describe('timeout', () => {
  it('is 30 seconds by default (product/api-calls.md rule 3)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('aborts a request with no answer after 30 s, not before', async () => {
    vi.useFakeTimers();
    const { client, fake } = setup(hangingFetch());
    const call = client.GET('/api/programs');
    const outcome = call.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fake.last().signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.last().signal.aborted).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('takes an injected timeout', async () => {
    vi.useFakeTimers();
    const { client } = setup(hangingFetch(), { timeoutMs: 50 });
    const call = client.GET('/api/programs');
    const assertion = expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(50);
    await assertion;
  });

  it("still lets the caller's signal cancel the request", async () => {
    const { client, fake } = setup(hangingFetch());
    const controller = new AbortController();
    const call = client.GET('/api/programs', { signal: controller.signal });
    const assertion = expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort();
    await assertion;
    expect(fake.last().signal.aborted).toBe(true);
  });

  it('leaves no timer behind once the response arrives', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    await client.GET('/api/programs');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the body of a POST when it wraps the request', async () => {
    const { client, fake } = setup(fakeFetch(() => json({ success: true, access_token: 't' })));
    await client.POST('/api/users/changepassword', { body: { currentPassword: 'a', newPassword: 'New#Pass1' } });
    expect(fake.last().method).toBe('POST');
    expect(await fake.last().json()).toEqual({ currentPassword: 'a', newPassword: 'New#Pass1' });
  });
});

describe('401 and 500 (product/api-calls.md rule 4)', () => {
  it.each([401, 500])('HTTP %i removes the stored token and calls onUnauthorized', async (status) => {
    const { client, tokenStore, onUnauthorized } = setup(
      fakeFetch(() => json({ error: status === 401 ? 'unauthorized' : 'internal', message: 'x' }, status)),
    );
    const result = await client.GET('/api/self');
    expect(result.response.status).toBe(status);
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it.each([404, 400, 403, 429, 503])('HTTP %i keeps the token', async (status) => {
    const { client, tokenStore, onUnauthorized } = setup(
      fakeFetch(() => json({ error: 'not_found', message: 'No program is served at this address.' }, status)),
    );
    await client.GET('/api/programs');
    expect(tokenStore.get()).toBe('secret-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('also clears a session token', async () => {
    const { client, tokenStore, onUnauthorized } = setup(fakeFetch(() => json({ error: 'unauthorized', message: 'x' }, 401)));
    tokenStore.set('sso-token', { persist: 'session' });
    await client.GET('/api/self');
    expect(tokenStore.get()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('the o parameter of the catalogue calls', () => {
  it('is sent as JSON text on GET /api/products', async () => {
    const { client, fake } = setup(fakeFetch(() => json({ items: [], total: 0, page: 1, limit: 12 })));
    const o: components['schemas']['ProductQuery'] = {
      limit: 12,
      page: 2,
      source: 'all',
      sort: 'price_asc',
      category: 'electronics',
      search: 'head & phones',
      filters: { brand: 'aurora,stride', price: '100-5000' },
    };
    await client.GET('/api/products', { params: { query: { includeFilters: true, o } } });
    const url = new URL(fake.last().url);
    expect(url.pathname).toBe('/api/products');
    expect(url.searchParams.get('includeFilters')).toBe('true');
    expect(JSON.parse(url.searchParams.get('o') ?? '')).toEqual(o);
    expect(url.search).toContain(`o=${encodeURIComponent(JSON.stringify(o))}`);
    expect([...url.searchParams.keys()].sort()).toEqual(['includeFilters', 'o']);
  });

  it('is sent as JSON text on GET /api/products/suggestions, beside q', async () => {
    const { client, fake } = setup(fakeFetch(() => json({ items: [] })));
    const o: components['schemas']['SuggestionQuery'] = { limit: 5, category: 'electronics' };
    await client.GET('/api/products/suggestions', { params: { query: { q: 'aur', o } } });
    const url = new URL(fake.last().url);
    expect(url.searchParams.get('q')).toBe('aur');
    expect(JSON.parse(url.searchParams.get('o') ?? '')).toEqual(o);
  });

  it('is typed as the contract object, not a string', async () => {
    type ProductsQuery = NonNullable<ApiPaths['/api/products']['get']['parameters']['query']>;
    type SuggestionsQuery = ApiPaths['/api/products/suggestions']['get']['parameters']['query'];
    expectTypeOf<ProductsQuery['o']>().toEqualTypeOf<components['schemas']['ProductQuery'] | undefined>();
    expectTypeOf<SuggestionsQuery['o']>().toEqualTypeOf<components['schemas']['SuggestionQuery'] | undefined>();
    expectTypeOf<SuggestionsQuery['q']>().toEqualTypeOf<string>();
    const { client } = setup(fakeFetch(() => json({ items: [], total: 0, page: 1, limit: 12 })));
    // @ts-expect-error JSON text is the serializer's job, callers pass the object
    await client.GET('/api/products', { params: { query: { o: '{"limit":12}' } } });
  });
});

describe('unwrap', () => {
  it('returns the data of a 2xx answer, typed from the contract', async () => {
    const program = { fullName: 'Summit Rewards' };
    const { client } = setup(fakeFetch(() => json(program)));
    const data = unwrap(await client.GET('/api/programs'));
    expectTypeOf(data).toEqualTypeOf<components['schemas']['Program']>();
    expect(data).toEqual(program);
  });

  it('throws an ApiError carrying the status and the Error body', async () => {
    const body = { error: 'not_found', message: 'No program is served at this address.' };
    const { client } = setup(fakeFetch(() => json(body, 404)));
    const error = await Promise.resolve()
      .then(async () => unwrap(await client.GET('/api/programs')))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body, code: 'not_found', message: body.message });
  });

  it('throws an ApiError without a body when the response is not the contract Error', async () => {
    const { client } = setup(fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 })));
    const error = await Promise.resolve()
      .then(async () => unwrap(await client.GET('/api/programs')))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: undefined, message: 'HTTP 502' });
  });
});
