// Stored password hashes carry their own scrypt parameters, and an operator's participants file
// may bring them (a migration). The server never runs scrypt outside the accepted range
// (src/schemas/password-hash.ts): such a hash fails at the server's own cost and is logged.
// Checks costlier than the server's own run one at a time, and a right password on a hash in
// other parameters than the server's is rehashed with them. What scrypt is asked is recorded
// through the injected function, never inferred from timing.
import { randomBytes, scryptSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/lib/log.ts';
import { nodeScrypt, OWN_SCRYPT, passwordHasher, type ScryptFn, type ScryptParams } from '../../server/lib/passwords.ts';
import { parsePasswordHash } from '../../src/schemas/password-hash.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

const OWN = { N: OWN_SCRYPT.N, r: OWN_SCRYPT.r, p: OWN_SCRYPT.p };

/** A hash of `password` with these parameters, made outside the server (as another system would). */
function foreignHash(password: string, { N, r, p }: ScryptParams, keyBytes = 32, saltBytes = 16): string {
  const salt = randomBytes(saltBytes);
  const key = scryptSync(password, salt, keyBytes, { N, r, p, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash naming these parameters, with made-up salt and key: it is never to be computed. */
const hostileHash = (N: number, r: number, p: number) => `scrypt$${N}$${r}$${p}$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;

/** The real scrypt, recording the parameters of every run. */
function recordingScrypt() {
  const runs: ScryptParams[] = [];
  const scrypt: ScryptFn = (password, salt, keylen, params) => {
    runs.push({ ...params });
    return nodeScrypt(password, salt, keylen, params);
  };
  return { scrypt, runs };
}

describe('checking a password against a stored hash', () => {
  it('never runs scrypt with parameters outside the range: one run at the server’s own cost, a failure, and why', async () => {
    const recorder = recordingScrypt();
    const hasher = passwordHasher({ scrypt: recorder.scrypt });
    for (const stored of [hostileHash(16384, 8, 64), hostileHash(2 ** 20, 8, 1), hostileHash(16384, 16, 1), hostileHash(3, 8, 1), hostileHash(16384, 8, 999)]) {
      recorder.runs.length = 0;
      const result = await hasher.check(PASSWORD, stored);
      expect(result).toEqual({ ok: false, outdated: false, unusable: expect.stringMatching(/must be/) });
      expect(recorder.runs).toEqual([OWN]);
    }
    recorder.runs.length = 0;
    expect(await hasher.check(PASSWORD, '$2b$10$abcdefghijklmnopqrstuv')).toMatchObject({ ok: false, unusable: expect.stringMatching(/scrypt format/) });
    // No hash at all (an invited participant): the same run, nothing to report.
    expect(await hasher.check(PASSWORD, null)).toEqual({ ok: false, outdated: false });
    expect(recorder.runs).toEqual([OWN, OWN]);
  });

  it('checks a hash inside the range with its own parameters, and says when it is not in the server’s', async () => {
    const recorder = recordingScrypt();
    const hasher = passwordHasher({ scrypt: recorder.scrypt });
    const own = await hasher.hash(PASSWORD);
    expect(await hasher.check(PASSWORD, own)).toEqual({ ok: true, outdated: false });
    const costlier = foreignHash(PASSWORD, { N: 2 ** 15, r: 8, p: 2 });
    const shortKey = foreignHash(PASSWORD, OWN, 16);
    recorder.runs.length = 0;
    expect(await hasher.check(PASSWORD, costlier)).toEqual({ ok: true, outdated: true });
    expect(await hasher.check(PASSWORD, shortKey)).toEqual({ ok: true, outdated: true });
    // A wrong password rewrites nothing.
    expect(await hasher.check('Wrong#2026', shortKey)).toEqual({ ok: false, outdated: false });
    expect(recorder.runs).toEqual([{ N: 2 ** 15, r: 8, p: 2 }, OWN, OWN]);
  });

  it('runs checks costlier than the server’s own one at a time, and never makes the server’s own wait for them', async () => {
    const held: { N: number; done: boolean; finish: () => void }[] = [];
    let running = 0;
    let most = 0;
    const scrypt: ScryptFn = (_password, _salt, keylen, params) =>
      new Promise((resolve) => {
        running += 1;
        most = Math.max(most, running);
        const run = {
          N: params.N,
          done: false,
          finish: () => {
            run.done = true;
            running -= 1;
            resolve(Buffer.alloc(keylen));
          },
        };
        held.push(run);
      });
    const started = async (n: number) => {
      for (let i = 0; i < 1000 && held.length < n; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(held).toHaveLength(n);
    };
    const hasher = passwordHasher({ scrypt });
    const costly = Array.from({ length: 4 }, () => hasher.check('Wrong#2026', hostileHash(2 ** 17, 8, 4)));
    const own = hasher.check('Wrong#2026', hostileHash(OWN.N, OWN.r, OWN.p));
    // The first costly check and the server's own run at once; the other three wait their turn.
    await started(2);
    expect(held.map((h) => h.N).sort()).toEqual([2 ** 17, OWN.N].sort());
    held.find((h) => h.N === OWN.N)!.finish();
    expect(await own).toMatchObject({ ok: false });
    for (let turn = 1; turn <= 4; turn++) {
      const pending = held.filter((h) => !h.done);
      expect(pending.map((h) => h.N)).toEqual([2 ** 17]);
      pending[0]!.finish();
      if (turn < 4) await started(2 + turn);
    }
    expect((await Promise.all(costly)).every((r) => !r.ok)).toBe(true);
    expect(held).toHaveLength(5);
    expect(most).toBe(2);
  });
});

describe('signing in', () => {
  const recorder = recordingScrypt();
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ deps: { scrypt: recorder.scrypt, log: createLogger({ level: 'warn', destination }) } });
  });
  afterAll(() => server.close());

  const storedHash = async (id: string) =>
    (await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]))[0]!.password_hash;
  const setHash = (id: string, hash: string) => server.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, hash]);
  const signIn = (email: string, password: string) => server.request(SUMMIT, '/token', { json: { email, password } });

  it('with a stored hash outside the range (written by hand) fails at the server’s cost, without running it, and is logged', async () => {
    const stored = hostileHash(16384, 8, 64);
    await setHash('u_buyer060_summit', stored);
    recorder.runs.length = 0;
    const res = await signIn('buyer060@summit.example', PASSWORD);
    expect(res.status).toBe(401);
    expect(recorder.runs).toEqual([OWN]);
    const line = lines.find((l) => l.user === 'u_buyer060_summit');
    expect(line).toMatchObject({ level: 40, problem: 'p is 64; it must be from 1 to 4.', program: 'summit' });
    expect(JSON.stringify(lines)).not.toContain(stored.split('$')[4]);
    // Change password checks the current one the same way.
    const token = await server.signIn(SUMMIT, 'buyer061@summit.example', PASSWORD);
    await setHash('u_buyer061_summit', hostileHash(2 ** 24, 8, 1));
    recorder.runs.length = 0;
    const change = await server.request(SUMMIT, '/api/users/changepassword', { token, json: { currentPassword: PASSWORD, newPassword: 'Other#2027' } });
    expect(await change.json()).toEqual({ success: false });
    expect(recorder.runs).toEqual([OWN]);
  });

  it('with a right password on a weaker hash rewrites it in the server’s parameters; the participant signs in with it after', async () => {
    const weaker = foreignHash(PASSWORD, OWN, 16);
    await setHash('u_buyer062_summit', weaker);
    expect((await signIn('buyer062@summit.example', 'Wrong#2026')).status).toBe(401);
    expect(await storedHash('u_buyer062_summit')).toBe(weaker);
    expect((await signIn('buyer062@summit.example', PASSWORD)).status).toBe(200);
    const rewritten = await storedHash('u_buyer062_summit');
    expect(rewritten).not.toBe(weaker);
    expect(parsePasswordHash(rewritten)).toMatchObject({ ok: true, hash: { ...OWN, saltBytes: OWN_SCRYPT.saltBytes, keyBytes: OWN_SCRYPT.keyBytes } });
    recorder.runs.length = 0;
    expect((await signIn('buyer062@summit.example', PASSWORD)).status).toBe(200);
    expect(recorder.runs).toEqual([OWN]);
    expect(await storedHash('u_buyer062_summit')).toBe(rewritten);
  });

  it('with a right password on an imported costlier hash moves it to the server’s parameters too', async () => {
    await setHash('u_buyer063_summit', foreignHash(PASSWORD, { N: 2 ** 16, r: 8, p: 4 }));
    recorder.runs.length = 0;
    expect((await signIn('buyer063@summit.example', PASSWORD)).status).toBe(200);
    // The check at the hash's own cost, then the new hash at the server's.
    expect(recorder.runs).toEqual([{ N: 2 ** 16, r: 8, p: 4 }, OWN]);
    expect(parsePasswordHash(await storedHash('u_buyer063_summit'))).toMatchObject({ ok: true, hash: OWN });
  });
});
