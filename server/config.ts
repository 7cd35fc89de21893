import { existsSync } from 'node:fs';
import * as v from 'valibot';
import { NO_FAULTS, type FaultSettings } from './lib/faults.ts';
import type { LogFormatSetting } from './lib/log.ts';
import { parseAllowList } from './lib/outbound-fetch.ts';
import { DEFAULT_RETRY, type RetryPolicy } from './mail/retry.ts';

/** Server settings, all from the environment (README: Configuration). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedProducts: number | undefined;
  production: boolean;
  /**
   * Seed the demo into an empty database: always outside production; in production only with
   * SEED_DEMO=1, and then without the demo-only parts (the Hostile Sandbox).
   */
  seedDemo: boolean;
  /** Where the built app lives; served with history fallback. */
  distDir: string;
  /**
   * The signed-out pages' first view is rendered here from the server rendering build (`ssrEntry`,
   * made by `npm run build` beside dist/) and hydrated by the browser; SSR=0 leaves every page to
   * the browser (docs/performance.md).
   */
  ssr: boolean;
  ssrEntry: string;
  tokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** Lifetime of the link an invitation mails (a first password), longer than a reset's. */
  invitationTokenTtlSeconds: number;
  /**
   * Outgoing mail (server/mail). `smtpUrl` undefined: production sends none (and says so); the
   * demo sends to a catcher inside its own process.
   */
  mail: { smtpUrl: string | undefined; from: string; retry: RetryPolicy };
  /**
   * Failed sign-ins per account before each further attempt on it waits (growing delays up to
   * maxDelayMs, never a refusal), and per client address before that address is refused; the
   * forgot-password requests a client address may send in the window (resetPerAddress), the reset
   * mails one participant may be sent in it at one requester's asking (resetPerAccount) and in all
   * (resetPerAccountTotal; server/lib/rate-limit.ts). 0 turns a limit off.
   */
  rateLimit: {
    perAccount: number;
    perAddress: number;
    windowSeconds: number;
    maxDelayMs?: number;
    resetPerAddress?: number;
    resetPerAccount?: number;
    resetPerAccountTotal?: number;
  };
  /**
   * Proxies whose X-Forwarded-For, -Proto, -Host and X-Request-Id are believed (proxy-addr's
   * list: addresses, CIDRs, `loopback`, `linklocal`, `uniquelocal`); empty trusts none.
   */
  trustedProxies: string[];
  /** PostgreSQL pool: connections at most, a statement's limit, how long an idle connection is kept. */
  pool: { max: number; statementTimeoutMs: number; idleTimeoutMs: number; connectTimeoutMs: number };
  /** pino's level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** LOG_FORMAT: `json`, `pretty`, or `auto` (readable lines when stdout is a terminal, JSON otherwise). */
  logFormat: LogFormatSetting;
  /** A loopback port that serves GET /metrics alone; undefined serves none. */
  metricsPort: number | undefined;
  /** On SIGTERM, how long requests in flight may take before the process stops anyway. */
  shutdownTimeoutMs: number;
  /**
   * How long an idle HTTP/1.1 connection is kept open. Longer than a proxy keeps its idle upstream
   * connections (nginx 60 s, most load balancers 60 s): the proxy closes an idle one, so it never
   * sends a request down a connection this process is closing at that instant, which a proxy sees
   * as a failed process (docs/deploy.md).
   */
  keepAliveTimeoutMs: number;
  /**
   * Memory for products kept serialized (catalogue.ts), in MiB. A product is about 2 kB, so the
   * default holds a catalogue of 100,000: a page asked for the first time then reads no product
   * rows, only its ids.
   */
  productCacheMb: number;
  /**
   * The app's learning-platform path segment (/{lp}/ [demo 26]), read from the same build-time
   * variable as the app, so the development identity provider registers /{lp}/callback.
   */
  learningPlatformSegment: string;
  /** Test-only fault injection (server/lib/faults.ts); always off in production. */
  faults: FaultSettings;
  /** Largest operator file the admin API takes (ADMIN_UPLOAD_LIMIT_MB), in bytes; participant calls keep their 64 kB. */
  adminUploadLimitBytes: number;
  /**
   * ADMIN_FETCH_ALLOW: host names, addresses and CIDR ranges that catalogue image addresses may
   * reach although they are not public (an operator's own image server); everything else that
   * resolves to a loopback, private, link-local or reserved address is refused (server/lib/outbound-fetch.ts).
   */
  adminFetchAllow: string[];
  /**
   * Console sign-ins (server/admin/staff-sessions.ts): a session ends after `idleSeconds` without
   * a call (STAFF_SESSION_IDLE_SECONDS, half an hour) and `absoluteSeconds` after sign-in whatever
   * happens (STAFF_SESSION_MAX_SECONDS, half a day).
   */
  staffSession: { idleSeconds: number; absoluteSeconds: number };
  /** PEM files: with them the server speaks HTTPS, HTTP/2 first (HTTP/1.1 for clients without it). */
  tls: { certFile: string; keyFile: string } | undefined;
}

