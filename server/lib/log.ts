import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * What a log line must never carry, whoever wrote it: access and reset tokens (base64url, 43
 * characters), bearer headers, reset links' query, e-mail addresses and password hashes. Bodies
 * are never logged, so passwords and postal addresses do not reach a line in the first place;
 * fields that name them are dropped by key (REDACTED_KEYS) in case someone logs an object anyway.
 */
const PATTERNS: [RegExp, string][] = [
  [/\bscrypt\$[^\s"']+/g, '[hash]'],
  [/\bBearer\s+[^\s"',]+/gi, 'Bearer [token]'],
  [/([?&](?:token|email|code|state|id_token|access_token)=)[^&\s"'#]*/gi, '$1[redacted]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Tokens are 43 characters, token hashes 64 hex; request ids (UUIDs, 36) stay readable.
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g, '[token]'],
];

/** Keys whose values are never written, at any depth. */
export const REDACTED_KEYS = new Set([
  'password',
  'currentpassword',
  'newpassword',
  'token',
  'access_token',
  'id_token',
  'authorization',
  'cookie',
  'email',
  'to_address',
  'link',
  'body',
  'address1',
  'address2',
  'address3',
  'address4',
  'postcode',
  'phone',
  'fullname',
]);

export function scrub(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A copy of `value` with every string scrubbed and every redacted key's value replaced. */
export function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) return scrubDeep(stdSerializers.err(value), depth + 1);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = REDACTED_KEYS.has(key.toLowerCase()) ? '[redacted]' : scrubDeep(child, depth + 1);
  }
  return out;
}

export interface LoggerOptions {
  level: string;
  /** Where lines go; default stdout. Tests pass a stream to read them. */
  destination?: DestinationStream;
}

/** JSON lines (pino), one per event, scrubbed of secrets and personal data before they are written. */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      serializers: { err: (error: unknown) => (error instanceof Error ? scrubDeep(stdSerializers.err(error)) : error) },
      formatters: { log: (object) => scrubDeep(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    options.destination ?? pino.destination(1),
  );
}

/** For code run outside a server (tests, scripts): nothing is written. */
export const silentLogger: Logger = pino({ level: 'silent' });
