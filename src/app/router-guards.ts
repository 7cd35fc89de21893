// Who may see which path: pure decisions, so they are unit-tested without a browser. The routes'
// beforeLoad hooks and the site-mode gate call them and turn the response into a redirect.
import { isPathAllowed, type SiteMode } from '../../machines/site-mode/site-mode.selectors';
import { afterSignInTarget } from './router-redirect';

/** The learning-platform path segment of the sign-on routes (written /{lp}/ in product/routes.md); a build-time setting. */
export const LEARNING_PLATFORM_SEGMENT: string = import.meta.env?.VITE_LEARNING_PLATFORM_SEGMENT || 'learn';

const SIGN_ON_SEGMENTS = ['score', 'callback', 'okta', 'redirect'] as const;

const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** /{lp}/score, /{lp}/callback, /{lp}/okta and /{lp}/redirect (and below): exempt from the login redirect. */
export function isSignOnPath(pathname: string, segment: string = LEARNING_PLATFORM_SEGMENT): boolean {
  const parts = trimSlashes(pathname).split('/');
  return parts[1] === segment && (SIGN_ON_SEGMENTS as readonly string[]).includes(parts[2] ?? '');
}

/** The account area, /account and below. */
export function isAccountPath(pathname: string): boolean {
  return /^\/account(\/|$)/.test(pathname);
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; href: string };

const ALLOW: GuardDecision = { action: 'allow' };

/** `path` with `?redirect=` keeping where the visitor was headed; none for the home page. */
export function withRedirect(path: string, headedTo: string | undefined): string {
  if (!headedTo || headedTo === '/') return path;
  return `${path}?${new URLSearchParams({ redirect: headedTo }).toString()}`;
}

const redirectTo = (href: string): GuardDecision => ({ action: 'redirect', href });

export interface SignedInGuardInput {
  pathname: string;
  /** Path, query and hash of the location asked for. */
  href: string;
  hasToken: boolean;
  /**
   * False when no route of the signed-in app answers this path (a content page the program does
   * not have, a path that matches nothing): the 404 page shows instead of the sign-in redirect.
   */
  isKnownPath: boolean;
  /**
   * The program's status is false. Boot signs the participant out [programs-and-modes 24]; meanwhile no
   * signed-in page may load, or its calls would meet the revoked token.
   */
  programClosed?: boolean;
}

/**
 * The signed-in app's routes without a stored token [routes 1; demo 28]: to /login keeping where
 * the visitor was headed; account routes to /account/timeout first. Sign-on paths are exempt.
 */
export function signedInGuard({ pathname, href, hasToken, isKnownPath, programClosed = false }: SignedInGuardInput): GuardDecision {
  if (hasToken && programClosed) return redirectTo('/login');
  if (hasToken || !isKnownPath || isSignOnPath(pathname)) return ALLOW;
  return redirectTo(withRedirect(isAccountPath(pathname) ? '/account/timeout' : '/login', href));
}

/**
 * The session ended while a signed-in page was showing (signed out in another tab, a session
 * event that no navigation followed): the signed-in app's own guard sends the participant to
 * /account/login, keeping the page they were on.
 */
export function sessionEndedTarget(href: string): string {
  return withRedirect('/account/login', href);
}

/** /account/timeout: an empty page when signed in; signed out, on to /login with the same destination. */
export function accountTimeoutGuard({ hasToken, redirect }: { hasToken: boolean; redirect?: string }): GuardDecision {
  return hasToken ? ALLOW : redirectTo(withRedirect('/login', redirect));
}

/**
 * /login and /account/login. With a token the participant is signed in already: go where they
 * were headed (same origin only) or home; a sign-on token in the address is still signed in
 * with. /account/login signed out goes on to /login with the same destination. A closed
 * program's /login is its closed page for everyone.
 */
export function signInPageGuard(input: {
  page: '/login' | '/account/login';
  hasToken: boolean;
  redirect?: string;
  ssoToken?: string;
  /** A closed program shows its closed page at /login, whatever is stored (boot is signing out). */
  programClosed?: boolean;
}): GuardDecision {
  if (input.programClosed && input.page === '/login') return ALLOW;
  if (input.hasToken && !input.ssoToken) return redirectTo(afterSignInTarget(input.redirect));
  if (input.page === '/account/login') return redirectTo(withRedirect('/login', input.redirect));
  return ALLOW;
}

/**
 * Where a site mode sends a path it does not show [programs-and-modes 24-27]: a closed program
 * shows only /login; rebuilding and used accounts only what `isPathAllowed` lets through, the
 * rest goes to /, where the mode's page is. Null when the path may show.
 */
export function modeRedirect(mode: SiteMode, pathname: string): '/' | '/login' | null {
  if (mode === 'closed') return trimSlashes(pathname) === '/login' ? null : '/login';
  return isPathAllowed(mode, pathname) ? null : '/';
}
