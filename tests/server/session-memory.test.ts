// The catalogue's calls check sessions kept in memory (server/lib/session-cache.ts, docs/performance.md), and a
// revocation still holds from the next call: sign-out, a password change or reset, a session ended
// or a participant moved by hand in the database, and on a second server instance. Each token is
// used on the catalogue first, so it is in memory when it is revoked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { LISTENER_NAME } from '../../server/db/postgres-listener.ts';
import { sha256 } from '../../server/lib/ids.ts';
import { waitForMail } from '../support/outbox.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CATALOGUE = ['/api/products?o=%7B%22limit%22%3A12%7D', '/api/products/suggestions?q=aur', '/api/categories'];

async function statuses(token: string, app: { request: TestServer['request'] } = server): Promise<number[]> {
  const responses = [];
  for (const path of CATALOGUE) responses.push((await app.request(SUMMIT, path, { token })).status);
  return responses;
}

/** Signed in, and known to the catalogue's memory: every catalogue call answered twice. */
async function remembered(email: string): Promise<string> {
  const token = await server.signIn(SUMMIT, email, PASSWORD);
  expect(await statuses(token)).toEqual([200, 200, 200]);
  expect(await statuses(token)).toEqual([200, 200, 200]);
  return token;
}

/**
 * A change made outside the server reaches it as a database notice: at once on PGlite (one
 * connection), over PostgreSQL's listening connection within milliseconds.
 */
async function refusedSoon(token: string, app?: { request: TestServer['request'] }) {
  if (server.db.kind === 'pglite') expect(await statuses(token, app)).toEqual([401, 401, 401]);
  else await expect.poll(() => statuses(token, app), { timeout: 2_000, interval: 20 }).toEqual([401, 401, 401]);
}

describe('catalogue calls after a revocation', () => {
  it('sign-out: refused from the next call', async () => {
    const token = await remembered('buyer080@summit.example');
    expect((await server.request(SUMMIT, '/api/signout', { token, method: 'POST' })).status).toBe(204);
    expect(await statuses(token)).toEqual([401, 401, 401]);
  });

  it('password change: every earlier session refused, the new token answered', async () => {
    const first = await remembered('buyer081@summit.example');
    const second = await remembered('buyer081@summit.example');
    const res = await server.request(SUMMIT, '/api/users/changepassword', {
      token: first,
      json: { currentPassword: PASSWORD, newPassword: 'Changed#2026x' },
    });
    const body = (await res.json()) as { success: boolean; access_token?: string };
    expect(body.success).toBe(true);
    expect(await statuses(first)).toEqual([401, 401, 401]);
    expect(await statuses(second)).toEqual([401, 401, 401]);
    expect(await statuses(body.access_token!)).toEqual([200, 200, 200]);
  });

  it('password reset: every session refused', async () => {
    const email = 'buyer082@summit.example';
    const token = await remembered(email);
    expect((await server.request(SUMMIT, '/api/users/forgotpassword', { json: { email } })).status).toBe(202);
    const link = new URL((await waitForMail(server, SUMMIT, (m) => m.to === email)).link);
    const res = await server.request(SUMMIT, '/api/users/resetpassword', {
      json: { email, token: link.searchParams.get('token'), password: 'Reset#2026xy' },
    });
    expect(await res.json()).toEqual({ success: true });
    expect(await statuses(token)).toEqual([401, 401, 401]);
  });

  it('a session ended by hand in the database', async () => {
    const token = await remembered('buyer083@summit.example');
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)]);
    await refusedSoon(token);
  });

  it('a participant moved to another program by hand', async () => {
    const token = await remembered('buyer084@summit.example');
    await server.db.query(
      "UPDATE users SET program_id = (SELECT program_id FROM program_hosts WHERE host = 'closed.localhost') WHERE id = 'u_buyer084_summit'",
    );
    await refusedSoon(token);
  });

  it('sign-out on one server instance: refused by another that had the session in memory', async () => {
    const other = createApp(server.deps);
    const viaOther: { request: TestServer['request'] } = {
      request: (host, path, init = {}) => {
        const { token, ...rest } = init;
        const headers = new Headers(rest.headers);
        headers.set('host', host);
        if (token) headers.set('authorization', `Bearer ${token}`);
        return Promise.resolve(other.request(`http://${host}${path}`, { ...rest, headers }));
      },
    };
    const token = await remembered('buyer085@summit.example');
    expect(await statuses(token, viaOther)).toEqual([200, 200, 200]);
    expect(await statuses(token, viaOther)).toEqual([200, 200, 200]);
    expect((await server.request(SUMMIT, '/api/signout', { token, method: 'POST' })).status).toBe(204);
    await refusedSoon(token, viaOther);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL: the listening connection drops', () => {
  it('what changes meanwhile is still refused, and memory is used again once it is back', async () => {
    const token = await remembered('buyer086@summit.example');
    const other = await remembered('buyer087@summit.example');
    const terminated = await server.db.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [LISTENER_NAME],
    );
    expect(terminated).toEqual([{ ended: true }]);
    // No notice can reach this server now: the session ends unheard. It is refused all the same:
    // the server forgets what it kept when it sees the connection drop, and again once it listens anew.
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)]);
    await expect.poll(() => statuses(token), { timeout: 500, interval: 20 }).toEqual([401, 401, 401]);
    // Listening again (at once, then every second while that fails); notices are heard again.
    await expect
      .poll(
        async () =>
          (
            await server.db.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
              LISTENER_NAME,
            ])
          ).length,
        { timeout: 5_000, interval: 50 },
      )
      .toBe(1);
    expect(await statuses(other)).toEqual([200, 200, 200]);
    await server.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(other)]);
    await refusedSoon(other);
  });
});
