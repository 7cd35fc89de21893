// The generated shared catalogue (catalogue.ts, fixtures.ts) as rows of the operator's catalogue
// file (docs/operate.md, Catalogue file): demo/catalogue/products.csv holds the default 360, and
// other counts (SEED_PRODUCTS) are written the same way to a temporary file. Either is imported
// by the admin API's catalogue importer, so the seeded products are what that file gives.
import { ancestorsOf, CATEGORIES } from './categories.ts';
import { catalogue } from './catalogue.ts';
import { csvLines, type CsvRow } from './csv.ts';
import type { S, SeedProduct } from './types.ts';

type Option = S['ProductOption'];

export const PRODUCT_FILE_COLUMNS = [
  'id',
  'slug',
  'name',
  'brand',
  'category',
  'price',
  'discount_price',
  'region_prices',
  'region_handling',
  'badges',
  'sales_copy',
  'images',
  'features',
  'height',
  'width',
  'weight',
  'ships_in_days',
  'prop65',
  'video',
  'upc',
  'brand_image',
  'name_fr',
  'name_sp',
  'name_ge',
  'option1_name',
  'option2_name',
  'option1_value',
  'option2_value',
  'option_id',
  'option_price',
  'option_image',
] as const;

const categoryPaths = new Map(CATEGORIES.map((c) => [c.id, [...ancestorsOf(c).reverse(), c].map((x) => x.name).join(' > ')]));

/** `a | b`: a list cell; a value holding the separator could not be read back, so it is refused here. */
function list(values: readonly string[]): string {
  for (const value of values) if (value.includes('|')) throw new Error(`A list value holds |: ${value}`);
  return values.join(' | ');
}

const measure = (n: number) => (n === 0 ? null : n);

/** A product's rows: the first carries the product and its first option, each further row one more option. */
export function productRows(p: SeedProduct): CsvRow[] {
  const d = p.details;
  if (p.programSlug !== null) throw new Error(`${p.slug}: only the shared catalogue is written as a file`);
  if (d.type !== 'standard') throw new Error(`${p.slug}: generated products are standard`);
  const productResources = d.resources.product ?? [];
  const brandResources = d.resources.brand ?? [];
  const videos = productResources.map((r) => /src="([^"]+)"/.exec(r.productResourceEmbed ?? '')?.[1]);
  if (videos.length > 1 || videos.some((v) => v === undefined)) throw new Error(`${p.slug}: one video address at most`);
  if (brandResources.length > 1 || brandResources.some((r) => r.productResourceType !== 'Image')) throw new Error(`${p.slug}: one brand image at most`);
  // Color and Size have their own option fields; a third kind is the product's labelled custom one.
  const kinds = (
    [
      ['Color', (o: Option) => o.optionColorValue],
      ['Size', (o: Option) => o.optionSizeValue],
      [d.optionsCustom1Label ?? 'Option', (o: Option) => o.optionCustom1Value],
    ] as const
  ).filter(([, value]) => d.options.some((o) => value(o) !== null));
  if (kinds.length > 2 || d.options.some((o) => o.optionCustom2Value !== null || o.optionCustom3Value !== null)) throw new Error(`${p.slug}: two options at most`);
  const first: CsvRow = {
    id: p.id,
    slug: p.slug,
    name: p.name,
    brand: p.brandName,
    category: categoryPaths.get(p.categoryId),
    price: p.price,
    discount_price: p.discountPrice,
    region_prices: d.costs.map((c) => `${c.regionCCCode}:${c.costMSRP}`).join('; '),
    region_handling: d.costs.filter((c) => c.costHandling > 0).map((c) => `${c.regionCCCode}:${c.costHandling}`).join('; '),
    badges: list(p.badges),
    sales_copy: d.productSalesCopy,
    images: list(d.images.map((i) => i.imageHigh)),
    features: list(d.features.map((f) => f.featureName)),
    height: measure(d.dims.itemHeight),
    width: measure(d.dims.itemWidth),
    weight: measure(d.dims.itemWeight),
    ships_in_days: d.productDropShipDays,
    prop65: d.prop65,
    video: videos[0],
    upc: d.productUPC,
    brand_image: brandResources[0]?.productImageLink,
    name_fr: d.langs.fr?.productName,
    name_sp: d.langs.es?.productName,
    name_ge: d.langs.de?.productName,
    option1_name: kinds[0]?.[0],
    option2_name: kinds[1]?.[0],
  };
  if (d.options.length === 0) return [first];
  return d.options.map((o, i) => ({
    ...(i === 0 ? first : { slug: p.slug }),
    option1_value: kinds[0]?.[1](o),
    option2_value: kinds[1]?.[1](o),
    option_id: o.optionID,
    option_price: o.price,
    option_image: o.optionImages?.optionImageHigh,
  }));
}

/** The catalogue file of `count` products, a batch of rows at a time (100,000 never sit in memory as text). */
export function* catalogueFileChunks(count: number): Generator<string> {
  yield `${PRODUCT_FILE_COLUMNS.join(',')}\n`;
  for (const batch of catalogue(count)) yield csvLines(PRODUCT_FILE_COLUMNS, batch.flatMap(productRows));
}
