/** The one small storage interface the server talks to; PGlite and PostgreSQL both implement it. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(text: string): Promise<void>;
  /**
   * PostgreSQL's LISTEN: `onMessage` gets each notification on `channel`, from any process, once
   * the transaction that sent it has committed. `onLive(false)` says notifications may be missed
   * from now on (the listening connection dropped); `onLive(true)` that they arrive (at once on
   * PGlite; once connected on PostgreSQL). Resolves once subscribed; the returned function stops.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding a lock named `name` that other processes on the same database wait
   * for (PostgreSQL's session-level advisory lock; PGlite has one process, so it just runs).
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The pool's connections now (PostgreSQL); undefined on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface NoticeHandlers {
  onMessage(payload: string): void;
  onLive(live: boolean): void;
}

/** Channel names are identifiers in LISTEN; only plain ones are used. */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return channel;
}

/** PostgreSQL's SQLSTATE for a unique-index violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
