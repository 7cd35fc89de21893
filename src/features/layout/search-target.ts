// [catalogue 20]: the header search submits to /shop, or /shop/catalog/{category slug} when a category is
// chosen, with the text in the query parameter filter_search.

export interface SearchInput {
  /** Slug of the chosen top-level category; null or '' for all categories. */
  categorySlug?: string | null;
  text: string;
}

export interface SearchTarget {
  to: string;
  search: { filter_search?: string };
}

export function searchTarget({ categorySlug, text }: SearchInput): SearchTarget {
  const to = categorySlug ? `/shop/catalog/${encodeURIComponent(categorySlug)}` : '/shop';
  const query = text.trim();
  return { to, search: query ? { filter_search: query } : {} };
}

/** The same target as one URL, path and query. */
export function searchHref(input: SearchInput): string {
  const { to, search } = searchTarget(input);
  const query = new URLSearchParams(search).toString();
  return query ? `${to}?${query}` : to;
}
