import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTestDb } from '../../support/test-server.ts';
import { CODE_ALPHABET, CODE_BITS, CODE_PATTERN, generateClaimCode, parseCodesArgs } from '../../../server/cli/claim-codes.ts';
import { createClaimCodes } from '../../../server/cli/codes.ts';

describe('generateClaimCode', () => {
  it('is XXXX-XXXX-XXXX over 32 unambiguous letters: 60 bits, at least the 50 product/demo.md rule 17 asks', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[01IO]/);
    expect(CODE_BITS).toBe(60);
    for (let i = 0; i < 1000; i++) expect(generateClaimCode()).toMatch(CODE_PATTERN);
  });

  it('draws from crypto randomness: 20,000 codes, no repeats, every letter about equally often', () => {
    const codes = Array.from({ length: 20_000 }, () => generateClaimCode());
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const code of codes) for (const ch of code.replace(/-/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const expected = (codes.length * 12) / 32;
    // Chi-square with 31 degrees of freedom: above 70 happens by chance far less than once in 10,000 runs.
    const chi = [...CODE_ALPHABET].reduce((sum, ch) => sum + ((counts.get(ch) ?? 0) - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(70);
  });

  it('maps each random byte to one letter (no modulo bias: 32 divides 256)', () => {
    expect(generateClaimCode(() => new Uint8Array(12))).toBe('AAAA-AAAA-AAAA');
    expect(generateClaimCode(() => new Uint8Array(12).fill(255))).toBe('9999-9999-9999');
    expect(generateClaimCode(() => Uint8Array.from({ length: 12 }, (_, i) => i + 32))).toBe('ABCD-EFGH-JKLM');
    expect(generateClaimCode(randomBytes)).toMatch(CODE_PATTERN);
  });
});

describe('parseCodesArgs', () => {
  it('accepts --program host --count n, in either order and with =', () => {
    expect(parseCodesArgs(['--program', 'Claim.Localhost', '--count', '25'])).toEqual({ program: 'claim.localhost', count: 25 });
    expect(parseCodesArgs(['--count=3', '--program=claim.localhost'])).toEqual({ program: 'claim.localhost', count: 3 });
    expect(parseCodesArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [[], '--program is required.'],
    [['--program', 'claim.localhost'], '--count is required.'],
    [['--program', 'claim.localhost', '--count', '0'], '--count must be between 1 and 100000.'],
    [['--program', 'claim.localhost', '--count', '100001'], '--count must be between 1 and 100000.'],
    [['--program', 'claim.localhost', '--count', '2.5'], '--count must be a whole number, got "2.5".'],
    [['--program', 'claim.localhost', '--count', '-3'], '--count must be a whole number, got "-3".'],
    [['--program', '--count', '3'], '--program needs a value.'],
    [['--program', 'claim.localhost', '--count', '3', 'extra'], 'Unknown argument "extra".'],
  ])('refuses %j', (argv, error) => {
    expect(parseCodesArgs(argv)).toEqual({ error });
  });

  it('the command exits 2 with the usage text on bad arguments', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/codes.ts', '--count', 'many'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--program is required.');
    expect(run.stderr).toContain('Usage: npm run codes -- --program <host> --count <n>');
    expect(run.stdout).toBe('');
  });
});

describe('createClaimCodes', () => {
  it('adds new unused codes to the claim program and refuses any other program', async () => {
    const { db, drop } = await openTestDb();
    try {
      const codes = await createClaimCodes(db, 'claim.localhost', 25);
      expect(codes).toHaveLength(25);
      for (const code of codes) expect(code).toMatch(CODE_PATTERN);
      const rows = await db.query<{ login: string; status: string | null; password_hash: string | null; slug: string }>(
        'SELECT u.login, u.status, u.password_hash, p.slug FROM users u JOIN programs p ON p.id = u.program_id WHERE u.login = ANY($1::text[])',
        [codes],
      );
      expect(rows).toHaveLength(25);
      expect(rows.every((r) => r.slug === 'thanks' && r.status === null && r.password_hash === null)).toBe(true);

      await expect(createClaimCodes(db, 'localhost', 1)).rejects.toThrow('"Summit Rewards" (localhost) is a points program; claim codes exist only in claim programs.');
      await expect(createClaimCodes(db, 'tiered.localhost', 1)).rejects.toThrow('plateau program');
      await expect(createClaimCodes(db, 'nowhere.localhost', 1)).rejects.toThrow('No program is served at "nowhere.localhost".');
    } finally {
      await drop();
    }
  });
});
