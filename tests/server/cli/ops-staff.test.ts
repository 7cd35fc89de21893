// `npm run ops -- staff create` and `audit verify`, against a PGlite folder of their own as an
// operator runs them (straight to the database, no server, no key).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../server/cli/ops.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { verifyPassword } from '../../../server/lib/passwords.ts';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ops-staff-'));
  // Never the run's PostgreSQL: this folder is the database.
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('DATA_DIR', join(dir, 'data'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function ops(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    return { code: await main(args), out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    for (const name of Object.keys(env)) vi.stubEnv(name, undefined);
  }
}

async function withFolder<T>(fn: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>): Promise<T> {
  const db = await openPglite(join(dir, 'data'));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('npm run ops -- staff create, audit verify', () => {
  it('makes the first platform owner, hashed, refuses bad input and changes nothing, and verifies the chain', async () => {
    const password = 'a long staff password';
    const missing = await ops({}, 'staff', 'create', '--email', 'sam@acme.example', '--name', 'Sam', '--platform-owner');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('STAFF_PASSWORD');
    const bad = await ops({ STAFF_PASSWORD: 'short' }, 'staff', 'create', '--email', 'sam', '--name', 'Sam', '--programs', 'acme', '--role', 'boss');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Nothing was created');
    expect(bad.err).toContain('--email: Must be an e-mail address');
    expect(bad.err).toContain('the password: At least 12 characters.');
    expect(bad.err).toContain('--role: Must be owner, manager, support or viewer.');

    const made = await ops({ STAFF_PASSWORD: password }, 'staff', 'create', '--email', 'Sam@Acme.example', '--name', 'Sam Rivera', '--platform-owner');
    expect(made.code, made.err).toBe(0);
    expect(made.out).toMatch(/^Staff stf_\w+ <Sam@Acme.example>, platform owner/);
    const whole = await ops({}, 'audit', 'verify');
    expect(whole.code, whole.err).toBe(0);
    expect(whole.out).toMatch(/^The audit trail is whole: 0 entries, the last hash 0{64}\./);
    await withFolder(async (db) => {
      const rows = await db.query<{ email: string; platform_owner: boolean; password_hash: string; status: string }>('SELECT email, platform_owner, password_hash, status FROM staff');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'Sam@Acme.example', platform_owner: true, status: 'active' });
      expect(rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(password, rows[0]!.password_hash)).toBe(true);
      // A row slipped in by hand, with a made-up hash: the chain says where.
      await db.query(
        `INSERT INTO audit_log (seq, at, actor_kind, actor_id, actor_name, role, program, action, prev_hash, hash)
         VALUES (1, now(), 'key', 'key_x', 'x', 'owner', 'acme', 'points.adjust', $1, $1)`,
        ['0'.repeat(64)],
      );
    });
    const broken = await ops({}, 'audit', 'verify');
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('row 1 was changed after it was written');
    expect(broken.err).toContain("the chain's head (row 0) is not its last row (1).");
  }, 120_000);
});
