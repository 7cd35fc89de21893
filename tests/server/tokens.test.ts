// Access tokens (docs/security.md; [api-calls 7]): at least 128 bits of randomness, new on each sign-in, only
// ever carried in the Authorization header, and verified against the database on every call, so
// a revocation (sign-out, password change, a session ended by hand) holds from the next request.
// Sign-out and password change themselves are in auth-flows.test.ts and authorization.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, sha256 } from '../../server/lib/ids.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const self = async (token: string, host = SUMMIT, init: RequestInit = {}) =>
  (await server.request(host, '/api/self', { token, ...init })).status;

/** Bytes a base64url token carries. */
const bytesOf = (token: string) => Buffer.from(token, 'base64url').length;

describe('tokens', () => {
  it('carry at least 128 bits: 32 random bytes, base64url', () => {
    const tokens = Array.from({ length: 2000 }, () => newToken());
    for (const token of tokens.slice(0, 50)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(bytesOf(token)).toBe(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every position varies over the whole base64url alphabet: not a counter, a clock or hex. (The
    // 43rd character carries the last 4 bits only, so 16 values.)
    for (let i = 0; i < 42; i += 5) expect(new Set(tokens.map((t) => t[i])).size, `position ${i}`).toBe(64);
    expect(new Set(tokens.map((t) => t[42])).size).toBe(16);
    // Bits set: about half of 256, as random bytes give (a mean far from 128 would be a bias).
    const ones = tokens.map((t) => [...Buffer.from(t, 'base64url')].reduce((n, b) => n + b.toString(2).split('1').length - 1, 0));
    const mean = ones.reduce((a, b) => a + b, 0) / ones.length;
    expect(mean).toBeGreaterThan(124);
    expect(mean).toBeLessThan(132);
  });

  it('are new on each sign-in, for every program type, and each one works on its own', async () => {
    const logins: [string, string, string | undefined][] = [
      [SUMMIT, 'buyer090@summit.example', PASSWORD],
      [TIERED, 'SILVER-2009', 'Apex#2026'],
      [CLAIM, 'THANKS-0097', undefined],
    ];
    for (const [host, login, password] of logins) {
      const tokens = [];
      for (let i = 0; i < 3; i++) tokens.push(await server.signIn(host, login, password));
      expect(new Set(tokens).size, login).toBe(3);
      for (const token of tokens) {
        expect(bytesOf(token), login).toBeGreaterThanOrEqual(16);
        expect(await self(token, host), login).toBe(200);
      }
    }
  });

  it('are kept only as SHA-256: the database holds no token that would sign anyone in', async () => {
    const token = await server.signIn(SUMMIT, 'buyer091@summit.example', PASSWORD);
    const rows = await server.db.query<{ token_hash: string }>("SELECT token_hash FROM sessions WHERE user_id = 'u_buyer091_summit'");
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(token)]);
    expect(await self(rows[0]!.token_hash)).toBe(401);
  });
});

describe('verified on every call', () => {
  it('a session ended in the database is refused from the very next call', async () => {
    const token = await server.signIn(SUMMIT, 'buyer092@summit.example', PASSWORD);
    expect(await self(token)).toBe(200);
    expect(await self(token)).toBe(200);
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)]);
    expect(await self(token)).toBe(401);
    expect((await server.request(SUMMIT, '/api/orders', { token })).status).toBe(401);
  });

  it('a participant who is no longer in the program loses every session at once', async () => {
    const token = await server.signIn(SUMMIT, 'buyer093@summit.example', PASSWORD);
    expect(await self(token)).toBe(200);
    // Moved to another program (as an administrator's data change would): the token names a user
    // who is not a participant of this host's program any more.
    await server.db.query(
      "UPDATE users SET program_id = (SELECT program_id FROM program_hosts WHERE host = 'closed.localhost') WHERE id = 'u_buyer093_summit'",
    );
    expect(await self(token)).toBe(401);
  });

  it('a token altered by one character, cut short or grown is refused', async () => {
    const token = await server.signIn(SUMMIT, 'buyer094@summit.example', PASSWORD);
    const flip = (t: string, i: number) => t.slice(0, i) + (t[i] === 'A' ? 'B' : 'A') + t.slice(i + 1);
    for (const altered of [
      flip(token, 0),
      flip(token, 21),
      flip(token, token.length - 1),
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase(),
    ]) {
      expect(await self(altered), altered).toBe(401);
    }
    expect(await self(token)).toBe(200);
  });

  it('travels only in the Authorization header: not in the query, a cookie, or another scheme', async () => {
    const token = await server.signIn(SUMMIT, 'buyer095@summit.example', PASSWORD);
    const status = async (path: string, headers: Record<string, string>) => (await server.request(SUMMIT, path, { headers })).status;
    expect(await status(`/api/self?access_token=${token}`, {})).toBe(401);
    expect(await status('/api/self', { cookie: `token=${token}; access_token=${token}` })).toBe(401);
    expect(await status('/api/self', { authorization: `Basic ${token}` })).toBe(401);
    expect(await status('/api/self', { authorization: token })).toBe(401);
    expect(await status('/api/self', { authorization: `Bearer ${token}` })).toBe(200);
  });
});
