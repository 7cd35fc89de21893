import type { Context } from 'hono';

/**
 * A request's body as bytes, refused with `tooLarge()` as soon as it passes `limitBytes`: a body
 * that declares more is refused unread, and one that sends more is cut off there, so an oversized
 * body is never held whole.
 */
export async function readBodyBytes(c: Context, limitBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();
  // Read already (Hono keeps a copy): the limit still holds.
  if (c.req.raw.bodyUsed) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > limitBytes) throw tooLarge();
    return bytes;
  }
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
