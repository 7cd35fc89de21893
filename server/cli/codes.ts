// `npm run codes -- --program claim.localhost --count N`: adds N unguessable claim codes to a
// claim program and prints them, one per line (stdout), for the program's administrator.
// Exit codes: 0 done, 1 refused (no such program, not a claim program), 2 bad arguments.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config.ts';
import { openDb } from '../db/open.ts';
import { migrate } from '../db/migrate.ts';
import type { Db } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { generateClaimCode, parseCodesArgs, USAGE } from './claim-codes.ts';

class Refused extends Error {}

/** Inserts `count` new codes; a code that happens to exist already is replaced by a fresh one. */
export async function createClaimCodes(db: Db, host: string, count: number): Promise<string[]> {
  const [program] = await db.query<{ id: number; type: string; full_name: string }>(
    `SELECT p.id, p.config->>'type' AS type, p.config->>'fullName' AS full_name
       FROM program_hosts h JOIN programs p ON p.id = h.program_id WHERE h.host = $1`,
    [host],
  );
  if (!program) throw new Refused(`No program is served at "${host}".`);
  if (program.type !== 'claim') {
    throw new Refused(`"${program.full_name}" (${host}) is a ${program.type} program; claim codes exist only in claim programs.`);
  }
  return db.transaction(async (tx) => {
    const created: string[] = [];
    while (created.length < count) {
      const codes = Array.from({ length: Math.min(count - created.length, 5000) }, () => generateClaimCode());
      const rows = await tx.query<{ login: string }>(
        `INSERT INTO users (id, program_id, login, name, email)
         SELECT id, $1, code, 'Gift Recipient', code FROM unnest($2::text[], $3::text[]) AS x(id, code)
         ON CONFLICT DO NOTHING RETURNING login`,
        [program.id, codes.map(() => newId('u')), codes],
      );
      created.push(...rows.map((r) => r.login));
    }
    return created;
  });
}

async function main(): Promise<number> {
  const args = parseCodesArgs(process.argv.slice(2));
  if ('help' in args) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in args) {
    console.error(`${args.error}\n\n${USAGE}`);
    return 2;
  }
  const config = readConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const codes = await createClaimCodes(db, args.program, args.count);
    process.stdout.write(`${codes.join('\n')}\n`);
    console.error(`Created ${codes.length} claim code${codes.length === 1 ? '' : 's'} for ${args.program}.`);
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

// Run as a command, not when a test imports it.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = await main();
