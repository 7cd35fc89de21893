-- The handling cost of each ordered item where its order ships (the catalogue's region_handling),
-- kept with the order like its price, for the orders export. Null for items ordered before.
ALTER TABLE order_items ADD COLUMN handling integer;
