import { QueryClient } from '@tanstack/react-query';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createConsoleApiClient } from '../../api/client';
import { createForgeryTokenStore } from '../../api/forgery-token';
import { provideStaffSignIn, signInFieldErrors } from './sign-in-logic';

const WRONG = 'The e-mail or password is wrong, or the account is not active.';

function signInWith(status: number, body: unknown) {
  const forgeryToken = createForgeryTokenStore();
  const client = createConsoleApiClient({
    baseUrl: 'http://console.example',
    forgeryToken,
    onUnauthorized: () => undefined,
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });
  const queryClient = new QueryClient();
  const actor = createActor(provideStaffSignIn({ api: { client, forgeryToken }, queryClient, onSignedIn: () => undefined })).start();
  actor.send({ type: 'signIn.submit', credentials: { email: 'sam@staff.example', password: 'pw' } });
  return { actor, forgeryToken, queryClient };
}

describe('the console sign-in’s effects', () => {
  it('keep the server’s refusal for the page to show as it is', async () => {
    const { actor } = signInWith(401, { error: 'unauthorized', message: WRONG });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toEqual({ kind: 'refused', message: WRONG });
  });

  it('keep the forgery token and the person once signed in', async () => {
    const me = { kind: 'staff', id: 'stf_1', name: 'Sam', email: 'sam@staff.example', platformOwner: false, roles: { summit: 'support' }, programs: [], forgeryToken: 'f-1' };
    const { actor, forgeryToken, queryClient } = signInWith(200, me);
    await waitFor(actor, (s) => s.status === 'done');
    expect(forgeryToken.get()).toBe('f-1');
    expect(queryClient.getQueryData(['console', 'me'])).toEqual(me);
  });

  it('check the fields with the shared schema before anything is sent', () => {
    expect(signInFieldErrors({ email: 'not an e-mail', password: '' })).toEqual({ email: 'Must be an e-mail address, e.g. sam@example.com.', password: 'Required.' });
    expect(signInFieldErrors({ email: 'sam@staff.example', password: 'x' })).toBeNull();
  });
});
