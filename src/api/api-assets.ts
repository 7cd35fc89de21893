import type { Middleware } from 'openapi-fetch';

/**
 * The API responds with root-relative addresses for the files it serves itself (program logos,
 * slides, product and category images, also inside program HTML). With the API on another origin
 * than the page (a static host, docs/deploy.md) they would point at the static host: this makes
 * them absolute on the API's origin, once, where answers enter the app.
 */
export const API_FILE_PREFIXES: readonly string[] = ['/images/'];

/** Every JSON string (or HTML attribute inside one) that starts with an API file prefix. */
export function absoluteApiFiles(json: string, apiOrigin: string): string {
  let out = json;
  for (const prefix of API_FILE_PREFIXES) out = out.replaceAll(`"${prefix}`, `"${apiOrigin}${prefix}`);
  return out;
}

export function apiFilesMiddleware(apiOrigin: string): Middleware {
  return {
    async onResponse({ response }) {
      if (!response.headers.get('content-type')?.includes('json')) return undefined;
      const text = await response.text();
      const headers = new Headers(response.headers);
      // The body is decoded text now, of another length.
      headers.delete('content-encoding');
      headers.delete('content-length');
      return new Response(absoluteApiFiles(text, apiOrigin), { status: response.status, statusText: response.statusText, headers });
    },
  };
}
