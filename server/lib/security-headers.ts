import type { MiddlewareHandler } from 'hono';
import type { ClientView } from './client.ts';

/**
 * Only what the app needs: its own scripts (no inline script), styles with inline attributes
 * (Mantine sets CSS variables in style attributes), images from itself, and video embeds from the
 * two video hosts product resources use. `connectSources` adds origins the app may call besides
 * its own (a program's OpenID Connect issuer on another origin).
 */
export function contentSecurityPolicy(connectSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Every response's headers; the development identity provider writes them on its raw responses too. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * A route may widen connect-src by setting its own policy built with `contentSecurityPolicy`
 * (single sign-on against an issuer on another origin does: server/modules/sso.ts); every other
 * header, and the policy of every other response, is this one.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
    c.header(name, value);
  }
  // Over TLS, here or at a trusted proxy: browsers keep to https for this host from now on. Over
  // plain http the header would be ignored anyway (and would mislead a reader of the answer).
  if ((c.var as { client?: ClientView }).client?.scheme === 'https') c.header('Strict-Transport-Security', HSTS);
};

/** Half a year; no includeSubDomains: each program's host decides for itself. */
export const HSTS = 'max-age=15552000';

/** For answers carrying a token or personal data: no cache, shared or private, keeps them. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
