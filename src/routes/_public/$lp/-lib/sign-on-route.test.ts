import { isNotFound, isRedirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../../../../app/router-context';
import { scoreSearchSchema, signedInRedirectGuard, signOnRouteGuard } from './sign-on-route';

function context({ ssoEnabled = true, token = null as string | null, programFails = false } = {}): RouterContext {
  return {
    queryClient: { ensureQueryData: async () => (programFails ? Promise.reject(new Error('404')) : { ssoEnabled }) },
    api: {},
    tokenStore: { get: () => token, set: () => undefined, clear: () => undefined },
  } as unknown as RouterContext;
}

const thrown = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('sign-on routes', () => {
  it('answer under the build-time segment for a program with single sign-on', async () => {
    expect(await thrown(() => signOnRouteGuard({ params: { lp: 'learn' }, context: context() }))).toBeUndefined();
  });

  it('are the 404 page under another segment, or for a program without single sign-on', async () => {
    expect(isNotFound(await thrown(() => signOnRouteGuard({ params: { lp: 'academy' }, context: context() })))).toBe(true);
    expect(isNotFound(await thrown(() => signOnRouteGuard({ params: { lp: 'learn' }, context: context({ ssoEnabled: false }) })))).toBe(true);
    // No program at all: boot shows its own 404 page.
    expect(await thrown(() => signOnRouteGuard({ params: { lp: 'learn' }, context: context({ programFails: true }) }))).toBeUndefined();
  });

  it('/learn/redirect is / with a stored token, unless the flow handed over to it', async () => {
    const home = await thrown(() => signedInRedirectGuard({ context: context({ token: 't' }), handedOver: false }));
    expect(isRedirect(home)).toBe(true);
    expect((home as { options: { to: string } }).options.to).toBe('/');
    expect(await thrown(() => signedInRedirectGuard({ context: context({ token: 't' }), handedOver: true }))).toBeUndefined();
    expect(await thrown(() => signedInRedirectGuard({ context: context(), handedOver: false }))).toBeUndefined();
  });

  it('score search: any redirect value means on to the shop; unusable values are dropped', () => {
    expect(v.parse(scoreSearchSchema, { emailID: 'learner1@summit.example', redirect: true })).toEqual({ emailID: 'learner1@summit.example', redirect: 'true' });
    expect(v.parse(scoreSearchSchema, { emailID: 123, redirect: '/shop' })).toEqual({ emailID: '123', redirect: '/shop' });
    expect(v.parse(scoreSearchSchema, { emailID: { x: 1 } })).toEqual({ emailID: undefined, redirect: undefined });
  });
});
