import type { Context } from 'hono';

/** Refuses with `tooLarge()` a body that declares more than `limitBytes`, before reading any of it. */
export function checkDeclaredLength(c: Context, limitBytes: number, tooLarge: () => Error): void {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge();
}

/**
 * A body's chunks as they arrive, refused with `tooLarge()` as soon as they pass `limitBytes`.
 * However the reading stops (past the limit, or the consumer gives up on a chunk it refuses),
 * the rest is cancelled unread, so an oversized or refused body is never held whole.
 */
export async function* boundedChunks(body: ReadableStream<Uint8Array>, limitBytes: number, tooLarge: () => Error): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        return;
      }
      size += value.byteLength;
      if (size > limitBytes) throw tooLarge();
      yield value;
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** A request's body as bytes, up to `limitBytes` (declared or sent); past it, `tooLarge()`. */
export async function readBodyBytes(c: Context, limitBytes: number, tooLarge: () => Error): Promise<Uint8Array> {
  checkDeclaredLength(c, limitBytes, tooLarge);
  // Read already (Hono keeps a copy): the limit still holds.
  if (c.req.raw.bodyUsed) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > limitBytes) throw tooLarge();
    return bytes;
  }
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  for await (const chunk of boundedChunks(body, limitBytes, tooLarge)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
