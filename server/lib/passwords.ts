import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { parsePasswordHash, type ScryptHash } from '../../src/schemas/password-hash.ts';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Derives a key; the server's is node:crypto's scrypt, tests pass one that records what it is asked. */
export type ScryptFn = (password: string, salt: Buffer, keylen: number, params: ScryptParams) => Promise<Buffer>;

/** What one run needs (OpenSSL's V and B arrays), with room to spare: enough for the whole accepted range, no more. */
const memoryFor = ({ N, r, p }: ScryptParams) => 128 * r * (N + 2) + 128 * r * p + 1024 * 1024;

export const nodeScrypt: ScryptFn = (password, salt, keylen, params) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, { ...params, maxmem: memoryFor(params) }, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * The server's own parameters: OWASP's scrypt floor (N=2^17 would be stronger but costs ~130 MiB
 * per hash on a 2-core box). Every hash it writes has them, and a hash that has others is
 * rewritten with them at the participant's next successful sign-in.
 */
export const OWN_SCRYPT = { N: 16384, r: 8, p: 1, saltBytes: 16, keyBytes: 32 } as const;

export interface PasswordCheck {
  ok: boolean;
  /** The password was right and the stored hash is not in the server's parameters: store a new one. */
  outdated: boolean;
  /** Why a stored hash was not used (outside the accepted range, or not a hash): worth a log line. */
  unusable?: string;
}

const cost = (h: ScryptParams) => h.N * h.r * h.p;
const OWN_COST = cost(OWN_SCRYPT);

const sameAsOwn = (h: ScryptHash) =>
  h.N === OWN_SCRYPT.N && h.r === OWN_SCRYPT.r && h.p === OWN_SCRYPT.p && h.saltBytes === OWN_SCRYPT.saltBytes && h.keyBytes === OWN_SCRYPT.keyBytes;

/** Runs tasks one at a time, in the order they came. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

/**
 * Hashing and checking of passwords (`scrypt$N$r$p$salt$hash`, base64url parts: the parameters
 * travel with the hash so they can be raised later). A stored hash is only ever checked with
 * parameters inside SCRYPT_RANGE (src/schemas/password-hash.ts); one outside it, or no hash at
 * all, costs one run at the server's own parameters and fails, so neither a missing account nor a
 * hostile hash is told apart by timing or allowed to stall the server. Checks costlier than the
 * server's own (imported hashes, until their owner next signs in) run one at a time, so however
 * many arrive at once they hold at most one of the threads that scrypt, file reads and
 * compression share.
 */
export function passwordHasher({ scrypt = nodeScrypt }: { scrypt?: ScryptFn } = {}) {
  const own = { N: OWN_SCRYPT.N, r: OWN_SCRYPT.r, p: OWN_SCRYPT.p };
  const costly = oneAtATime();

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(OWN_SCRYPT.saltBytes);
    const key = await scrypt(password, salt, OWN_SCRYPT.keyBytes, own);
    return ['scrypt', own.N, own.r, own.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** The same work as a real check, for an account without a usable hash. */
  async function decoy(password: string): Promise<void> {
    await scrypt(password, randomBytes(OWN_SCRYPT.saltBytes), OWN_SCRYPT.keyBytes, own);
  }

  async function check(password: string, stored: string | null | undefined): Promise<PasswordCheck> {
    if (!stored) {
      await decoy(password);
      return { ok: false, outdated: false };
    }
    const parsed = parsePasswordHash(stored);
    if (!parsed.ok) {
      await decoy(password);
      return { ok: false, outdated: false, unusable: parsed.problem };
    }
    const h = parsed.hash;
    const expected = Buffer.from(h.key, 'base64url');
    const params = { N: h.N, r: h.r, p: h.p };
    const derive = () => scrypt(password, Buffer.from(h.salt, 'base64url'), expected.length, params);
    const actual = cost(params) > OWN_COST ? await costly(derive) : await derive();
    const ok = actual.length === expected.length && timingSafeEqual(expected, actual);
    return { ok, outdated: ok && !sameAsOwn(h) };
  }

  return {
    hash,
    check,
    verify: async (password: string, stored: string | null | undefined) => (await check(password, stored)).ok,
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;

const shared = passwordHasher();
export const hashPassword = shared.hash;
export const verifyPassword = shared.verify;
