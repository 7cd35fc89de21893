-- Product list pages at any depth (docs/catalogue.md has the EXPLAIN figures).

-- A page is found in its sort order's index, skipping every earlier page's entries, and only its
-- own rows are then read whole (catalogue-query.ts pageSql). With the filter columns included,
-- that walk is an index-only scan: page 200 of 24 went from reading 4,800 rows of ~1.5 kB to
-- reading index entries. The name columns are included as well as their lower() keys because the
-- planner only takes an index-only scan when every column the expression uses is in the index.
CREATE INDEX products_name_sort ON products (lower(name), id) INCLUDE (name, program_id, badges, brand_slug, effective_price);
CREATE INDEX products_brand_sort ON products (lower(brand_name), lower(name), id) INCLUDE (name, brand_name, program_id, badges, brand_slug, effective_price);
CREATE INDEX products_price_sort ON products (effective_price, id) INCLUDE (program_id, badges, brand_slug);
DROP INDEX products_name;
DROP INDEX products_brand;
DROP INDEX products_price;
