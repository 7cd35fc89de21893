/**
 * What one address of the product list asks for. The machine compares requests by `key` and
 * hands `query` to the loadList actor untouched: the app builds both (src/features/catalogue).
 */
export interface ListRequest<Q = unknown> {
  /** The category slug of /shop/catalog/{slug}; null on /shop. */
  category: string | null;
  query: Q;
  /** Equal keys mean equal queries (the query's JSON, say). */
  key: string;
}

export type PriceRange = readonly [number, number];

/** Where the last load failed, so Retry starts again from there. */
export type ListFailure = 'category' | 'list';

export interface ProductListContext<Q = unknown> {
  request: ListRequest<Q>;
  failure: ListFailure | null;
  /** A price range the participant is still moving; sent once it rests for the debounce delay. */
  pendingPrice: PriceRange | null;
}

export interface ProductListInput<Q = unknown> {
  request: ListRequest<Q>;
}

/** What loadCategory answers: whether the slug names a category of the program. */
export interface CategoryAnswer {
  found: boolean;
}

export type ProductListEvent<Q = unknown> =
  { type: 'list.addressChanged'; request: ListRequest<Q> } | { type: 'list.retry' } | { type: 'price.change'; range: PriceRange };
