import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';

const gzipAsync = promisify(gzip);

/** Below this many bytes gzip saves less than its own cost (compress-reads.ts sends them as they are too). */
export const GZIP_THRESHOLD = 1024;

/**
 * A JSON response kept in memory, with its gzip form made once. compress-reads.ts would gzip a kept
 * list page again for every phone that asks for it: at concurrency 50 that doubled the cost of a
 * kept page. The packing runs on libuv's thread pool, off the thread that serves requests.
 */
export interface CachedJson {
  text: string;
  gzip: Uint8Array<ArrayBuffer> | null;
}

export async function cacheJson(text: string): Promise<CachedJson> {
  // Copied once into an array of its own: zlib's Buffer may sit in a shared pool.
  return { text, gzip: Buffer.byteLength(text) >= GZIP_THRESHOLD ? Uint8Array.from(await gzipAsync(text)) : null };
}

/** What a cached response holds in memory, in bytes (for memos bounded by weight). */
export const cachedWeight = (kept: CachedJson) => kept.text.length + (kept.gzip?.length ?? 0);

/** Whether an Accept-Encoding header takes gzip (named with a quality above 0, or by `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip') return quality > 0;
    if (name === '*') wildcard = quality > 0;
  }
  return wildcard;
}

/** The cached response, packed when the client takes gzip; compress-reads.ts leaves it as it is. */
export function sendCached(c: Context, kept: CachedJson): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
  if (kept.gzip && acceptsGzip(c.req.header('accept-encoding'))) {
    return c.body(kept.gzip, 200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(kept.gzip.length) });
  }
  return c.body(kept.text, 200, { ...headers, 'content-length': String(Buffer.byteLength(kept.text)) });
}
