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

/** Line and column (from 1) of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * A folder's JSON file, read as bytes: a file in Latin-1 read as UTF-8 would reach the server with
 * U+FFFD in place of its accents, valid UTF-8 that nobody could refuse any more.
 */
function readJsonFile(path: string, file: string): unknown {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw new ProgramFolderError(`${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : (error as Error).message}.`);
  }
  const decoded = decodeUtf8(bytes);
  if ('bad' in decoded) throw new ProgramFolderError(`${file}: line ${decoded.bad.line}: ${describeBadUtf8(decoded.bad)}`);
  try {
    return JSON.parse(decoded.text) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    const at = /at position (\d+)/.exec(message);
    const where = at && !/line \d+/.test(message) ? (({ line, column }) => ` at line ${line}, column ${column}`)(lineAndColumn(decoded.text, Number(at[1]))) : '';
    throw new ProgramFolderError(`${file}: not valid JSON${where} (${message}).`);
  }
}

export function readProgramFolder(folder: string): ProgramFolder {
  const readJson = (file: string): unknown => readJsonFile(join(folder, file), file);
  /** content/<language>.json or messages/<language>.json, by language. */
  const byLanguage = (dir: string) =>
    Object.fromEntries(
      (existsSync(join(folder, dir)) ? readdirSync(join(folder, dir)) : [])
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => [f.slice(0, -'.json'.length), readJson(join(dir, f))]),
    );
  const settings = readJson('program.json') as { slug?: unknown } | null;
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) throw new ProgramFolderError('program.json: must be a JSON object: { "slug": …, … }.');
  if (typeof settings.slug !== 'string') throw new ProgramFolderError('program.json: slug: Required.');
  const themeDir = join(folder, 'theme');
  const images = (existsSync(themeDir) ? readdirSync(themeDir).sort() : []).map((name) => ({ name, path: join(themeDir, name) }));
  return { slug: settings.slug, body: { settings, content: byLanguage('content'), messages: byLanguage('messages') }, images };
}

/**
 * A field of the program document (the admin API's dotted path) as the folder has it, the file
 * then the path in it as an operator reads JSON: `settings.continents.1` is
 * `program.json: continents[1]`, `content.en.pages.0.title` is `content/en.json: pages[0].title`.
 * A message id is one name, dots and all: `messages.fr.header.welcome` is `messages/fr.json: header.welcome`.
 */
export function fieldInFolder(field: string): string {
  const jsonPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]').replace(/^(\d+)(?=\.|\[|$)/, '[$1]');
  const settings = /^settings\.(.+)$/.exec(field);
  if (settings) return `program.json: ${jsonPath(settings[1]!)}`;
  const perLanguage = /^(content|messages)\.([a-z]{2})(?:\.(.+))?$/.exec(field);
  if (perLanguage) {
    const [, part, language, rest] = perLanguage;
    const file = `${part}/${language}.json`;
    if (!rest) return file;
    return `${file}: ${part === 'messages' ? rest : jsonPath(rest)}`;
  }
  return field;
}
