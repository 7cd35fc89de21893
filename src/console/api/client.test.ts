import { describe, expect, it, vi } from 'vitest';
import { createConsoleApiClient } from './client';
import { createForgeryTokenStore } from './forgery-token';

function setUp(status = 200) {
  const sent: Request[] = [];
  const forgeryToken = createForgeryTokenStore();
  const onUnauthorized = vi.fn();
  const client = createConsoleApiClient({
    baseUrl: 'http://console.example',
    forgeryToken,
    onUnauthorized,
    fetch: async (request) => {
      sent.push(request);
      return new Response(status === 204 ? null : JSON.stringify({ error: 'unauthorized', message: 'Sign in to continue.' }), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, forgeryToken, onUnauthorized, sent };
}

describe('the console’s API client', () => {
  it('sends the session’s forgery token on every call that changes something, never on a read', async () => {
    const { client, forgeryToken, sent } = setUp(204);
    forgeryToken.set('forgery-1');
    await client.POST('/admin/api/staff/sign-out');
    await client.GET('/admin/api/staff/me');
    expect(sent.map((r) => [r.method, r.headers.get('x-csrf-token')])).toEqual([
      ['POST', 'forgery-1'],
      ['GET', null],
    ]);
  });

  it('a 401 ends the session it held and says so; a wrong password at sign-in is the page’s to show', async () => {
    const { client, forgeryToken, onUnauthorized } = setUp(401);
    await client.POST('/admin/api/staff/sign-in', { body: { email: 'sam@staff.example', password: 'nope' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    forgeryToken.set('forgery-1');
    await client.GET('/admin/api/programs/{program}/audit', { params: { path: { program: 'summit' } } });
    expect(onUnauthorized).toHaveBeenCalledWith({ hadSession: true });
    expect(forgeryToken.get()).toBeNull();
    await client.GET('/admin/api/staff/me');
    expect(onUnauthorized).toHaveBeenLastCalledWith({ hadSession: false });
  });
});
