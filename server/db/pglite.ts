import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockFolder } from './folder-lock.ts';
import { checkChannel, type Db, type Sql } from './types.ts';

/**
 * Embedded PostgreSQL. PGlite is one connection: its `transaction` holds an exclusive lock, so
 * transactions here are serial, which is what keeps balances and claim codes safe.
 */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Db & { dump(): Promise<Blob> }> {
  const inMemory = dataDir === 'memory';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the folder: a second process must not even open it.
  const unlock = inMemory ? () => undefined : lockFolder(dataDir);
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir: inMemory ? undefined : dataDir,
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const asSql = (q: { query: PGlite['query'] }): Sql => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(text, params as unknown[]);
      return result.rows;
    },
  });
  const self = asSql(pg);
  return {
    kind: 'pglite',
    query: self.query,
    transaction: (fn) => pg.transaction((tx) => fn(asSql(tx))),
    exec: async (text) => {
      await pg.exec(text);
    },
    // One connection, so every notification is delivered here, before the query that committed it resolves.
    async listen(channel, { onMessage, onLive }) {
      const unlisten = await pg.listen(checkChannel(channel), onMessage);
      onLive(true);
      return async () => {
        onLive(false);
        await unlisten();
      };
    },
    // One process: nobody else to wait for.
    exclusive: (_name, fn) => fn(),
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
    // A snapshot of the whole database: tests seed once and start every file from the copy.
    dump: async () => (await pg.dumpDataDir('gzip')) as Blob,
  };
}