function int(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const raw = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw;
}

const LOG_FORMATS: readonly LogFormatSetting[] = ['auto', 'json', 'pretty'];

function logFormat(env: NodeJS.ProcessEnv): LogFormatSetting {
  const raw = (env.LOG_FORMAT || 'auto').toLowerCase() as LogFormatSetting;
  if (!LOG_FORMATS.includes(raw)) throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}, got "${env.LOG_FORMAT}"`);
  return raw;
}

/** Comma- or space-separated; each entry is checked by proxy-addr when the server starts. */
function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function segment(env: NodeJS.ProcessEnv): string {
  const raw = env.VITE_LEARNING_PLATFORM_SEGMENT || 'learn';
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(raw))
    throw new Error(`VITE_LEARNING_PLATFORM_SEGMENT must be one path segment (letters, digits, -), got "${raw}"`);
  return raw;
}

/** STOREFRONT_TEST_HOLD_ORDER_TX_MS, outside production only: a production server never holds an order. */
function faults(env: NodeJS.ProcessEnv, production: boolean): FaultSettings {
  const hold = int('STOREFRONT_TEST_HOLD_ORDER_TX_MS', 0, env);
  if (hold === 0) return NO_FAULTS;
  if (production) {
    console.warn('STOREFRONT_TEST_HOLD_ORDER_TX_MS is ignored: NODE_ENV is production');
    return NO_FAULTS;
  }
  return { holdOrderTransactionMs: hold };
}

/** TLS_CERT_FILE and TLS_KEY_FILE go together; a file that cannot be read stops the start. */
function tls(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.TLS_CERT_FILE || undefined;
  const keyFile = env.TLS_KEY_FILE || undefined;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  for (const [name, file] of [
    ['TLS_CERT_FILE', certFile],
    ['TLS_KEY_FILE', keyFile],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${name}: no file at "${file}"`);
  }
  return { certFile, keyFile };
}

/** SEED_DEMO: 1 or true asks for the demo's data; anything else but empty is a mistake worth stopping for. */
function flag(name: string, env: NodeJS.ProcessEnv, unset = false): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return unset;
  if (raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got "${env[name]}"`);
}

/** SMTP_URL must be a URL nodemailer speaks (smtp: or smtps:); a typo should stop the start, not lose mail. */
function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//"`);
  return raw;
}

/** A production server that sends mail must say from whom; the demo's catcher accepts any sender. */
function mailSettings(env: NodeJS.ProcessEnv, production: boolean): ServerConfig['mail'] {
  const url = smtpUrl(env);
  const from = env.MAIL_FROM?.trim();
  if (production && url && !from) throw new Error('MAIL_FROM must be set with SMTP_URL, e.g. "Summit Rewards <rewards@example.com>"');
  return { smtpUrl: url, from: from || 'Rewards demo <no-reply@localhost>', retry: DEFAULT_RETRY };
}

/** Checked here so a malformed entry stops the start rather than the first catalogue file. */
function fetchAllow(env: NodeJS.ProcessEnv): string[] {
  const entries = list(env.ADMIN_FETCH_ALLOW);
  parseAllowList(entries, 'ADMIN_FETCH_ALLOW');
  return entries;
}

