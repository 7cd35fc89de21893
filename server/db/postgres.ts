import pg from 'pg';
import { postgresListener, type ListenerOptions } from './postgres-listener.ts';
import type { Db, Sql } from './types.ts';

// Return int8 and numeric as numbers: every amount here is an integer number of points.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export interface PostgresOptions {
  /** Connections at most (DATABASE_POOL_MAX); default 10. */
  max?: number;
  /** A statement running longer is cancelled by the server (DATABASE_STATEMENT_TIMEOUT_MS); 0 is none. */
  statementTimeoutMs?: number;
  /** An idle pooled connection is closed after this long (DATABASE_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
  /** A caller waits this long for a connection before its request fails (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  listener?: ListenerOptions;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const statementTimeout = options.statementTimeoutMs ?? 30_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    // A connection whose peer vanished is noticed by the kernel, not only at its next query.
    keepAlive: true,
    ...(statementTimeout > 0
      ? {
          statement_timeout: statementTimeout,
          // A transaction left open (a process stuck between statements) gives its locks back.
          idle_in_transaction_session_timeout: Math.max(statementTimeout, 60_000),
        }
      : {}),
  });
  // An idle client that loses its connection emits on the pool; without a listener that is a crash.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the database is unreachable.
  await pool.query('select 1');
  const asSql = (q: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await q.query(text, params as unknown[]);
      return result.rows as T[];
    },
  });
  const self = asSql(pool);
  const listener = postgresListener(connectionString, options.listener);
  return {
    kind: 'postgres',
    query: self.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(asSql(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (text) => {
      await pool.query(text);
    },
    listen: (channel, handlers) => listener.listen(channel, handlers),
    // A session-level lock on a connection of its own, outside the pool: held across the
    // transactions `fn` runs on pooled connections, and given back if this process dies.
    async exclusive(name, fn) {
      const client = new pg.Client({ connectionString, application_name: `storefront-lock:${name}`.slice(0, 63) });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
