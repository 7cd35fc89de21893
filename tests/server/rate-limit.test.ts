// Failed sign-in and claim-code attempts are counted per account AND per client address ([sign-in-and-sso 10-11]: 10 and
// 100 per 15 minutes, set by RATE_LIMIT_*), in the database. Past the account's count its attempts
// are delayed, never refused; past the address's, that address gets 429 with Retry-After
// and a message. The per-account cases of points sign-in are in auth-flows.test.ts; this
// file adds the address, claim codes, the configuration and the arithmetic that makes guessing a
// generated claim code impractical. Several server processes on one database: rate-limit-
// instances.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { CODE_BITS } from '../../server/cli/claim-codes.ts';
import { readConfig } from '../../server/config.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const contract = loadContract();

interface CallResult {
  status: number;
  retryAfter: string | null;
  body: Partial<S['AccessToken']> & Partial<S['Error']>;
}

/**
 * POST /token as a browser at `address` would send it: @hono/node-server's getConnInfo reads the
 * peer address from the Node request, which app.request() takes as its environment.
 */
async function signIn(server: TestServer, host: string, address: string, body: Record<string, string>): Promise<CallResult> {
  const env = { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } };
  const res = await server.app.request(
    `http://${host}/token`,
    { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: JSON.stringify(body) },
    env,
  );
  const response = { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as CallResult['body'] };
  contract.assertResponse('POST', '/token', response.status, response.body);
  return response;
}

function expectLimited(response: CallResult, windowSeconds: number) {
  expect(response.status).toBe(429);
  expect(response.body.error).toBe('too_many_requests');
  expect(response.body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes\.$/);
  const retryAfter = Number(response.retryAfter);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

async function rows(server: TestServer, key: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_failures WHERE key = $1', [key]);
  return row!.n;
}

describe('configuration (README: RATE_LIMIT_*)', () => {
  it('defaults to 10 per account and 100 per address in 15 minutes, delays up to 5 s, 20 and 3 reset requests; the variables set them; 0 is off', () => {
    expect(readConfig({}).rateLimit).toEqual({
      perAccount: 10,
      perAddress: 100,
      windowSeconds: 900,
      maxDelayMs: 5_000,
      resetPerAddress: 20,
      resetPerAccount: 3,
      resetPerAccountTotal: 10,
    });
    expect(
      readConfig({
        RATE_LIMIT_ACCOUNT: '3',
        RATE_LIMIT_ADDRESS: '7',
        RATE_LIMIT_WINDOW_SECONDS: '60',
        RATE_LIMIT_MAX_DELAY_MS: '2000',
        RATE_LIMIT_RESET_ADDRESS: '4',
        RATE_LIMIT_RESET_ACCOUNT: '1',
        RATE_LIMIT_RESET_ACCOUNT_TOTAL: '5',
      }).rateLimit,
    ).toEqual({ perAccount: 3, perAddress: 7, windowSeconds: 60, maxDelayMs: 2_000, resetPerAddress: 4, resetPerAccount: 1, resetPerAccountTotal: 5 });
    expect(readConfig({ RATE_LIMIT_ADDRESS: '0' }).rateLimit.perAddress).toBe(0);
    expect(() => readConfig({ RATE_LIMIT_ACCOUNT: 'ten' })).toThrow(/RATE_LIMIT_ACCOUNT/);
  });
});

describe('per client address, across accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimit: { perAccount: 100, perAddress: 5, windowSeconds: 900 } });
  });
  afterAll(() => server.close());

  it('5 failures on 5 accounts from one address: the 6th attempt from it is 429, even alex with the right password', async () => {
    const attacker = '203.0.113.7';
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(server, SUMMIT, attacker, { email: `buyer00${i}@summit.example`, password: 'Wrong#2026' });
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    expect(await rows(server, `addr:${attacker}`)).toBe(5);
    expectLimited(await signIn(server, SUMMIT, attacker, { email: 'alex@summit.example', password: PASSWORD }), 900);
    // The refused attempt is not counted again, and no session was made for it.
    expect(await rows(server, `addr:${attacker}`)).toBe(5);

    // Another address is not affected: alex signs in from home.
    const home = await signIn(server, SUMMIT, '198.51.100.20', { email: 'alex@summit.example', password: PASSWORD });
    expect(home.status).toBe(200);
    expect(home.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // And the accounts the attacker tried are not locked for their owners (1 failure each, limit 100).
    expect((await signIn(server, SUMMIT, '198.51.100.21', { email: 'buyer001@summit.example', password: PASSWORD })).status).toBe(200);
  });

  it('the address limit spans programs: the same address is refused on the claim program too', async () => {
    expectLimited(await signIn(server, CLAIM, '203.0.113.7', { email: 'THANKS-0050' }), 900);
    expect((await signIn(server, CLAIM, '198.51.100.22', { email: 'THANKS-0050' })).status).toBe(200);
  });
});

describe('claim codes', () => {
  let server: TestServer;
  const waited: number[] = [];
  beforeAll(async () => {
    server = await startTestServer({ deps: { sleep: async (ms) => void waited.push(ms) } });
  });
  afterAll(() => server.close());

  it('the demo limit: 100 wrong codes from one address, then 429, even for a real code; another address still redeems', async () => {
    const guesser = '192.0.2.66';
    for (let i = 0; i < 100; i++) {
      const res = await signIn(server, CLAIM, guesser, { email: `GUESS-${String(i).padStart(4, '0')}` });
      expect(res.status, `guess ${i}`).toBe(401);
      expect(res.body.message).toBe('Please check Code and try again');
    }
    expectLimited(await signIn(server, CLAIM, guesser, { email: 'THANKS-0051' }), 900);
    expect((await signIn(server, CLAIM, '192.0.2.67', { email: 'THANKS-0051' })).status).toBe(200);
  });

  it('per code: 10 failed attempts on THANKS-0052 (sent with a password) from many addresses slow that code, not lock it', async () => {
    waited.length = 0;
    for (let i = 0; i < 10; i++) {
      // A claim code takes no password: each of these fails, against the code's account.
      expect((await signIn(server, CLAIM, `192.0.2.${100 + i}`, { email: 'THANKS-0052', password: 'x' })).status).toBe(401);
    }
    expect(waited).toEqual([]);
    // Its holder waits half a second, then redeems it: nobody else's failures lock them out.
    expect((await signIn(server, CLAIM, '192.0.2.200', { email: 'thanks-0052' })).status).toBe(200);
    expect(waited).toEqual([500]);
    // Other codes are unaffected.
    expect((await signIn(server, CLAIM, '192.0.2.200', { email: 'THANKS-0053' })).status).toBe(200);
    expect(waited).toEqual([500]);
  });
});

describe('guessing a generated claim code is impractical under the limit (docs/security.md)', () => {
  it('60 bits, 100 guesses per address per 15 minutes: one address needs far beyond a lifetime for even odds', () => {
    const { perAddress, windowSeconds } = readConfig({}).rateLimit;
    expect(CODE_BITS).toBeGreaterThanOrEqual(50);
    const issued = 100_000; // the most one `npm run codes` run makes
    const guessesPerYear = perAddress * ((365 * 24 * 3600) / windowSeconds);
    const hitsPerYear = (guessesPerYear * issued) / 2 ** CODE_BITS;
    // About 3.0e-7 per address and year; a million addresses would still need over three years for one hit.
    expect(hitsPerYear).toBeLessThan(1e-6);
    expect(1 / (hitsPerYear * 1_000_000)).toBeGreaterThan(3);
  });
});
