import type { components } from '../../src/api/schema.gen.ts';
import {
  PRODUCT_COLUMNS,
  PRODUCT_REQUIRED,
  splitCategoryPath,
  TRANSLATED_LANGUAGES,
  videoPlayerUrl,
  type CatalogueRow,
} from '../../src/schemas/catalogue-file.ts';
import { productNameLocale } from '../../src/domain/locales.ts';
import type { Sql } from '../db/types.ts';
import { newId } from '../lib/ids.ts';
import { slugify } from '../seed/rng.ts';
import { REGION_GROUP_NAMES } from '../seed/regions.ts';
import { REGION_GROUPS } from '../../src/domain/regions.ts';
import type { FileErrors } from './errors.ts';
import { resolveImages, type Fetched, type ImageRef } from './catalogue-images.ts';
import type { Numbered, Outcome } from './files.ts';

type S = components['schemas'];

export interface CatalogueScope {
  /** Null: the shared catalogue; otherwise the program whose own products the file holds. */
  programId: number | null;
  /** Where its images are stored ('_' or the program's slug). */
  imageScope: string;
  /** Shown in errors: "the shared catalogue" or "program summit". */
  label: string;
}

export interface CatalogueCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
}

interface Pending {
  slug: string;
  line: number;
  first: CatalogueRow;
  rows: Numbered<CatalogueRow>[];
  bad: boolean;
}

interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  parent_id: string | null;
}

const isEmpty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type Slot = 'color' | 'size' | 'custom1' | 'custom2' | 'custom3';
const OPTION_KEYS = ['1', '2', '3'] as const;

/** Which of the product's option fields an option name fills: Color and Size have their own, others are labelled custom ones. */
function optionSlots(names: (string | undefined)[]): { slots: (Slot | null)[]; labels: (string | null)[]; problem?: { index: number; message: string } } {
  const slots: (Slot | null)[] = [];
  const labels: (string | null)[] = [null, null, null];
  let custom = 0;
  for (const [index, name] of names.entries()) {
    if (name === undefined) {
      slots.push(null);
      continue;
    }
    const slot: Slot = /^colou?r$/i.test(name) ? 'color' : /^size$/i.test(name) ? 'size' : (`custom${++custom}` as Slot);
    if (slots.includes(slot)) return { slots, labels, problem: { index, message: `The product has a ${name} option twice.` } };
    if (slot.startsWith('custom')) labels[Number(slot.slice(-1)) - 1] = name;
    slots.push(slot);
  }
  return { slots, labels };
}

