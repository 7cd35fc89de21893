-- The operator's catalogue files (docs/operate.md). Product images are stored by the server and
-- served at /catalogue-images/<scope>/<name> (so the CSP's img-src 'self' covers them): `scope`
-- is '_' for the shared catalogue, or the program's slug for its own products. An image fetched
-- from an http(s) address keeps that address in `source_url`, so importing the same file again
-- fetches nothing.
CREATE TABLE catalogue_images (
  scope         text NOT NULL,
  name          text NOT NULL,
  content_type  text NOT NULL,
  sha256        text NOT NULL,
  data          bytea NOT NULL,
  source_url    text,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, name)
);
CREATE INDEX catalogue_images_source ON catalogue_images (scope, source_url) WHERE source_url IS NOT NULL;
