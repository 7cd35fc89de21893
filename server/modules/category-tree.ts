import type { components } from '../../src/api/schema.gen.ts';
import type { Db } from '../db/types.ts';

type Category = components['schemas']['Category'];

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parent_id: string | null;
  depth: number;
  image: string | null;
  translations: Record<string, string>;
}

const TTL_MS = 60_000;

/**
 * The tree with product counts per program. Counting every category over a large catalogue is
 * the costliest read here and the catalogue changes only with a seed or a catalogue file, so it
 * is kept a minute (and forgotten by `clear` when this process imports one).
 */
export function categoryTree(db: Db) {
  let flatCache: { at: number; rows: CategoryRow[] } | null = null;
  const treeCache = new Map<number, { at: number; tree: Category[] }>();

  /** Forgets what is kept (the catalogue changed). */
  function clear(): void {
    flatCache = null;
    treeCache.clear();
  }

  async function flat(): Promise<CategoryRow[]> {
    if (flatCache && Date.now() - flatCache.at < TTL_MS) return flatCache.rows;
    const rows = await db.query<CategoryRow>(
      'SELECT id, slug, name, parent_id, depth, image, translations FROM categories ORDER BY depth, position, id',
    );
    flatCache = { at: Date.now(), rows };
    return rows;
  }

  /** Products per category id for a program (each category counts its descendants' products). */
  async function counts(programId: number): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const walk = (c: Category) => {
      out.set(c.id, c.items);
      c.children.forEach(walk);
    };
    (await forProgram(programId)).forEach(walk);
    return out;
  }

  async function forProgram(programId: number): Promise<Category[]> {
    const hit = treeCache.get(programId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.tree;
    const [rows, counts] = await Promise.all([
      flat(),
      db.query<{ category_id: string; n: number }>(
        `SELECT pc.category_id, count(*)::int AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
          WHERE p.program_id IS NULL OR p.program_id = $1 GROUP BY pc.category_id`,
        [programId],
      ),
    ]);
    const countOf = new Map(counts.map((r) => [r.category_id, r.n]));
    const byId = new Map<string, Category>();
    const roots: Category[] = [];
    const names = new Map(rows.map((r) => [r.id, r.name]));
    for (const r of rows) {
      const ancestors: string[] = [];
      for (let p = r.parent_id, guard = 0; p && guard < 10; guard++) {
        ancestors.unshift(names.get(p) ?? '');
        p = rows.find((x) => x.id === p)?.parent_id ?? null;
      }
      const node: Category = {
        id: r.id,
        name: r.name,
        slug: r.slug,
        image: r.image,
        items: countOf.get(r.id) ?? 0,
        parent: r.parent_id,
        children: [],
        feedCategory: {
          productCategoryChild: ancestors[0] ?? r.name,
          productCategoryGrandChild: r.depth >= 1 ? (ancestors[1] ?? r.name) : null,
          productCategoryGreatGrandChild: r.depth >= 2 ? r.name : null,
        },
        translations: r.translations,
      };
      byId.set(r.id, node);
      const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    treeCache.set(programId, { at: Date.now(), tree: roots });
    return roots;
  }

  return { flat, forProgram, counts, clear };
}
