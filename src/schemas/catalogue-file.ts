import * as v from 'valibot';

/**
 * Rows of the operator's catalogue file (docs/operate.md has every column), one row per product
 * option, as merchants' product exports have them: the first row of a slug carries the product
 * (name, brand, category, price …) and its first option; the rows after it, with the same slug,
 * carry one more option each and may leave the product's columns empty. Every value arrives as
 * text. Messages are the operator's, in English; the server adds the line and the column.
 */

const required = 'Required.';

const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(max, `At most ${max} characters.`),
    v.transform((s) => (s === '' ? undefined : s)),
  );

/** A whole number of points (or days) written in digits, within [min, max]; empty is absent. */
const optionalWhole = (min: number, max: number, negative = 'Must not be negative.') =>
  v.pipe(
    optionalText(20),
    v.check((s) => s === undefined || /^-?\d{1,10}$/.test(s), 'Must be a whole number.'),
    v.transform((s) => (s === undefined ? undefined : Number(s))),
    v.check((n) => n === undefined || n >= min, min === 0 ? negative : `Must be at least ${min}.`),
    v.check((n) => n === undefined || n <= max, `Must be at most ${max}.`),
  );

/** A size or weight: a decimal number ≥ 0 (inches, pounds); empty is absent. */
const optionalMeasure = v.pipe(
  optionalText(20),
  v.check((s) => s === undefined || /^\d{1,6}(\.\d{1,3})?$/.test(s), 'Must be a number ≥ 0 like 12 or 4.5.'),
  v.transform((s) => (s === undefined ? undefined : Number(s))),
);

/** The largest price a product, option or region may have. */
export const MAX_PRODUCT_POINTS = 10_000_000;

export const PRODUCT_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

/**
 * An image: a file name uploaded beside the file, an http(s) address the server fetches, or a
 * path the shop itself serves (`/images/…`), used as given.
 */
export const CATALOGUE_IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.(png|jpe?g|webp|gif)$/i;
const IMAGE_URL = /^https?:\/\/[^\s|]{1,2000}$/i;
/** No second slash or backslash up front: browsers read `//host` and `/\host` as another site. */
const SITE_PATH = /^\/[^/\\\s|][^\s|\\]{0,1999}$/;
export const isImageRef = (s: string) => CATALOGUE_IMAGE_NAME.test(s) || IMAGE_URL.test(s) || SITE_PATH.test(s);
export const isImageUrl = (s: string) => IMAGE_URL.test(s);
export const isSitePath = (s: string) => SITE_PATH.test(s);
const IMAGE_RULE = 'a png, jpg, webp or gif file name, an http(s) address or a path on the shop starting with /';

/** A product's or option's own id, kept from another system (for migrations); else the server makes one. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const recordId = v.pipe(
  optionalText(64),
  v.check((s) => s === undefined || RECORD_ID_PATTERN.test(s), 'Must be letters, digits, _ and -, up to 64 characters.'),
);

/** `a | b | c`: a list in one cell (images, features, badges). */
export const splitList = (s: string | undefined): string[] =>
  s === undefined
    ? []
    : s
        .split('|')
        .map((x) => x.trim())
        .filter((x) => x !== '');

const imageList = v.pipe(
  optionalText(20_000),
  v.transform(splitList),
  v.check((list) => list.length <= 20, 'At most 20 images.'),
  v.check((list) => list.every(isImageRef), `Each image must be ${IMAGE_RULE}, separated by |.`),
);

const oneImage = v.pipe(
  optionalText(2000),
  v.check((s) => s === undefined || isImageRef(s), `Must be ${IMAGE_RULE}.`),
);

export const BADGES = ['featured', 'new', 'discount'] as const;

/** A category path from the top: `Home > Kitchen > Cookware` (at most three levels). */
export const splitCategoryPath = (s: string): string[] => s.split('>').map((x) => x.trim());

const categoryPath = v.pipe(
  optionalText(300),
  v.check((s) => s === undefined || splitCategoryPath(s).every((part) => part !== ''), 'Must be names separated by >, e.g. Home > Kitchen > Cookware.'),
  v.check((s) => s === undefined || splitCategoryPath(s).length <= 3, 'At most three levels.'),
);

/** The region codes a price may be set for (src/domain/regions.ts). */
export const PRICE_REGIONS = ['USA-CONT', 'USA-HI', 'USA-AK', 'USA-VI', 'USA-PR', 'NA', 'SA', 'AF', 'AS', 'OC', 'EU', 'NON-EU', 'ISC', 'ME'] as const;

/** `EU:1200; NON-EU:1300`: the price in points where the participant ships to that region. */
export function parseRegionPrices(s: string): { region: string; points: number }[] | string {
  const out: { region: string; points: number }[] = [];
  for (const part of s.split(';').map((x) => x.trim()).filter(Boolean)) {
    const m = /^([A-Z-]+)\s*:\s*(-?\d{1,10})$/.exec(part);
    if (!m) return `"${part}" is not REGION:points, e.g. EU:1200.`;
    if (!(PRICE_REGIONS as readonly string[]).includes(m[1]!)) return `"${m[1]}" is not a region (${PRICE_REGIONS.join(', ')}).`;
    const points = Number(m[2]);
    if (points < 0) return 'Must not be negative.';
    if (points > MAX_PRODUCT_POINTS) return `Must be at most ${MAX_PRODUCT_POINTS}.`;
    if (out.some((o) => o.region === m[1])) return `${m[1]} is given twice.`;
    out.push({ region: m[1]!, points });
  }
  return out;
}

