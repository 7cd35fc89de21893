import pg from 'pg';
import { postgresListener } from './postgres-listener.ts';
import type { Db, Sql } from './types.ts';

// Return int8 and numeric as numbers: every amount here is an integer number of points.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not at the first request, when the database is unreachable.
  await pool.query('select 1');
  const asSql = (q: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await q.query(text, params as unknown[]);
      return result.rows as T[];
    },
  });
  const self = asSql(pool);
  const listener = postgresListener(connectionString);
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
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
