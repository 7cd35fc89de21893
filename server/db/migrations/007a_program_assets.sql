-- A program's theme images, uploaded by `npm run ops -- program apply` and served by the server
-- itself at /program-assets/<slug>/<name> (so the CSP's img-src 'self' covers them). Keyed by the
-- program's slug: a folder's images go up before its settings, which may create the program.
CREATE TABLE program_assets (
  program_slug  text NOT NULL,
  name          text NOT NULL,
  content_type  text NOT NULL,
  sha256        text NOT NULL,
  data          bytea NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (program_slug, name)
);
