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
// are the server's to apply, so a value equal to a default can stay out of the address (§4).

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
