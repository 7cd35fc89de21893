import * as v from 'valibot';

/**
 * The scrypt costs a stored password hash may name (docs/security.md, "Password hashes"). The
 * parameters travel inside the hash, so whoever writes one chooses what checking it costs: a hash
 * imported with p = 64 took 8.5 s of the server's threads per sign-in attempt. N (memory and CPU,
 * 128·r·N bytes: 16 to 128 MiB) and p (CPU) are bounded, r is scrypt's usual 8, and the salt and
 * the derived key must be long enough to be worth checking and short enough to be sane. The
 * operator's participants file is refused outside this range, and the server never runs scrypt on
 * a stored hash outside it.
 */
export const SCRYPT_RANGE = {
  minLog2N: 14,
  maxLog2N: 17,
  r: 8,
  minP: 1,
  maxP: 4,
  minSaltBytes: 16,
  maxSaltBytes: 64,
  minKeyBytes: 16,
  maxKeyBytes: 64,
} as const;

/** A stored hash's parts: `scrypt$N$r$p$salt$key`, salt and key in base64url without padding. */
export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: string;
  key: string;
  saltBytes: number;
  keyBytes: number;
}

export type ParsedPasswordHash = { ok: true; hash: ScryptHash } | { ok: false; problem: string };

const FORMAT = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9_-]{1,200})\$([A-Za-z0-9_-]{1,200})$/;
const FORMAT_PROBLEM = 'Not a password hash in the scrypt format (scrypt$N$r$p$salt$hash).';

/** Bytes in unpadded base64url of this length; null for a length no encoding has. */
function base64urlBytes(text: string): number | null {
  return text.length % 4 === 1 ? null : Math.floor((text.length * 3) / 4);
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** The hash's parts when it is in the format and within SCRYPT_RANGE; else what is wrong, in the operator's words. */
export function parsePasswordHash(text: string): ParsedPasswordHash {
  const match = FORMAT.exec(text);
  if (!match) return { ok: false, problem: FORMAT_PROBLEM };
  const [, n, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  const saltBytes = base64urlBytes(salt);
  const keyBytes = base64urlBytes(key);
  if (saltBytes === null || keyBytes === null) return { ok: false, problem: FORMAT_PROBLEM };
  const s = SCRYPT_RANGE;
  if (!isPowerOfTwo(N) || N < 2 ** s.minLog2N || N > 2 ** s.maxLog2N)
    return { ok: false, problem: `N is ${N}; it must be a power of two from ${2 ** s.minLog2N} (2^${s.minLog2N}) to ${2 ** s.maxLog2N} (2^${s.maxLog2N}).` };
  if (R !== s.r) return { ok: false, problem: `r is ${R}; it must be ${s.r}.` };
  if (P < s.minP || P > s.maxP) return { ok: false, problem: `p is ${P}; it must be from ${s.minP} to ${s.maxP}.` };
  if (saltBytes < s.minSaltBytes || saltBytes > s.maxSaltBytes)
    return { ok: false, problem: `The salt is ${saltBytes} bytes; it must be ${s.minSaltBytes} to ${s.maxSaltBytes}.` };
  if (keyBytes < s.minKeyBytes || keyBytes > s.maxKeyBytes)
    return { ok: false, problem: `The hash is ${keyBytes} bytes; it must be ${s.minKeyBytes} to ${s.maxKeyBytes}.` };
  return { ok: true, hash: { N, r: R, p: P, salt, key, saltBytes, keyBytes } };
}

/** A pipe step for a password hash from the operator (a migration); an absent one passes. */
export const passwordHashCheck = v.rawCheck<string | undefined>(({ dataset, addIssue }) => {
  if (!dataset.typed || dataset.value === undefined) return;
  const parsed = parsePasswordHash(dataset.value);
  if (!parsed.ok) addIssue({ message: parsed.problem });
});
