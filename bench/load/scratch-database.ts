import pg from 'pg';

/** The database scripts/pg-setup.sh makes; its role may create databases. */
export const DEFAULT_DATABASE_URL = 'postgres://storefront:storefront@127.0.0.1:5432/storefront';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new empty database beside `adminUrl`'s, named `<prefix>_<pid>`, dropped again by `drop()`. */
export async function createScratchDatabase(prefix: string, adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error(`database prefix must be lower-case letters, digits and _: "${prefix}"`);
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