const regionPrices = v.pipe(
  optionalText(1000),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (dataset.value === undefined) return [];
    const parsed = parseRegionPrices(dataset.value);
    if (typeof parsed === 'string') {
      addIssue({ message: parsed });
      return NEVER;
    }
    return parsed;
  }),
);

/** A YouTube or Vimeo address; the product page shows it in the shop's own privacy-friendly player. */
export function videoPlayerUrl(s: string): string | null {
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, '');
  const id = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtube.com' || host === 'm.youtube.com') {
    const watch = url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1];
    return watch && id.test(watch) ? `https://www.youtube-nocookie.com/embed/${watch}` : null;
  }
  if (host === 'youtu.be' || host === 'youtube-nocookie.com') {
    const part = host === 'youtu.be' ? url.pathname.slice(1) : /^\/embed\/([^/]+)$/.exec(url.pathname)?.[1];
    return part && id.test(part) ? `https://www.youtube-nocookie.com/embed/${part}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vid = /^\/(?:video\/)?(\d{4,12})$/.exec(url.pathname)?.[1];
    return vid ? `https://player.vimeo.com/video/${vid}` : null;
  }
  return null;
}

const video = v.pipe(
  optionalText(500),
  v.check((s) => s === undefined || videoPlayerUrl(s) !== null, 'Must be a YouTube or Vimeo video address.'),
);

/** Languages a product's name and sales copy may be translated into (the program languages but English). */
export const TRANSLATED_LANGUAGES = ['fr', 'sp', 'ge', 'it', 'pt', 'nl'] as const;

const translations = Object.fromEntries(
  TRANSLATED_LANGUAGES.flatMap((language) => [
    [`name_${language}`, optionalText(200)],
    [`sales_copy_${language}`, optionalText(20_000)],
  ]),
) as Record<`name_${(typeof TRANSLATED_LANGUAGES)[number]}` | `sales_copy_${(typeof TRANSLATED_LANGUAGES)[number]}`, ReturnType<typeof optionalText>>;

export const PRODUCT_TYPES = ['standard', 'plateau', 'claim'] as const;

/** One row: a product option, with the product's own columns on the first row of its slug. */
export const catalogueRowSchema = v.object({
  slug: v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(PRODUCT_SLUG_PATTERN, 'Must be lower-case letters, digits and -, up to 120 characters.'),
  ),
  name: optionalText(200),
  brand: optionalText(100),
  type: v.pipe(
    optionalText(20),
    v.check((s) => s === undefined || (PRODUCT_TYPES as readonly string[]).includes(s), `Must be one of: ${PRODUCT_TYPES.join(', ')}.`),
  ),
  category: categoryPath,
  price: optionalWhole(0, MAX_PRODUCT_POINTS, 'Must not be negative.'),
  discount_price: optionalWhole(0, MAX_PRODUCT_POINTS),
  region_prices: regionPrices,
  region_handling: regionPrices,
  badges: v.pipe(
    optionalText(100),
    v.transform(splitList),
    v.check((list) => list.every((b) => (BADGES as readonly string[]).includes(b)), `Badges are ${BADGES.join(', ')}, separated by |.`),
  ),
  sales_copy: optionalText(20_000),
  images: imageList,
  features: v.pipe(
    optionalText(5000),
    v.transform(splitList),
    v.check((list) => list.length <= 30, 'At most 30 features.'),
  ),
  height: optionalMeasure,
  width: optionalMeasure,
  weight: optionalMeasure,
  ships_in_days: optionalWhole(0, 365),
  prop65: v.pipe(
    optionalText(1),
    v.check((s) => s === undefined || s === 'Y' || s === 'N', 'Must be Y or N.'),
  ),
  video,
  upc: v.pipe(
    optionalText(14),
    v.check((s) => s === undefined || /^\d{8,14}$/.test(s), 'Must be 8 to 14 digits.'),
  ),
  brand_image: oneImage,
  id: recordId,
  option_id: recordId,
  option1_name: optionalText(40),
  option1_value: optionalText(100),
  option2_name: optionalText(40),
  option2_value: optionalText(100),
  option3_name: optionalText(40),
  option3_value: optionalText(100),
  option_price: optionalWhole(0, MAX_PRODUCT_POINTS),
  option_image: oneImage,
  ...translations,
});

export type CatalogueRow = v.InferOutput<typeof catalogueRowSchema>;

/** The product's own columns: on its first row, and empty (or the same) on the rows after it. */
export const PRODUCT_COLUMNS: readonly (keyof CatalogueRow)[] = [
  'name',
  'brand',
  'type',
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
  'id',
  'option1_name',
  'option2_name',
  'option3_name',
  ...(Object.keys(translations) as (keyof typeof translations)[]),
];

/** Required on a product's first row. */
export const PRODUCT_REQUIRED = ['name', 'brand', 'category', 'price'] as const;

export const CATALOGUE_COLUMNS = {
  required: ['slug', 'name', 'brand', 'category', 'price'],
  optional: Object.keys(catalogueRowSchema.entries).filter((c) => !['slug', 'name', 'brand', 'category', 'price'].includes(c)),
} as const;
