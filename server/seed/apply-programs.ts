// The demo's programs, applied as an operator's would be: each folder of demo/programs through
// the admin API's validation and apply code (PUT /admin/api/programs/{slug}), theme files first.
// Programs a demo start adds (the Hostile Sandbox, server/demo) have no folder: their documents are
// built in code and go through the same validation and apply.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { programApplySchema } from '../../src/schemas/program-settings.ts';
import type { Sql } from '../db/types.ts';
import { applyProgram, putAsset } from '../admin/program-apply.ts';
import { readProgramFolder } from '../admin/program-folder.ts';
import { DEMO_DIR, DEMO_PROGRAM_SLUGS, programFolder } from './demo-files.ts';
import { programFolderDocs } from './program-folders.ts';
import type { SeedProgram } from './programs.ts';

/** Returns program slug → id. */
export async function applyDemoPrograms(tx: Sql, extra: readonly SeedProgram[]): Promise<Map<string, number>> {
  for (const slug of DEMO_PROGRAM_SLUGS) {
    const folder = readProgramFolder(`${DEMO_DIR}${programFolder(slug)}`);
    if (folder.slug !== slug) throw new Error(`demo/${programFolder(slug)}program.json: slug must be ${slug}`);
    for (const image of folder.images) await putAsset(tx, slug, image.name, readFileSync(image.path));
    await apply(tx, slug, folder.body, `demo/${programFolder(slug)}`);
  }
  for (const program of extra) await apply(tx, program.slug, programFolderDocs(program), program.config.fullName);
  const rows = await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM programs');
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function apply(tx: Sql, slug: string, document: unknown, source: string): Promise<void> {
  const parsed = v.safeParse(programApplySchema, document);
  if (!parsed.success) {
    throw new Error(`${source}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`).join('; ')}`);
  }
  await applyProgram(tx, slug, parsed.output);
}
