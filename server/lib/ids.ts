import { createHash, randomBytes } from 'node:crypto';

/** A random id with a readable prefix (`ord_…`), 96 bits: unguessable and URL-safe. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[^A-Za-z0-9]/g, '0')}`;
}

/** A bearer or reset token: 256 bits of randomness. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