const seconds = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,8}$/, `${name} must be a whole number of seconds`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/** Idle from a minute to a day; absolute up to 30 days, never shorter than idle. */
const staffSessionSchema = v.pipe(
  v.object({
    idleSeconds: v.optional(seconds('STAFF_SESSION_IDLE_SECONDS', 60, 24 * 3600), '1800'),
    absoluteSeconds: v.optional(seconds('STAFF_SESSION_MAX_SECONDS', 60, 30 * 24 * 3600), '43200'),
  }),
  v.check((s) => s.idleSeconds <= s.absoluteSeconds, 'STAFF_SESSION_IDLE_SECONDS must not be longer than STAFF_SESSION_MAX_SECONDS'),
);

function staffSession(env: NodeJS.ProcessEnv): ServerConfig['staffSession'] {
  const result = v.safeParse(staffSessionSchema, {
    idleSeconds: env.STAFF_SESSION_IDLE_SECONDS?.trim() || undefined,
    absoluteSeconds: env.STAFF_SESSION_MAX_SECONDS?.trim() || undefined,
  });
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`${issue.message}, got "${String(issue.input)}"`);
  }
  return result.output;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const seed = env.SEED_PRODUCTS ? int('SEED_PRODUCTS', 0, env) : undefined;
  if (seed !== undefined && seed < 6) throw new Error('SEED_PRODUCTS must be at least 6 (the fixture products)');
  return {
    port: int('PORT', 3000, env),
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    seedProducts: seed,
    production,
    // Read (and checked) in the demo too, where the demo is seeded anyway.
    seedDemo: flag('SEED_DEMO', env) || !production,
    distDir: env.DIST_DIR || 'dist',
    ssr: flag('SSR', env, true),
    ssrEntry: env.SSR_ENTRY || 'dist-server/entry-server.js',
    tokenTtlSeconds: int('TOKEN_TTL_SECONDS', 12 * 3600, env),
    resetTokenTtlSeconds: int('RESET_TOKEN_TTL_SECONDS', 3600, env),
    invitationTokenTtlSeconds: int('INVITATION_TOKEN_TTL_SECONDS', 7 * 24 * 3600, env),
    mail: mailSettings(env, production),
    productCacheMb: int('PRODUCT_CACHE_MB', 256, env),
    rateLimit: {
      perAccount: int('RATE_LIMIT_ACCOUNT', 10, env),
      perAddress: int('RATE_LIMIT_ADDRESS', 100, env),
      windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 15 * 60, env),
      maxDelayMs: int('RATE_LIMIT_MAX_DELAY_MS', 5_000, env),
      resetPerAddress: int('RATE_LIMIT_RESET_ADDRESS', 20, env),
      resetPerAccount: int('RATE_LIMIT_RESET_ACCOUNT', 3, env),
      resetPerAccountTotal: int('RATE_LIMIT_RESET_ACCOUNT_TOTAL', 10, env),
    },
    trustedProxies: list(env.TRUSTED_PROXIES),
    pool: {
      max: Math.max(1, int('DATABASE_POOL_MAX', 10, env)),
      statementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS', 30_000, env),
      idleTimeoutMs: int('DATABASE_IDLE_TIMEOUT_MS', 30_000, env),
      connectTimeoutMs: int('DATABASE_CONNECT_TIMEOUT_MS', 10_000, env),
    },
    logLevel: logLevel(env),
    logFormat: logFormat(env),
    metricsPort: env.METRICS_PORT ? int('METRICS_PORT', 0, env) : undefined,
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, env),
    keepAliveTimeoutMs: int('KEEP_ALIVE_TIMEOUT_MS', 65_000, env),
    learningPlatformSegment: segment(env),
    adminUploadLimitBytes: int('ADMIN_UPLOAD_LIMIT_MB', 200, env) * 1024 * 1024,
    adminFetchAllow: fetchAllow(env),
    faults: faults(env, production),
    staffSession: staffSession(env),
    tls: tls(env),
  };
}
