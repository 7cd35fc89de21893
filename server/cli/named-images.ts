import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_IMAGE_NAME, splitList } from '../../src/schemas/catalogue-file.ts';
import { FileErrors } from '../admin/errors.ts';
import { readRecords, type Columns, type FileFormat } from '../admin/files.ts';

/** A file's image names (not addresses, not the shop's own paths), with where each would be on disk. */
export interface NamedImages {
  /** Named by the file and present in the folder: these are uploaded. */
  found: { name: string; path: string }[];
  /** Named by the file but not in the folder: the server says whether it has them from before. */
  absent: string[];
}

/**
 * The images a catalogue or categories file names by file name, looked up in `folder`: only those
 * are uploaded, never the rest of a folder that may hold hundreds of unrelated pictures. The file
 * is read as the server reads it (same columns, same parser); a file the server would refuse
 * names nothing here, and the server's answer then says what is wrong with it.
 */
export async function namedImages(file: string, format: FileFormat, columns: Columns, imageColumns: readonly string[], folder: string): Promise<NamedImages> {
  const names = new Set<string>();
  for await (const record of readRecords(file, format, columns, new FileErrors())) {
    for (const column of imageColumns) for (const ref of splitList(record.values[column])) if (CATALOGUE_IMAGE_NAME.test(ref)) names.add(ref);
  }
  const found: NamedImages['found'] = [];
  const absent: string[] = [];
  for (const name of [...names].sort()) {
    const path = join(folder, name);
    if (existsSync(path)) found.push({ name, path });
    else absent.push(name);
  }
  return { found, absent };
}
