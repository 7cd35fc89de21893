import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { isColorSupported, prettyFactory } from 'pino-pretty';

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

/** How lines are written: JSON lines for machines, or one readable line per event for a person. */
export type LogFormat = 'json' | 'pretty';

/** LOG_FORMAT: `json` or `pretty`, or `auto` (the default): readable at a terminal, JSON anywhere else. */
export type LogFormatSetting = LogFormat | 'auto';

export function chooseLogFormat(setting: LogFormatSetting, stdoutIsTerminal: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

export interface LoggerOptions {
  level: string;
  /** Default `json`: what a log collector reads. */
  format?: LogFormat;
  /** Where lines go; default stdout. Tests pass a stream to read them. */
  destination?: DestinationStream;
  /** Colours in `pretty` lines; default when the terminal supports them (NO_COLOR turns them off). */
  colorize?: boolean;
}

/**
 * Fields a readable line leaves out: a request's (its message says method, route, status and time)
 * and those the server's start and stop lines repeat in their messages (url, data, port, signal).
 */
const SAID_IN_MESSAGE = ['reqId', 'method', 'route', 'status', 'ms', 'client', 'url', 'data', 'port', 'signal'];

/** `GET /api/products 200 4.1 ms` for a request's line; any other line keeps its message. */
function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  if (typeof log.route === 'string') return `${String(log.method)} ${log.route} ${String(log.status)} ${String(log.ms)} ms`;
  return String(log[messageKey] ?? '');
}

/**
 * Readable lines (pino-pretty) written as they come, in this thread: a line logged just before the
 * process exits (a failed start) is never lost in a worker's queue. Lines are scrubbed before they
 * get here, as JSON lines are.
 */
function readableDestination(out: DestinationStream, colorize: boolean): DestinationStream {
  const prettify = prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: ['pid', 'hostname', ...SAID_IN_MESSAGE].join(','),
    messageFormat: readableMessage,
  });
  return { write: (line: string) => out.write(prettify(line)) };
}

/** One line per event (pino), scrubbed of secrets and personal data before it is written: JSON lines, or readable ones. */
export function createLogger(options: LoggerOptions): Logger {
  const destination =
    options.format === 'pretty'
      ? readableDestination(options.destination ?? pino.destination({ dest: 1, sync: true }), options.colorize ?? isColorSupported)
      : (options.destination ?? pino.destination(1));
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
    destination,
  );
}

/** For code run outside a server (tests, scripts): nothing is written. */
export const silentLogger: Logger = pino({ level: 'silent' });
