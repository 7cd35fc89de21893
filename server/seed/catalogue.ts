// The generated shared catalogue: any number of products (360 by default, SEED_PRODUCTS for
// benchmarks), built from one seeded stream so every run — and every prefix — is identical:
// the first 1,000 products of a 100,000 catalogue are the 1,000 of a 1,000 catalogue.
import { ancestorsOf, leafCategories, type SeedCategory } from './categories.ts';
import { FIXTURE_COUNT, fixtureProducts } from './fixtures.ts';
import { brandImage, details, features, optionImage, productImages, upc, videoEmbed } from './product-parts.ts';
import { REGION_GROUPS } from '../../src/domain/regions.ts';
import { REGION_GROUP_NAMES } from './regions.ts';
import { mulberry32, pad, slugify, type Rng } from './rng.ts';
import type { S, SeedProduct } from './types.ts';
import { ADJECTIVES, BRANDS_BY_TOP, COLOURS, FEATURES_BY_TOP, NOUNS_BY_LEAF, PRICE_BANDS, SIZED_LEAVES, translatedNames } from './vocabulary.ts';

export const DEFAULT_PRODUCT_COUNT = 360;
const CATALOGUE_SEED = 20260101;

// Model suffixes for a brand's repeated adjective-noun names: real catalogues have "Mk II" and "Max".
const SUFFIXES = ['II', 'Max', 'Mini', 'Plus', 'Lite', 'Air', 'S', 'X', 'Go', 'Pro Max', 'Edition', 'Studio'];

const round50 = (n: number) => Math.max(50, Math.round(n / 50) * 50);
const half = (n: number) => Math.round(n * 2) / 2;

/** Region groups a product may carry its own cost for: everything but the USA (the default). */
const COST_GROUPS = REGION_GROUPS.filter((g) => g.code !== 'USA');

interface Context {
  rng: Rng;
  leaves: SeedCategory[];
  topOf: Map<string, SeedCategory>;
  nameCounts: Map<string, number>;
  slugs: Set<string>;
}

function uniqueSlug(ctx: Context, base: string): string {
  let slug = base;
  for (let n = 2; ctx.slugs.has(slug); n++) slug = `${base}-${n}`;
  ctx.slugs.add(slug);
  return slug;
}

function options(ctx: Context, id: string, slug: string, leaf: string, price: number): S['ProductOption'][] {
  const { rng } = ctx;
  const sizes = SIZED_LEAVES[leaf];
  const useSizes = sizes !== undefined && rng.chance(0.8);
  const useColours = rng.chance(useSizes ? 0.4 : 0.35);
  if (!useSizes && !useColours) return [];
  const colours = useColours ? rng.sample(COLOURS, rng.int(2, 4)) : [null];
  const sizeList = useSizes ? sizes : [null];
  // A few products charge more for one variant (an option's own price wins over the product's).
  const pricedVariant = rng.chance(0.08);
  const out: S['ProductOption'][] = [];
  let n = 0;
  for (const colour of colours) {
    for (const size of sizeList) {
      n++;
      out.push({
        optionID: `${id}_o${n}`,
        optionColorValue: colour?.name ?? null,
        optionSizeValue: size,
        optionCustom1Value: null,
        optionCustom2Value: null,
        optionCustom3Value: null,
        optionImages: colour ? optionImage(slug, colour.name, colour.hex) : null,
        price: null,
      });
    }
  }
  const last = out.at(-1);
  if (pricedVariant && last && out.length > 1) last.price = round50(price * 1.15);
  return out;
}

