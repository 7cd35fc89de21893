import { CATALOGUE_IMAGE_NAME, splitCategoryPath, TRANSLATED_LANGUAGES } from '../../src/schemas/catalogue-file.ts';
import { CATEGORY_COLUMNS, categoryRowSchema, type CategoryRow } from '../../src/schemas/categories-file.ts';
import type { Sql } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { slugify } from '../seed/rng.ts';
import { resolveImages, SHARED_SCOPE } from './catalogue-images.ts';
import type { FileErrors } from './errors.ts';
import { oneByOne, type ImportSpec, type Outcome } from './files.ts';

interface Stored {
  id: string;
  slug: string;
  parent_id: string | null;
  image: string | null;
  translations: Record<string, string>;
}

const keyOf = (parts: string[]) => parts.join('\u0000').toLowerCase();

/**
 * A categories file's apply step, one row at a time (a tree has hundreds of categories, not
 * millions): a path already in the tree gets the slug, image and names the row gives (an empty
 * cell keeps what is stored); a new one is created under its parent, which must exist or come
 * earlier in the file, after its existing siblings.
 */
export function categoriesImporter() {
  let tree: { byPath: Map<string, Stored>; slugs: Map<string, string>; ids: Set<string> } | null = null;
  const seenPaths = new Map<string, number>();

  async function load(tx: Sql) {
    if (tree) return tree;
    const rows = await tx.query<Stored & { name: string }>('SELECT id, slug, name, parent_id, image, translations FROM categories');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pathOf = (r: Stored & { name: string }): string[] => (r.parent_id && byId.get(r.parent_id) ? [...pathOf(byId.get(r.parent_id)!), r.name] : [r.name]);
    tree = { byPath: new Map(rows.map((r) => [keyOf(pathOf(r)), r])), slugs: new Map(rows.map((r) => [r.slug, r.id])), ids: new Set(rows.map((r) => r.id)) };
    return tree;
  }

  return async (tx: Sql, row: CategoryRow, line: number, errors: FileErrors): Promise<Outcome | null> => {
    const t = await load(tx);
    const parts = splitCategoryPath(row.path);
    const key = keyOf(parts);
    const earlier = seenPaths.get(key);
    if (earlier !== undefined) {
      errors.add(line, 'path', `"${row.path}" is already on line ${earlier}.`);
      return null;
    }
    seenPaths.set(key, line);

    let image: string | undefined = row.image;
    if (image !== undefined && CATALOGUE_IMAGE_NAME.test(image)) {
      const name = image;
      const found = await resolveImages(tx, SHARED_SCOPE, [{ ref: name, line, column: 'images' }], new Map(), (l, _column, message) => errors.add(l, 'image', message));
      if (!found.has(name)) return null;
      image = found.get(name)!;
    }
    const names: Record<string, string> = {};
    for (const language of TRANSLATED_LANGUAGES) {
      const name = row[`name_${language}`];
      if (name !== undefined) names[language] = name;
    }
    const slugTaken = (slug: string, self: string | null) => {
      const owner = t.slugs.get(slug);
      return owner !== undefined && owner !== self;
    };

    const known = t.byPath.get(key);
    if (known) {
      if (row.id !== undefined && row.id !== known.id) {
        errors.add(line, 'id', `This category's id is "${known.id}"; an id never changes.`);
        return null;
      }
      if (row.slug !== undefined && slugTaken(row.slug, known.id)) {
        errors.add(line, 'slug', `Another category has the slug "${row.slug}".`);
        return null;
      }
      const next = { slug: row.slug ?? known.slug, image: image ?? known.image, translations: { ...known.translations, ...names } };
      if (next.slug === known.slug && next.image === known.image && JSON.stringify(next.translations) === JSON.stringify(known.translations)) return 'unchanged';
      await tx.query('UPDATE categories SET slug = $2, image = $3, translations = $4::jsonb WHERE id = $1', [known.id, next.slug, next.image, JSON.stringify(next.translations)]);
      t.slugs.delete(known.slug);
      t.slugs.set(next.slug, known.id);
      Object.assign(known, next);
      return 'updated';
    }

    const parent = parts.length > 1 ? t.byPath.get(keyOf(parts.slice(0, -1))) : null;
    if (parent === undefined) {
      errors.add(line, 'path', `No category "${parts.slice(0, -1).join(' > ')}": list a category after its parent.`);
      return null;
    }
    if (row.id !== undefined && t.ids.has(row.id)) {
      errors.add(line, 'id', 'Another category already has this id.');
      return null;
    }
    if (row.slug !== undefined && slugTaken(row.slug, null)) {
      errors.add(line, 'slug', `Another category has the slug "${row.slug}".`);
      return null;
    }
    let slug = row.slug ?? (slugify(parts.at(-1)!) || 'category');
    const base = slug;
    for (let n = 2; slugTaken(slug, null); n++) slug = `${base}-${n}`;
    const id = row.id ?? newId('cat');
    const [position] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM categories WHERE parent_id IS NOT DISTINCT FROM $1', [parent?.id ?? null]);
    await tx.query('INSERT INTO categories (id, slug, name, parent_id, depth, position, image, translations) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)', [
      id,
      slug,
      parts.at(-1),
      parent?.id ?? null,
      parts.length - 1,
      position!.n,
      image ?? null,
      JSON.stringify(names),
    ]);
    const stored: Stored = { id, slug, parent_id: parent?.id ?? null, image: image ?? null, translations: names };
    t.byPath.set(key, stored);
    t.slugs.set(slug, id);
    t.ids.add(id);
    return 'created';
  };
}

/** The categories file, as the admin API and the demo's seed read it. */
export function categoriesFileSpec(): ImportSpec<typeof categoryRowSchema> {
  return { columns: CATEGORY_COLUMNS, schema: categoryRowSchema, applyBatch: oneByOne(categoriesImporter()) };
}
