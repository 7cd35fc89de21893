import type { components } from '../src/api/schema.gen.ts';
import type { ServerConfig } from './config.ts';
import type { OpenSpoolFile } from './admin/spool.ts';
import type { Db } from './db/types.ts';
import type { AfterResponse } from './lib/after-response.ts';
import type { ClientView } from './lib/client.ts';
import type { Logger } from './lib/log.ts';
import type { Metrics } from './lib/metrics.ts';
import type { ScryptFn } from './lib/passwords.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { MailService } from './mail/index.ts';

export type Program = components['schemas']['Program'];

export interface ProgramRow {
  id: number;
  slug: string;
  config: Program;
}

export interface UserRow {
  id: string;
  program_id: number;
  login: string;
  name: string;
  email: string;
  password_hash: string | null;
  status: string | null;
  balance: number | null;
  last_update_date: Date | string | null;
  level_id: string | null;
  country: string | null;
  /** The program locale the participant last chose (migration 006); null: the program's default. */
  language: string | null;
  claim_email: string | null;
  custom_fields: Record<string, string | null>;
  cart_items: components['schemas']['CartItem'][];
}

/** What every module receives: storage, settings and mail, nothing global. */
export interface Deps {
  db: Db;
  config: ServerConfig;
  /** Queues mail; see server/mail. */
  mail: MailService;
  /** Verifies an identity provider's token; swapped in tests and by the dev provider. */
  verifyIdToken?: (token: string, expected: { issuer: string; audience: string }) => Promise<{ email: string }>;
  /** Where log lines go; silent when not given (tests), main.ts passes pino on stdout. */
  log?: Logger;
  /** Opens the file an upload is spooled to (server/admin/spool.ts); tests swap in a failing disk. */
  openSpoolFile?: OpenSpoolFile;
  /** How the server waits on purpose (an attacked account's sign-in delay); tests record instead. */
  sleep?: (ms: number) => Promise<void>;
  /** How password keys are derived (server/lib/passwords.ts); tests record the parameters asked for. */
  scrypt?: ScryptFn;
  /** Work started by a request and not waited for; main.ts shares it with its shutdown. */
  afterResponse?: AfterResponse;
  metrics?: Metrics;
  /** Set when the process stops taking requests (server/shutdown.ts): readiness says no. */
  health?: HealthState;
}

/** Whether the process still takes requests; readiness (server/modules/health.ts) reads it. */
export interface HealthState {
  /** Set on SIGTERM (server/shutdown.ts): not ready, so a balancer sends no more. */
  draining: boolean;
}

/** What the app builds once from Deps and shares between its modules. */
export interface AppDeps extends Deps {
  sessions: SessionCache;
  log: Logger;
  afterResponse: AfterResponse;
  metrics: Metrics;
  health: HealthState;
}

export type AppEnv = {
  Variables: {
    program: ProgramRow;
    user: UserRow;
    tokenHash: string;
    /** The shop page's origin when it calls this API from another origin (lib/cors.ts). */
    origin: string;
    /** Who sent the request, through trusted proxies (server/lib/client.ts). */
    client: ClientView;
    /** The request's id in log lines: a trusted proxy's X-Request-Id, or made here. */
    requestId: string;
  };
};
