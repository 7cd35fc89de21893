import * as v from 'valibot';

/** '' (the API is on the page's own origin) or an origin: scheme, host and port, no path. */
function isOriginOrEmpty(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/**
 * What a static host tells the app at run time, in `/app-config.json` (docs/deploy.md). The Node
 * server, which serves the API itself, writes the same object into the page instead.
 */
export const appConfigSchema = v.object({
  apiOrigin: v.optional(
    v.pipe(
      v.string('apiOrigin must be a text'),
      v.trim(),
      v.check(isOriginOrEmpty, 'apiOrigin must be empty (the same origin) or an origin such as https://api.example.com, with no path'),
      v.transform((value) => value.replace(/\/$/, '')),
    ),
    '',
  ),
});

export type AppConfig = v.InferOutput<typeof appConfigSchema>;
