// The demo's operator files (demo/ at the repository's root), built from the people of people.ts
// in the formats an operator uses (docs/operate.md). `npm run demo:files` writes them; the seed
// loads them with the admin API's importers; tests/server/seed/demo-files.test.ts fails when they are stale.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CATEGORY_COLUMNS } from '../../src/schemas/categories-file.ts';
import { PARTICIPANT_COLUMNS } from '../../src/schemas/operator-files.ts';
import { catalogueFileChunks } from './catalogue-rows.ts';
import { DEFAULT_PRODUCT_COUNT } from './catalogue.ts';
import { ancestorsOf, CATEGORIES } from './categories.ts';
import { csv } from './csv.ts';
import { programFolderDocs } from './program-folders.ts';
import { seedPrograms } from './programs.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { DEMO_PASSWORDS, seedUsers, type PasswordKey, type SeedUser } from './people.ts';

/** The repository's demo/ folder. */
export const DEMO_DIR = fileURLToPath(new URL('../../demo/', import.meta.url));

/** A participants file of each program, by file name under demo/. */
export const participantsFile = (slug: string) => `participants/${slug}.csv`;
/** A program's folder under demo/, as `npm run ops -- program apply` takes it. */
export const programFolder = (slug: string) => `programs/${slug}/`;
/** The demo's programs, in the order their ids are given (1 … 5 on a fresh database). */
export const DEMO_PROGRAM_SLUGS: readonly string[] = seedPrograms().map((p) => p.slug);
/** The shared catalogue's products (the default count), with the demo's product and option ids. */
export const PRODUCTS_FILE = 'catalogue/products.csv';
/** The shared catalogue's category tree, with its ids, slugs, images and translated names. */
export const CATEGORIES_FILE = 'catalogue/categories.csv';

/**
 * A participant's row. The demo's readable ids (u_alex_summit …) go in the id column, which exists
 * for migrations from another system, so tests and support can go on naming them. alex's summit
 * balance is left out: his history, with its order debits, is written with his orders.
 */
function row(user: SeedUser, hashes: Record<PasswordKey, string>): Record<string, string | number | null> {
  const hash = user.password ? hashes[user.password] : null;
  const balance = user.id === 'u_alex_summit' || !user.balance ? null : user.balance;
  return { id: user.id, email: user.email, name: user.name, balance, password_hash: hash, user_id: user.login, level: user.levelId, code: user.login };
}

/** The category tree in the categories file's format, parents before their children. */
function categoriesFile(): string {
  const columns = ['id', ...CATEGORY_COLUMNS.required, ...CATEGORY_COLUMNS.optional.filter((c) => c !== 'id')];
  const rows = [...CATEGORIES]
    .sort((a, b) => a.depth - b.depth || (a.parentId ?? '').localeCompare(b.parentId ?? '') || a.position - b.position)
    .map((c) => ({
      id: c.id,
      path: [...ancestorsOf(c).reverse(), c].map((x) => x.name).join(' > '),
      slug: c.slug,
      image: c.image,
      ...Object.fromEntries(Object.entries(c.translations).map(([locale, name]) => [`name_${locale}`, name])),
    }));
  return csv(columns, rows);
}

/**
 * Every file under demo/, by path: the programs' folders, the
 * categories, the products and each program's participants. The demo's passwords are published, so their
 * hashes are committed with the files; `hashes` holds one per password (the generator keeps
 * the committed ones, so writing the files again changes nothing).
 */
export function demoFiles(hashes: Record<PasswordKey, string>): Map<string, string> {
  const users = seedUsers();
  const files = new Map<string, string>([
    [CATEGORIES_FILE, categoriesFile()],
    [PRODUCTS_FILE, [...catalogueFileChunks(DEFAULT_PRODUCT_COUNT)].join('')],
  ]);
  for (const program of seedPrograms()) {
    const docs = programFolderDocs(program);
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    files.set(`${programFolder(program.slug)}program.json`, json(docs.settings));
    for (const [language, content] of Object.entries(docs.content)) files.set(`${programFolder(program.slug)}content/${language}.json`, json(content));
    for (const [language, messages] of Object.entries(docs.messages)) files.set(`${programFolder(program.slug)}messages/${language}.json`, json(messages));
  }
  for (const program of seedPrograms()) {
    const type = program.config.type;
    const own = users.filter((u) => u.programSlug === program.slug);
    // The file's own columns, id first: the plateau's sign-in is not an email, so it has none.
    const columns = ['id', ...PARTICIPANT_COLUMNS[type].required, ...PARTICIPANT_COLUMNS[type].optional.filter((c) => c !== 'id' && c !== 'language' && c !== 'email')];
    files.set(participantsFile(program.slug), csv(columns, own.map((u) => row(u, hashes))));
  }
  return files;
}

/** The hashes in the committed files that still match the demo's passwords, by password. */
export async function committedHashes(): Promise<Partial<Record<PasswordKey, string>>> {
  const found: Partial<Record<PasswordKey, string>> = {};
  const texts = await Promise.all(seedPrograms().map((p) => readFile(`${DEMO_DIR}${participantsFile(p.slug)}`, 'utf8').catch(() => '')));
  const candidates = new Set(texts.join('\n').match(/scrypt\$[^,\s]+/g) ?? []);
  for (const key of Object.keys(DEMO_PASSWORDS) as PasswordKey[]) {
    for (const hash of candidates) {
      if (await verifyPassword(DEMO_PASSWORDS[key], hash)) {
        found[key] = hash;
        break;
      }
    }
  }
  return found;
}
