// A program folder on disk (docs/operate.md, Program folder) as the admin call's body: read by
// `npm run ops -- program apply` and by the demo's first start, so both send the same document.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown;
    } catch (error) {
      throw new ProgramFolderError(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : `not valid JSON (${(error as Error).message})`}.`);
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
