-- Catalogue reads at 100,000 products (docs/catalogue.md has the EXPLAIN figures).

-- The facet counts read every product of the page's base set once; this narrow copy of the
-- columns they need lets that be an index-only scan instead of a pass over the wide rows
-- (product details make a row ~1.5 kB, this index entry ~80 bytes).
CREATE INDEX products_facets ON products (brand_slug) INCLUDE (id, program_id, brand_name, effective_price, badges);
