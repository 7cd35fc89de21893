import type { components } from '../src/api/schema.gen.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/types.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { MailService } from './mail/mail-service.ts';

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
  claim_email: string | null;
  custom_fields: Record<string, string | null>;
  cart_items: components['schemas']['CartItem'][];
}

/** What every module receives: storage and settings, nothing global. */
export interface Deps {
  db: Db;
  config: ServerConfig;
  /** Verifies an identity provider's token; swapped in tests and by the dev provider. */
  verifyIdToken?: (token: string, expected: { issuer: string; audience: string }) => Promise<{ email: string }>;
  /** Sends the program's mail; when absent the app uses one that only logs (server/mail/mail-service.ts). */
  mail?: MailService;
}

/** What the app builds once from Deps and shares between its modules. */
export interface AppDeps extends Deps {
  sessions: SessionCache;
  mail: MailService;
}

export type AppEnv = {
  Variables: {
    program: ProgramRow;
    user: UserRow;
    tokenHash: string;
    /** The request's origin as the browser saw it (scheme, host and port). */
    origin: string;
  };
};
