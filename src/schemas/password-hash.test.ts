import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { parsePasswordHash, passwordHashCheck, SCRYPT_RANGE } from './password-hash';

/** base64url text of `bytes` bytes (the content does not matter to the range). */
const b64 = (bytes: number) => 'A'.repeat(Math.ceil((bytes * 4) / 3));
const hash = (N: number | string, r: number | string, p: number | string, saltBytes = 16, keyBytes = 32) =>
  `scrypt$${N}$${r}$${p}$${b64(saltBytes)}$${b64(keyBytes)}`;
const problem = (text: string) => {
  const parsed = parsePasswordHash(text);
  return parsed.ok ? null : parsed.problem;
};

describe('stored password hashes: the accepted scrypt range', () => {
  it('accepts N from 2^14 to 2^17 (powers of two), r 8, p 1 to 4, salt and key of 16 to 64 bytes', () => {
    for (const N of [2 ** 14, 2 ** 15, 2 ** 16, 2 ** 17]) for (const p of [1, 2, 3, 4]) expect(problem(hash(N, 8, p))).toBeNull();
    expect(problem(hash(16384, 8, 1, 64, 64))).toBeNull();
    expect(problem(hash(16384, 8, 1, 16, 16))).toBeNull();
    // The server's own and the demo's hashes.
    expect(parsePasswordHash('scrypt$16384$8$1$hhIe3xjKFd5gVXcpUQFQfw$yKgGVR_rrwKeMgL2j2cKGudrOOlHjcoV5dvtYfSQOnI')).toEqual({
      ok: true,
      hash: { N: 16384, r: 8, p: 1, salt: 'hhIe3xjKFd5gVXcpUQFQfw', key: 'yKgGVR_rrwKeMgL2j2cKGudrOOlHjcoV5dvtYfSQOnI', saltBytes: 16, keyBytes: 32 },
    });
  });

  it('refuses every parameter outside it, naming the parameter and the range', () => {
    expect(problem(hash(16384, 8, 64))).toBe('p is 64; it must be from 1 to 4.');
    expect(problem(hash(16384, 8, 5))).toBe('p is 5; it must be from 1 to 4.');
    expect(problem(hash(16384, 8, 0))).toBe('p is 0; it must be from 1 to 4.');
    expect(problem(hash(2 ** 13, 8, 1))).toBe('N is 8192; it must be a power of two from 16384 (2^14) to 131072 (2^17).');
    expect(problem(hash(2 ** 18, 8, 1))).toMatch(/^N is 262144;/);
    expect(problem(hash(20000, 8, 1))).toMatch(/^N is 20000; it must be a power of two/);
    expect(problem(hash(0, 8, 1))).toMatch(/^N is 0;/);
    expect(problem(hash(16384, 16, 1))).toBe('r is 16; it must be 8.');
    expect(problem(hash(16384, 1, 1))).toBe('r is 1; it must be 8.');
    expect(problem(hash(16384, 8, 1, 8))).toBe('The salt is 8 bytes; it must be 16 to 64.');
    expect(problem(hash(16384, 8, 1, 16, 8))).toBe('The hash is 8 bytes; it must be 16 to 64.');
    expect(problem(hash(16384, 8, 1, 16, 65))).toBe('The hash is 65 bytes; it must be 16 to 64.');
    expect(SCRYPT_RANGE).toMatchObject({ minLog2N: 14, maxLog2N: 17, r: 8, minP: 1, maxP: 4 });
  });

  it('refuses what is not the format: another scheme, signs, padding, missing parts, digits beyond reason', () => {
    const format = 'Not a password hash in the scrypt format (scrypt$N$r$p$salt$hash).';
    for (const text of [
      '$2b$10$abcdefghijklmnopqrstuv',
      hash(-16384, 8, 1),
      hash('1e5', 8, 1),
      hash(16384, 8, 1).replace(/\$[^$]+$/, '$'),
      `${hash(16384, 8, 1)}==`,
      hash(16384, 8, 1).replace('scrypt', 'SCRYPT'),
      hash('99999999', 8, 1),
      `scrypt$16384$8$1$${'A'.repeat(21)}$${'A'.repeat(43)}`, // 21 characters are no base64url length
      '',
    ])
      expect(problem(text), text).toBe(format);
  });

  it('as a pipe step, passes an absent hash and gives the problem as the issue', () => {
    const schema = v.pipe(v.optional(v.string()), passwordHashCheck);
    expect(v.safeParse(schema, undefined).success).toBe(true);
    expect(v.safeParse(schema, hash(16384, 8, 1)).success).toBe(true);
    expect(v.safeParse(schema, hash(16384, 8, 64)).issues?.[0]?.message).toBe('p is 64; it must be from 1 to 4.');
  });
});
