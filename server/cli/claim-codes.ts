// Claim codes for a real program ([demo 17]: at least 50 bits of randomness). 12 characters from a
// 32-letter alphabet without look-alikes (no 0/O, no 1/I) carry 60 bits, grouped XXXX-XXXX-XXXX
// so a person can read one out over the phone.
import { randomBytes } from 'node:crypto';

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;
/** log2(32) × 12. */
export const CODE_BITS = Math.log2(CODE_ALPHABET.length) * CODE_LENGTH;
export const CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/**
 * One code from `random` (crypto.randomBytes by default). 32 divides 256, so taking the low five
 * bits of each byte is unbiased.
 */
export function generateClaimCode(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(CODE_LENGTH);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    if (i > 0 && i % 4 === 0) code += '-';
    code += CODE_ALPHABET[bytes[i]! & 31];
  }
  return code;
}

export const MAX_CODES = 100_000;

export interface CodesArgs {
  program: string;
  count: number;
}

export const USAGE = `Usage: npm run codes -- --program <host> --count <n>

Creates <n> new claim codes (1 … ${MAX_CODES}) for the claim program served at <host>
(e.g. claim.localhost) and prints them, one per line.

Uses the same database as the server: DATABASE_URL, else DATA_DIR (default ./data).
With the embedded database (DATA_DIR), stop the server first: one process at a time.`;

/** Parses `--program host --count n` (also `--program=host`); an error message when they are wrong. */
export function parseCodesArgs(argv: readonly string[]): CodesArgs | { error: string } | { help: true } {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { help: true };
    const match = /^--(program|count)(?:=(.*))?$/.exec(arg);
    if (!match) return { error: `Unknown argument "${arg}".` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('--')) return { error: `--${match[1]} needs a value.` };
    values[match[1]!] = value;
  }
  if (!values.program) return { error: '--program is required.' };
  if (!values.count) return { error: '--count is required.' };
  if (!/^\d+$/.test(values.count)) return { error: `--count must be a whole number, got "${values.count}".` };
  const count = Number(values.count);
  if (count < 1 || count > MAX_CODES) return { error: `--count must be between 1 and ${MAX_CODES}.` };
  return { program: values.program.trim().toLowerCase(), count };
}
