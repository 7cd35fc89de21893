import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from './errors.ts';

export type VerifyIdToken = (token: string, expected: { issuer: string; audience: string }) => Promise<{ email: string }>;

/** Verifies with the keys a given source resolves for an issuer (discovery, or in-process keys). */
export function jwtVerifier(keysFor: (issuer: string) => Promise<JWTVerifyGetKey>): VerifyIdToken {
  return async (token, expected) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await keysFor(expected.issuer), {
        issuer: expected.issuer,
        audience: expected.audience,
        clockTolerance: 30,
      }));
    } catch {
      throw unauthorized('The sign-on token could not be verified.');
    }
    const email = typeof payload.email === 'string' ? payload.email : null;
    if (!email) throw unauthorized('The sign-on token names no email address.');
    return { email };
  };
}

/** Any OpenID Connect issuer: keys from its discovery document, cached per issuer. */
export function discoveryVerifier(fetchImpl: typeof fetch = fetch): VerifyIdToken {
  const cache = new Map<string, JWTVerifyGetKey>();
  return jwtVerifier(async (issuer) => {
    const hit = cache.get(issuer);
    if (hit) return hit;
    try {
      const res = await fetchImpl(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      const doc = (await res.json()) as { jwks_uri?: string };
      if (!doc.jwks_uri) throw new Error('no jwks_uri');
      const keys = createRemoteJWKSet(new URL(doc.jwks_uri));
      cache.set(issuer, keys);
      return keys;
    } catch {
      throw unauthorized('The identity provider could not be reached.');
    }
  });
}
