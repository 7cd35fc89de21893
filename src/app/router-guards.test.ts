import { describe, expect, it } from 'vitest';
import {
  accountTimeoutGuard,
  isAccountPath,
  isSignOnPath,
  modeRedirect,
  sessionEndedTarget,
  signedInGuard,
  signInPageGuard,
  withRedirect,
} from './router-guards';

const signedOut = (href: string, isKnownPath = true) => {
  const pathname = href.split(/[?#]/, 1)[0]!;
  return signedInGuard({ pathname, href, hasToken: false, isKnownPath });
};

describe('isSignOnPath', () => {
  it.each(['/learn/score', '/learn/score/', '/learn/callback', '/learn/okta', '/learn/redirect', '/learn/redirect/extra'])(
    'exempts %s',
    (path) => {
      expect(isSignOnPath(path)).toBe(true);
    },
  );

  it.each(['/learn', '/learn/other', '/score', '/shop/learn/score', '/learning/score', '/learn/scores'])('does not exempt %s', (path) => {
    expect(isSignOnPath(path)).toBe(false);
  });

  it('follows the configured segment', () => {
    expect(isSignOnPath('/academy/okta', 'academy')).toBe(true);
    expect(isSignOnPath('/learn/okta', 'academy')).toBe(false);
  });
});

describe('isAccountPath', () => {
  it.each(['/account', '/account/', '/account/myprofile', '/account/orders/42'])('%s is in the account area', (path) => {
    expect(isAccountPath(path)).toBe(true);
  });
  it.each(['/accounts', '/shop/account', '/'])('%s is not', (path) => {
    expect(isAccountPath(path)).toBe(false);
  });
});

describe('withRedirect', () => {
  it('adds the destination as an encoded redirect parameter', () => {
    expect(withRedirect('/login', '/shop?filter_search=pen&page=2')).toBe('/login?redirect=%2Fshop%3Ffilter_search%3Dpen%26page%3D2');
  });
  it('leaves out the home page and nothing', () => {
    expect(withRedirect('/login', '/')).toBe('/login');
    expect(withRedirect('/login', undefined)).toBe('/login');
  });
});

describe('signedInGuard', () => {
  it('lets a stored token through', () => {
    expect(signedInGuard({ pathname: '/shop', href: '/shop', hasToken: true, isKnownPath: true })).toEqual({ action: 'allow' });
  });

  it('sends the signed-out visitor to /login, keeping where they were headed', () => {
    expect(signedOut('/shop')).toEqual({ action: 'redirect', href: '/login?redirect=%2Fshop' });
    expect(signedOut('/shop/products/aurora-wireless-headphones')).toEqual({
      action: 'redirect',
      href: '/login?redirect=%2Fshop%2Fproducts%2Faurora-wireless-headphones',
    });
  });

  it('sends the home page to /login without a redirect', () => {
    expect(signedOut('/')).toEqual({ action: 'redirect', href: '/login' });
  });

  it('sends account routes to /account/timeout first', () => {
    expect(signedOut('/account/myprofile')).toEqual({ action: 'redirect', href: '/account/timeout?redirect=%2Faccount%2Fmyprofile' });
    expect(signedOut('/account')).toEqual({ action: 'redirect', href: '/account/timeout?redirect=%2Faccount' });
  });

  it('exempts the sign-on paths', () => {
    expect(signedOut('/learn/score?emailID=learner1@summit.example')).toEqual({ action: 'allow' });
    expect(signedOut('/learn/redirect')).toEqual({ action: 'allow' });
  });

  it('lets an unknown path through to the 404 page', () => {
    expect(signedOut('/no-such-page', false)).toEqual({ action: 'allow' });
  });
});

describe('accountTimeoutGuard', () => {
  it('shows the empty page when signed in', () => {
    expect(accountTimeoutGuard({ hasToken: true, redirect: '/account/myprofile' })).toEqual({ action: 'allow' });
  });
  it('goes on to /login with the same destination when signed out', () => {
    expect(accountTimeoutGuard({ hasToken: false, redirect: '/account/myprofile' })).toEqual({
      action: 'redirect',
      href: '/login?redirect=%2Faccount%2Fmyprofile',
    });
    expect(accountTimeoutGuard({ hasToken: false })).toEqual({ action: 'redirect', href: '/login' });
  });
});

describe('a closed program (status false) under a stored token', () => {
  it('sends every signed-in page to /login, where the closed page shows while boot signs out', () => {
    expect(signedInGuard({ pathname: '/shop', href: '/shop', hasToken: true, isKnownPath: true, programClosed: true })).toEqual({
      action: 'redirect',
      href: '/login',
    });
    expect(signInPageGuard({ page: '/login', hasToken: true, redirect: '/shop', programClosed: true })).toEqual({ action: 'allow' });
  });

  it('changes nothing for visitors or open programs', () => {
    expect(signedInGuard({ pathname: '/shop', href: '/shop', hasToken: false, isKnownPath: true, programClosed: true })).toEqual({
      action: 'redirect',
      href: '/login?redirect=%2Fshop',
    });
    expect(signedInGuard({ pathname: '/shop', href: '/shop', hasToken: true, isKnownPath: true, programClosed: false })).toEqual({
      action: 'allow',
    });
    expect(signInPageGuard({ page: '/account/login', hasToken: true, programClosed: true })).toEqual({ action: 'redirect', href: '/' });
  });
});

describe('signInPageGuard', () => {
  it('shows /login to a visitor', () => {
    expect(signInPageGuard({ page: '/login', hasToken: false, redirect: '/shop' })).toEqual({ action: 'allow' });
  });
  it('sends /account/login on to /login with the same destination', () => {
    expect(signInPageGuard({ page: '/account/login', hasToken: false, redirect: '/shop/cart' })).toEqual({
      action: 'redirect',
      href: '/login?redirect=%2Fshop%2Fcart',
    });
  });
  it('sends a signed-in participant where they were headed, same origin only', () => {
    expect(signInPageGuard({ page: '/login', hasToken: true, redirect: '/shop/cart' })).toEqual({ action: 'redirect', href: '/shop/cart' });
    expect(signInPageGuard({ page: '/login', hasToken: true, redirect: '//evil.example' })).toEqual({ action: 'redirect', href: '/' });
    expect(signInPageGuard({ page: '/account/login', hasToken: true })).toEqual({ action: 'redirect', href: '/' });
  });
  it('still signs in with a sign-on token over an old session', () => {
    expect(signInPageGuard({ page: '/login', hasToken: true, ssoToken: 'abc' })).toEqual({ action: 'allow' });
  });
});

describe('sessionEndedTarget', () => {
  it('is /account/login keeping the page the participant was on', () => {
    expect(sessionEndedTarget('/shop/cart')).toBe('/account/login?redirect=%2Fshop%2Fcart');
    expect(sessionEndedTarget('/')).toBe('/account/login');
  });
});

describe('modeRedirect', () => {
  it('a closed program shows only /login', () => {
    expect(modeRedirect('closed', '/login')).toBeNull();
    expect(modeRedirect('closed', '/login/')).toBeNull();
    for (const path of ['/', '/shop', '/login/reset-password', '/login/not-found', '/account/timeout', '/no-such-page']) {
      expect(modeRedirect('closed', path), path).toBe('/login');
    }
  });

  it('rebuilding shows /, order success and the account area; the rest goes to /', () => {
    for (const path of ['/', '/shop/checkout/success/abc', '/account', '/account/myprofile', '/account/logout']) {
      expect(modeRedirect('rebuilding', path), path).toBeNull();
    }
    for (const path of ['/shop', '/shop/cart', '/shop/products/x', '/about', '/site/faq']) {
      expect(modeRedirect('rebuilding', path), path).toBe('/');
    }
  });

  it.each(['usedClaim', 'usedOther'] as const)('%s shows only / and logout', (mode) => {
    expect(modeRedirect(mode, '/')).toBeNull();
    expect(modeRedirect(mode, '/account/logout')).toBeNull();
    for (const path of ['/shop', '/account/myprofile', '/about']) expect(modeRedirect(mode, path), path).toBe('/');
  });

  it.each(['open', 'unknown', 'notFound'] as const)('%s sends nowhere', (mode) => {
    expect(modeRedirect(mode, '/shop')).toBeNull();
  });
});