/** The embed snippet stored for a product video; the shop rebuilds its own player from the src alone. */
export function videoEmbedHtml(playerUrl: string, title: string): string {
  const attr = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<iframe width="560" height="315" src="${attr(playerUrl)}" title="${attr(title)}" frameborder="0" ` +
    'allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>'
  );
}

/**
 * A catalogue file's apply step for one scope. Rows arrive in batches; a product's rows (one per
 * option) must follow one another, so a product is complete when the next slug starts (or the
 * file ends), and complete products are written a batch at a time: categories and images looked
 * up at once, products written with one statement, their category links with two.
 */
export function catalogueImporter(scope: CatalogueScope, fetched: ReadonlyMap<string, Fetched>, options: { prune: boolean }) {
  const seen = new Map<string, number>();
  /** Product ids the file gives, by the line that gives them. */
  const seenIds = new Map<string, number>();
  const counts: CatalogueCounts = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  let pending: Pending | null = null;
  let categories: { byPath: Map<string, string>; slugs: Set<string>; rows: Map<string, CategoryRow> } | null = null;
  let nextPosition: number | null = null;

  async function loadCategories(tx: Sql) {
    if (categories) return categories;
    const rows = await tx.query<CategoryRow>('SELECT id, slug, name, parent_id FROM categories');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pathOf = (r: CategoryRow): string[] => (r.parent_id && byId.get(r.parent_id) ? [...pathOf(byId.get(r.parent_id)!), r.name] : [r.name]);
    categories = { byPath: new Map(rows.map((r) => [pathOf(r).join('\u0000').toLowerCase(), r.id])), slugs: new Set(rows.map((r) => r.slug)), rows: byId };
    return categories;
  }

  /** The leaf category of a path; the shared catalogue's file creates the ones it names, a program's must use existing ones. */
  async function categoryOf(tx: Sql, path: string, line: number, errors: FileErrors): Promise<string | null> {
    const cats = await loadCategories(tx);
    const parts = splitCategoryPath(path);
    let parent: string | null = null;
    for (let depth = 0; depth < parts.length; depth++) {
      const key = parts.slice(0, depth + 1).join('\u0000').toLowerCase();
      let id = cats.byPath.get(key);
      if (!id) {
        if (scope.programId !== null) {
          errors.add(line, 'category', `No category "${parts.slice(0, depth + 1).join(' > ')}". A program's products use the shared catalogue's categories.`);
          return null;
        }
        let slug = slugify(parts[depth]!) || 'category';
        const base = slug;
        for (let n = 2; cats.slugs.has(slug); n++) slug = `${base}-${n}`;
        id = newId('cat');
        const [pos] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM categories WHERE parent_id IS NOT DISTINCT FROM $1', [parent]);
        await tx.query('INSERT INTO categories (id, slug, name, parent_id, depth, position, image) VALUES ($1, $2, $3, $4, $5, $6, NULL)', [
          id,
          slug,
          parts[depth],
          parent,
          depth,
          pos!.n,
        ]);
        cats.byPath.set(key, id);
        cats.slugs.add(slug);
        cats.rows.set(id, { id, slug, name: parts[depth]!, parent_id: parent });
      }
      parent = id;
    }
    return parent;
  }

  /** A row joins the product being read, or starts the next one. Returns a product that is now complete. */
  function take(row: Numbered<CatalogueRow>, errors: FileErrors): Pending | null {
    if (pending && pending.slug === row.row.slug) {
      for (const column of PRODUCT_COLUMNS) {
        const value = row.row[column];
        if (!isEmpty(value) && !same(value, pending.first[column])) {
          errors.add(row.line, column, `Differs from the product's first row (line ${pending.line}); leave it empty on the rows after it.`);
          pending.bad = true;
        }
      }
      pending.rows.push(row);
      return null;
    }
    const done = pending;
    const earlier = seen.get(row.row.slug);
    if (earlier !== undefined) {
      errors.add(row.line, 'slug', `"${row.row.slug}" is already on line ${earlier}: a product's rows must follow one another, and a slug names one product.`);
      pending = { slug: row.row.slug, line: row.line, first: row.row, rows: [row], bad: true };
      return done;
    }
    seen.set(row.row.slug, row.line);
    pending = { slug: row.row.slug, line: row.line, first: row.row, rows: [row], bad: false };
    for (const column of PRODUCT_REQUIRED) {
      if (row.row[column] === undefined) {
        errors.add(row.line, column, "Required on a product's first row.");
        pending.bad = true;
      }
    }
    const { price, discount_price: discount } = row.row;
    if (price !== undefined && discount !== undefined && discount >= price) {
      errors.add(row.line, 'discount_price', `Must be less than the price (${price}).`);
      pending.bad = true;
    }
    const priced = new Set(row.row.region_prices.map((r) => r.region));
    const unpriced = row.row.region_handling.find((h) => !priced.has(h.region));
    if (unpriced) {
      errors.add(row.line, 'region_handling', `${unpriced.region} has no price in region_prices.`);
      pending.bad = true;
    }
    const id = row.row.id;
    if (id !== undefined) {
      const earlierId = seenIds.get(id);
      if (earlierId !== undefined) {
        errors.add(row.line, 'id', `"${id}" is already the id of line ${earlierId}'s product.`);
        pending.bad = true;
      } else seenIds.set(id, row.line);
    }
    return done;
  }

  /** The product's options from its rows, or null with errors added. */
  function optionsOf(p: Pending, existing: S['ProductOption'][], errors: FileErrors) {
    const names = OPTION_KEYS.map((k) => p.first[`option${k}_name`]);
    const { slots, labels, problem } = optionSlots(names);
    if (problem) {
      errors.add(p.line, `option${OPTION_KEYS[problem.index]}_name`, problem.message);
      return null;
    }
    const named = slots.some((s) => s !== null);
    const byValues = new Map(existing.map((o) => [JSON.stringify([o.optionColorValue, o.optionSizeValue, o.optionCustom1Value, o.optionCustom2Value, o.optionCustom3Value]), o.optionID]));
    const combos = new Map<string, number>();
    const optionIds = new Map<string, number>();
    const out: S['ProductOption'][] = [];
    let ok = true;
    for (const { row, line } of p.rows) {
      const values: Record<Slot, string | null> = { color: null, size: null, custom1: null, custom2: null, custom3: null };
      for (const [i, k] of OPTION_KEYS.entries()) {
        const value = row[`option${k}_value`];
        if (slots[i] === null) {
          if (value !== undefined) {
            errors.add(line, `option${k}_value`, `A value without an option name: give option${k}_name on the product's first row.`);
            ok = false;
          }
        } else if (value === undefined) {
          errors.add(line, `option${k}_value`, `Required: the product has a ${names[i]} option.`);
          ok = false;
        } else values[slots[i]!] = value;
      }
      if (!named) {
        if (p.rows.length > 1) {
          errors.add(line, 'slug', `"${p.slug}" is already on line ${p.line}: only a product with options has more than one row.`);
          ok = false;
        }
        for (const column of ['option_price', 'option_image', 'option_id'] as const) {
          if (row[column] !== undefined) {
            errors.add(line, column, 'Only for a row with option values.');
            ok = false;
          }
        }
        continue;
      }
      const key = JSON.stringify([values.color, values.size, values.custom1, values.custom2, values.custom3]);
      const earlier = combos.get(key);
      if (earlier !== undefined) {
        errors.add(line, 'option1_value', `The same option as line ${earlier}.`);
        ok = false;
        continue;
      }
      combos.set(key, line);
      if (row.option_id !== undefined) {
        const sameId = optionIds.get(row.option_id);
        if (sameId !== undefined) {
          errors.add(line, 'option_id', `The same option id as line ${sameId}.`);
          ok = false;
          continue;
        }
        optionIds.set(row.option_id, line);
      }
      out.push({
        optionID: row.option_id ?? byValues.get(key) ?? newId('opt'),
        optionColorValue: values.color,
        optionSizeValue: values.size,
        optionCustom1Value: values.custom1,
        optionCustom2Value: values.custom2,
        optionCustom3Value: values.custom3,
        optionImages: row.option_image ? { optionImageHigh: row.option_image } : null,
        price: row.option_price ?? null,
      });
    }
    return ok ? { options: out, labels } : null;
  }

  /** Writes complete products: one lookup of what exists, one upsert, category links for those whose category changed. */
  async function write(tx: Sql, products: Pending[], errors: FileErrors): Promise<void> {
    const good = products.filter((p) => !p.bad);
    if (good.length === 0) return;
    if (nextPosition === null) {
      const [row] = await tx.query<{ n: number }>('SELECT coalesce(max(position), 0)::int AS n FROM products');
      nextPosition = row!.n + 1;
    }
    const existing = new Map(
      (
        await tx.query<{ id: string; slug: string; program_id: number | null; options: S['ProductOption'][] | null; category_id: string | null }>(
          `SELECT p.id, p.slug, p.program_id, p.details->'options' AS options,
                  (SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id AND pc.direct LIMIT 1) AS category_id
             FROM products p WHERE p.slug = ANY($1::text[])`,
          [good.map((p) => p.slug)],
        )
      ).map((r) => [r.slug, r]),
    );
    const givenIds = good.flatMap((p) => (p.first.id === undefined ? [] : [p.first.id]));
    const idHolders = givenIds.length
      ? new Map((await tx.query<{ id: string; slug: string }>('SELECT id, slug FROM products WHERE id = ANY($1::text[])', [givenIds])).map((r) => [r.id, r.slug]))
      : new Map<string, string>();
    const owned = good.filter((p) => {
      const known = existing.get(p.slug);
      if (known && known.program_id !== scope.programId) {
        errors.add(p.line, 'slug', `"${p.slug}" is a product of ${known.program_id === null ? 'the shared catalogue' : 'another program'}; slugs are unique across catalogues.`);
        return false;
      }
      const id = p.first.id;
      if (id === undefined) return true;
      if (known && known.id !== id) {
        errors.add(p.line, 'id', `"${p.slug}" is product ${known.id}; a product's id does not change.`);
        return false;
      }
      const holder = idHolders.get(id);
      if (holder !== undefined && holder !== p.slug) {
        errors.add(p.line, 'id', `"${id}" is the id of product "${holder}".`);
        return false;
      }
      return true;
    });
    const refs: ImageRef[] = [];
    for (const p of owned) {
      for (const ref of p.first.images) refs.push({ ref, line: p.line, column: 'images' });
      if (p.first.brand_image) refs.push({ ref: p.first.brand_image, line: p.line, column: 'brand_image' });
      for (const { row, line } of p.rows) if (row.option_image) refs.push({ ref: row.option_image, line, column: 'option_image' });
    }
    const failed = new Set<number>();
    const images = await resolveImages(tx, scope.imageScope, refs, fetched, (line, column, message) => {
      errors.add(line, column, message);
      failed.add(line);
    });

    const batch: Record<string, unknown>[] = [];
    const categoryOfId = new Map<string, { category: string; changed: boolean }>();
    for (const p of owned) {
      const known = existing.get(p.slug);
      const category = await categoryOf(tx, p.first.category!, p.line, errors);
      const id = known?.id ?? p.first.id ?? newId('prd');
      const opts = optionsOf(p, known?.options ?? [], errors);
      if (category === null || opts === null || p.rows.some((r) => failed.has(r.line))) continue;
      const f = p.first;
      const url = (ref: string) => images.get(ref)!;
      const langs: S['Product']['langs'] = {};
      for (const language of TRANSLATED_LANGUAGES) {
        const name = f[`name_${language}`];
        const copy = f[`sales_copy_${language}`];
        if (name === undefined && copy === undefined) continue;
        langs[productNameLocale(language)] = { productName: name ?? f.name!, ...(copy === undefined ? {} : { productSalesCopy: copy }) };
      }
      const player = f.video ? videoPlayerUrl(f.video) : null;
      const details = {
        type: f.type ?? 'standard',
        productName: f.name!,
        productSalesCopy: f.sales_copy ?? null,
        images: f.images.map((ref) => ({ imageHigh: url(ref), imageLowMedium: url(ref), imageLowSmall: url(ref) })),
        features: f.features.map((featureName) => ({ featureName })),
        options: opts.options.map((o) => ({ ...o, optionImages: o.optionImages ? { optionImageHigh: url(o.optionImages.optionImageHigh!) } : null })),
        optionsCustom1Label: opts.labels[0],
        optionsCustom2Label: opts.labels[1],
        optionsCustom3Label: opts.labels[2],
        productDropShipDays: f.ships_in_days ?? null,
        productUPC: f.upc ?? null,
        costs: f.region_prices.map(({ region, points }): S['Cost'] => {
          const group = REGION_GROUPS.find((g) => g.regions.some((r) => r.code === region))!;
          const handling = f.region_handling.find((h) => h.region === region)?.points ?? 0;
          return { regionName: group.code === 'USA' ? region : REGION_GROUP_NAMES[group.code], regionCCCode: region, price: points, costHandling: handling, costMSRP: points };
        }),
        dims: { itemHeight: f.height ?? 0, itemWidth: f.width ?? 0, itemWeight: f.weight ?? 0 },
        resources: {
          product: player ? [{ productResourceType: 'Video' as const, productImageLink: null, productResourceEmbed: videoEmbedHtml(player, f.name!) }] : [],
          brand: f.brand_image ? [{ productResourceType: 'Image' as const, productImageLink: url(f.brand_image), productResourceEmbed: null }] : [],
        },
        prop65: f.prop65 ?? 'N',
        langs,
      };
      const badges = [...new Set([...f.badges, ...(f.discount_price !== undefined ? ['discount'] : [])])].sort();
      categoryOfId.set(id, { category, changed: known?.category_id !== category });
      batch.push({
        id,
        slug: p.slug,
        program_id: scope.programId,
        name: f.name,
        brand_name: f.brand,
        brand_slug: slugify(f.brand!) || 'brand',
        price: f.price,
        discount_price: f.discount_price ?? null,
        badges,
        search_text: `${f.brand} ${f.name}`.toLowerCase(),
        position: known ? 0 : nextPosition++,
        details,
      });
    }
    if (batch.length === 0 || errors.any) return;
    const written = await tx.query<{ id: string; inserted: boolean }>(
      `WITH batch AS MATERIALIZED (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, slug text, program_id integer, name text, brand_name text, brand_slug text,
                price integer, discount_price integer, badges text[], search_text text, position integer, details jsonb))
       INSERT INTO products (id, slug, program_id, name, brand_name, brand_slug, price, discount_price, badges, search_text, position, details)
       SELECT id, slug, program_id, name, brand_name, brand_slug, price, discount_price, badges, search_text, position, details FROM batch
       ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, brand_name = EXCLUDED.brand_name, brand_slug = EXCLUDED.brand_slug, price = EXCLUDED.price,
         discount_price = EXCLUDED.discount_price, badges = EXCLUDED.badges, search_text = EXCLUDED.search_text, details = EXCLUDED.details
       WHERE (products.name, products.brand_name, products.brand_slug, products.price, products.discount_price, products.badges, products.details)
             IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.brand_name, EXCLUDED.brand_slug, EXCLUDED.price, EXCLUDED.discount_price, EXCLUDED.badges, EXCLUDED.details)
       RETURNING id, (xmax = 0) AS inserted`,
      [JSON.stringify(batch)],
    );
    const outcome = new Map(written.map((w) => [w.id, w.inserted ? 'created' : 'updated']));
    const relink = [...categoryOfId].filter(([, c]) => c.changed);
    // A new product has no links to remove (and a large first import no index to find them by).
    const moved = relink.filter(([id]) => outcome.get(id) !== 'created').map(([id]) => id);
    if (moved.length) await tx.query('DELETE FROM product_categories WHERE product_id = ANY($1::text[])', [moved]);
    if (relink.length) {
      // Each product is listed under its category and every ancestor (three levels at most).
      await tx.query(
        `WITH link AS (SELECT * FROM unnest($1::text[], $2::text[]) AS x(product_id, category_id))
         INSERT INTO product_categories (category_id, product_id, direct)
         SELECT l.category_id, l.product_id, true FROM link l
         UNION ALL SELECT c.parent_id, l.product_id, false FROM link l JOIN categories c ON c.id = l.category_id WHERE c.parent_id IS NOT NULL
         UNION ALL SELECT g.parent_id, l.product_id, false FROM link l JOIN categories c ON c.id = l.category_id JOIN categories g ON g.id = c.parent_id WHERE g.parent_id IS NOT NULL`,
        [relink.map(([id]) => id), relink.map(([, c]) => c.category)],
      );
    }
    for (const [id, c] of categoryOfId) {
      const o = (outcome.get(id) ?? (c.changed ? 'updated' : 'unchanged')) as Outcome;
      counts[o] += 1;
    }
  }

  async function applyBatch(tx: Sql, rows: Numbered<CatalogueRow>[], errors: FileErrors): Promise<(Outcome | null)[]> {
    const complete: Pending[] = [];
    for (const row of rows) {
      const done = take(row, errors);
      if (done) complete.push(done);
    }
    await write(tx, complete, errors);
    return rows.map(() => null);
  }

  /** The last product: checked like every other, and written when the file has no errors. */
  async function lastRows(tx: Sql, errors: FileErrors): Promise<void> {
    if (pending) await write(tx, [pending], errors);
    pending = null;
  }

  /** With prune, the scope's products the file did not name (only for a file without errors). */
  async function finish(tx: Sql): Promise<void> {
    if (!options.prune) return;
    const removed = await tx.query(
      'DELETE FROM products WHERE program_id IS NOT DISTINCT FROM $1::integer AND slug <> ALL($2::text[]) RETURNING id',
      [scope.programId, [...seen.keys()]],
    );
    counts.removed = removed.length;
  }

  return { applyBatch, lastRows, finish, counts };
}
