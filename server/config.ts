import { existsSync } from 'node:fs';
import { NO_FAULTS, type FaultSettings } from './lib/faults.ts';

/** Server settings, all from the environment (README: Configuration). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedProducts: number | undefined;
  production: boolean;
  /** Where the built app lives; served with history fallback. */
  distDir: string;
  tokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  rateLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  /**
   * Memory for products kept serialized (catalogue.ts), in MiB. A product is about 2 kB, so the
   * default holds a catalogue of 100,000: a page asked for the first time then reads no product
   * rows, only its ids.
   */
  productCacheMb: number;
  /**
   * The app's learning-platform path segment (SPEC §2 /{lp}/), read from the same build-time
   * variable as the app, so the development identity provider registers /{lp}/callback.
   */
  learningPlatformSegment: string;
  /** Test-only fault injection (server/lib/faults.ts); always off in production. */
  faults: FaultSettings;
  /** Largest operator file the admin API takes (ADMIN_UPLOAD_LIMIT_MB), in bytes; participant calls keep their 64 kB. */
  adminUploadLimitBytes: number;
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
    distDir: env.DIST_DIR || 'dist',
    tokenTtlSeconds: int('TOKEN_TTL_SECONDS', 12 * 3600, env),
    resetTokenTtlSeconds: int('RESET_TOKEN_TTL_SECONDS', 3600, env),
    productCacheMb: int('PRODUCT_CACHE_MB', 256, env),
    rateLimit: {
      perAccount: int('RATE_LIMIT_ACCOUNT', 10, env),
      perAddress: int('RATE_LIMIT_ADDRESS', 100, env),
      windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 15 * 60, env),
    },
    learningPlatformSegment: segment(env),
    adminUploadLimitBytes: int('ADMIN_UPLOAD_LIMIT_MB', 200, env) * 1024 * 1024,
    faults: faults(env, production),
    tls: tls(env),
  };
}
