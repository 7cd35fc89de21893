import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings the page can go in, the preferred first. */
const ENCODINGS: readonly { name: string; accepted: RegExp; encode(body: Buffer): Promise<Buffer> }[] = [
  { name: 'br', accepted: /\bbr\b/, encode: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) },
  { name: 'gzip', accepted: /\bgzip\b/, encode: (body) => gzipAsync(body) },
];

/**
 * A page rendered here is 70 kB of HTML, most of it the JSON its first view was rendered
 * from; the built files are compressed at build time, this one per request. Brotli at quality 5
 * takes it to about a sixth in a few milliseconds; gzip for a client without brotli. The page
 * holds no secret (no token, no participant: signed-out pages only), so compressing it beside the
 * address's own query gives a compression-oracle attack nothing to find.
 */
export async function compressedHtml(c: Context, html: string, status: 200 | 404): Promise<Response> {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = ENCODINGS.find((e) => e.accepted.test(accepted));
  if (!encoding) return c.html(html, status);
  const body = await encoding.encode(Buffer.from(html));
  c.header('Content-Encoding', encoding.name);
  return c.body(new Uint8Array(body), status, { 'Content-Type': 'text/html; charset=UTF-8' });
}
