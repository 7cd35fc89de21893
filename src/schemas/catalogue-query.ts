import * as v from 'valibot';

import {
  FILTER_VALUE_MAX,
  FILTERS_MAX,
  PAGE_MAX,
  PAGE_SIZE_MAX,
  SEARCH_TEXT_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
  SUGGESTIONS_LIMIT_MAX,
} from './field-rules';
import { regionSchema } from './location';
import { validationMessages as m } from './messages';

// The JSON `o` parameters of the product calls. Defaults (limit 12, page 1, suggestions 5)
// are the server's to apply, so a value equal to a default can stay out of the address [catalogue 19].

export const SORT_ORDERS = ['name_asc', 'name_desc', 'brand_asc', 'brand_desc', 'price_asc', 'price_desc'] as const;
export const PRODUCT_SOURCES = ['all', 'featured', 'new', 'discount'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];
export type ProductSource = (typeof PRODUCT_SOURCES)[number];

function wholeNumber(max: number) {
  return v.optional(
    v.pipe(v.number(m.invalidValue), v.integer(m.invalidValue), v.minValue(1, m.invalidValue), v.maxValue(max, m.invalidValue)),
  );
}

const categorySchema = v.optional(
  v.pipe(v.string(m.invalidValue), v.maxLength(SLUG_MAX, m.invalidValue), v.regex(SLUG_PATTERN, m.invalidValue)),
);

/** The `o` of GET /api/products. */
export const productQuerySchema = v.strictObject(
  {
    limit: wholeNumber(PAGE_SIZE_MAX),
    page: wholeNumber(PAGE_MAX),
    sort: v.optional(v.picklist(SORT_ORDERS, m.invalidValue)),
    search: v.optional(v.pipe(v.string(m.invalidValue), v.trim(), v.maxLength(SEARCH_TEXT_MAX, m.tooLong))),
    category: categorySchema,
    source: v.optional(v.picklist(PRODUCT_SOURCES, m.invalidValue)),
    region: v.optional(regionSchema),
    filters: v.optional(
      v.pipe(
        v.record(
          v.pipe(v.string(m.invalidValue), v.maxLength(SLUG_MAX, m.invalidValue), v.regex(SLUG_PATTERN, m.invalidValue)),
          v.pipe(v.string(m.invalidValue), v.maxLength(FILTER_VALUE_MAX, m.tooLong)),
          m.invalidValue,
        ),
        v.check((filters) => Object.keys(filters).length <= FILTERS_MAX, m.invalidValue),
      ),
    ),
  },
  m.invalidValue,
);

/** The `o` of GET /api/products/suggestions. */
export const suggestionQuerySchema = v.strictObject(
  {
    limit: wholeNumber(SUGGESTIONS_LIMIT_MAX),
    category: categorySchema,
    region: v.optional(regionSchema),
  },
  m.invalidValue,
);

export type ProductQuery = v.InferOutput<typeof productQuerySchema>;
export type SuggestionQuery = v.InferOutput<typeof suggestionQuerySchema>;

// ---------- the product list's address [catalogue 18-19] ----------
// Anyone can write an address, so every field falls back to "absent" rather than failing: a bad
// link still shows the list. TanStack Router parses each value as JSON first (`?page=2` arrives as
// the number 2, `?filter_search=123` as 123), so text fields take numbers too.

const fromAddress = <T extends v.GenericSchema<unknown, unknown>>(schema: T) => v.fallback(v.optional(schema), undefined);

const addressText = (max: number) =>
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
    v.trim(),
    v.maxLength(max),
    v.transform((s) => s || undefined),
  );

const addressNumber = (max: number) =>
  v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]), v.integer(), v.minValue(1), v.maxValue(max));

/** `a,b,c`: slugs separated by commas; any slug that is not one is dropped. */
const addressSlugList = v.pipe(
  addressText(FILTER_VALUE_MAX),
  v.transform((text) => {
    const slugs = [...new Set((text ?? '').split(',').map((s) => s.trim()))].filter((s) => s.length <= SLUG_MAX && SLUG_PATTERN.test(s));
    return slugs.length ? slugs.join(',') : undefined;
  }),
);

/** `min-max` in whole points, lower bound first. */
export const PRICE_RANGE_PATTERN = /^(\d{1,9})-(\d{1,9})$/;
const addressPriceRange = v.pipe(
  addressText(FILTER_VALUE_MAX),
  v.transform((text) => {
    const match = PRICE_RANGE_PATTERN.exec(text ?? '');
    if (!match) return undefined;
    const [lo, hi] = [Number(match[1]), Number(match[2])].sort((a, b) => a - b);
    return `${lo}-${hi}`;
  }),
);

/** The search params of /shop, /shop/catalog and /shop/catalog/{categorySlug}. */
export const catalogueSearchSchema = v.object(
  {
    page: fromAddress(addressNumber(PAGE_MAX)),
    /** An older spelling of `page`, read but never written. */
    filter_page: fromAddress(addressNumber(PAGE_MAX)),
    limit: fromAddress(addressNumber(PAGE_SIZE_MAX)),
    sort: fromAddress(v.picklist(SORT_ORDERS)),
    filter_search: fromAddress(addressText(SEARCH_TEXT_MAX)),
    /** The search text under its other parameter name, `search`: read but never written. */
    search: fromAddress(addressText(SEARCH_TEXT_MAX)),
    filter_brand: fromAddress(addressSlugList),
    filter_badges: fromAddress(addressSlugList),
    filter_price: fromAddress(addressPriceRange),
  },
  m.invalidValue,
);

export type CatalogueSearch = v.InferOutput<typeof catalogueSearchSchema>;
