// Writes the programs, the host names that choose them and their message sets.
import type { Sql } from '../db/types.ts';
import { insertRows } from './insert.ts';
import { messageSets, seedPrograms } from './programs.ts';

/** Returns program slug → id. */
export async function writePrograms(tx: Sql, includeHostile: boolean): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const program of seedPrograms(includeHostile)) {
    const [row] = await tx.query<{ id: number }>('INSERT INTO programs (slug, config) VALUES ($1, $2::jsonb) RETURNING id', [
      program.slug,
      JSON.stringify(program.config),
    ]);
    const id = row!.id;
    ids.set(program.slug, id);
    await insertRows(tx, 'program_hosts', { host: 'text', program_id: 'integer' }, program.hosts.map((host) => ({ host, program_id: id })));
    await insertRows(
      tx,
      'languages',
      { program_id: 'integer', locale: 'text', messages: 'jsonb' },
      messageSets(program).map((set) => ({ program_id: id, ...set })),
    );
  }
  return ids;
}