function generate(ctx: Context, index: number): SeedProduct {
  const { rng } = ctx;
  const id = `p_${pad(index, 6)}`;
  const leaf = rng.pick(ctx.leaves);
  const top = ctx.topOf.get(leaf.id)!;
  const brandName = rng.pick(BRANDS_BY_TOP[top.slug]!);
  const noun = rng.pick(NOUNS_BY_LEAF[leaf.slug]!);
  let adjective = rng.pick(ADJECTIVES);
  // "Smart Smart Speaker" reads badly: take the next adjective instead.
  if (noun.en.includes(adjective.en)) adjective = ADJECTIVES[(ADJECTIVES.indexOf(adjective) + 1) % ADJECTIVES.length]!;

  // Counted per brand: a brand's second "Compact Tent" is its "Compact Tent II", while another
  // brand may have a "Compact Tent" of its own.
  const base = `${brandName} ${adjective.en} ${noun.en}`;
  const seen = ctx.nameCounts.get(base) ?? 0;
  ctx.nameCounts.set(base, seen + 1);
  const suffix = seen === 0 ? '' : seen <= SUFFIXES.length ? SUFFIXES[seen - 1]! : `Series ${seen - SUFFIXES.length + 1}`;
  const names = translatedNames(adjective, noun, suffix);
  // The address keeps the brand ("aurora-portable-smart-bulb"): names repeat across brands, and
  // links to generated products stay what they were.
  const slug = uniqueSlug(ctx, slugify(`${brandName} ${names.en}`));

  // Within the leaf's band, cheaper more often; in steps of 50.
  const [low, high] = PRICE_BANDS[leaf.slug] ?? [500, 40000];
  const price = Math.min(40000, round50(low + (high - low) * rng.next() ** 1.6));
  const badges: S['Badge'][] = [];
  let discountPrice: number | null = null;
  if (rng.chance(0.14)) {
    badges.push('discount');
    discountPrice = Math.min(price - 50, round50(price * (0.65 + rng.next() * 0.25)));
  }
  if (rng.chance(0.14)) badges.push('featured');
  if (rng.chance(0.12)) badges.push('new');

  const opts = options(ctx, id, slug, leaf.slug, price);

  const brandSlug = slugify(brandName);
  const hasDims = rng.chance(0.75);
  const costGroup = rng.chance(0.06) ? rng.pick(COST_GROUPS) : null;
  // A region's price (what a participant shipping there pays) and its handling cost, as the
  // catalogue file's region_prices and region_handling give them.
  const costs: S['Cost'][] = costGroup
    ? [{
        regionName: REGION_GROUP_NAMES[costGroup.code],
        regionCCCode: costGroup.code,
        price: round50(price * 1.2),
        costHandling: round50(price * 0.05),
        costMSRP: round50(price * 1.2),
      }]
    : [];
  const product: S['Resource'][] = rng.chance(0.04) ? [videoEmbed('aqz-KE-bpKQ', names.en)] : [];

  return {
    id,
    slug,
    programSlug: null,
    name: names.en,
    brandName,
    brandSlug,
    price,
    discountPrice,
    badges,
    position: index,
    categoryId: leaf.id,
    details: details({
      productName: names.en,
      productSalesCopy: rng.chance(0.85)
        ? `<p>The ${names.en} from ${brandName}: ${adjective.en.toLowerCase()} design, made to last and chosen for our rewards catalogue.</p>`
        : null,
      images: productImages(slug, rng.int(1, 4)),
      features: features(rng.sample(FEATURES_BY_TOP[top.slug]!, rng.int(1, 6))),
      options: opts,
      productDropShipDays: rng.int(2, 14),
      productUPC: upc(`7${pad(index, 10)}`),
      costs,
      dims: hasDims
        ? { itemHeight: half(1 + rng.next() * 29), itemWidth: half(1 + rng.next() * 19), itemWeight: half(0.5 + rng.next() * 24.5) }
        : { itemHeight: 0, itemWidth: 0, itemWeight: 0 },
      resources: { product, brand: rng.chance(0.3) ? [brandImage(brandSlug)] : [] },
      prop65: rng.chance(0.06) ? 'Y' : 'N',
      langs: { fr: { productName: names.fr }, es: { productName: names.es }, de: { productName: names.de } },
    }),
  };
}

/**
 * The shared catalogue: the six fixtures, then generated products up to `count` in total
 * (never fewer than the fixtures). Yields batches so 100,000 products never sit in memory twice.
 */
export function* catalogue(count: number = DEFAULT_PRODUCT_COUNT, batchSize = 2000): Generator<SeedProduct[]> {
  const fixtures = fixtureProducts();
  const leaves = leafCategories();
  const ctx: Context = {
    rng: mulberry32(CATALOGUE_SEED),
    leaves,
    topOf: new Map(leaves.map((leaf) => [leaf.id, ancestorsOf(leaf).at(-1)!])),
    nameCounts: new Map(fixtures.map((f) => [f.name, 1])),
    slugs: new Set(fixtures.map((f) => f.slug)),
  };
  let batch: SeedProduct[] = [...fixtures];
  for (let index = FIXTURE_COUNT + 1; index <= count; index++) {
    batch.push(generate(ctx, index));
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
