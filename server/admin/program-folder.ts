// A program folder on disk (docs/operate.md, Program folder) as the admin call's body: read by
// `npm run ops -- program apply` and by the demo's first start, so both send the same document.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeUtf8, describeBadUtf8 } from '../lib/utf8.ts';

export interface ProgramFolder {
  slug: string;
  /** The body of PUT /admin/api/programs/{slug}, not yet validated. */
  body: { settings: unknown; content: Record<string, unknown>; messages: Record<string, unknown> };
  /** theme/'s files, by name, to be put before the body is applied. */
  images: { name: string; path: string }[];
}

/** A folder that cannot be read as a program: the message names the file. */
export class ProgramFolderError extends Error {}

export function readProgramFolder(folder: string): ProgramFolder {
  // Read as bytes: a file in Latin-1 read as UTF-8 would reach the server with U+FFFD in place of
  // its accents, valid UTF-8 that nobody could refuse any more.
  const readJson = (file: string): unknown => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(folder, file));
    } catch (error) {
      throw new ProgramFolderError(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : (error as Error).message}.`);
    }
    const decoded = decodeUtf8(bytes);
    if ('bad' in decoded) throw new ProgramFolderError(`${file}: line ${decoded.bad.line}: ${describeBadUtf8(decoded.bad)}`);
    try {
      return JSON.parse(decoded.text) as unknown;
    } catch (error) {
      throw new ProgramFolderError(`${file}: not valid JSON (${(error as Error).message}).`);
    }
  };
  /** content/<language>.json or messages/<language>.json, by language. */
  const byLanguage = (dir: string) =>
    Object.fromEntries(
      (existsSync(join(folder, dir)) ? readdirSync(join(folder, dir)) : [])
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => [f.slice(0, -'.json'.length), readJson(join(dir, f))]),
    );
  const settings = readJson('program.json') as { slug?: unknown };
  if (typeof settings.slug !== 'string') throw new ProgramFolderError('program.json: slug: Required.');
  const themeDir = join(folder, 'theme');
  const images = (existsSync(themeDir) ? readdirSync(themeDir).sort() : []).map((name) => ({ name, path: join(themeDir, name) }));
  return { slug: settings.slug, body: { settings, content: byLanguage('content'), messages: byLanguage('messages') }, images };
}
