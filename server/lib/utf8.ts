/**
 * UTF-8 checked as bytes arrive, without keeping them: a file that is not UTF-8 (Latin-1, Windows
 * 1252, UTF-16) would otherwise be stored with U+FFFD in place of its accents. The platform's
 * decoder does the checking; where it fails, the bytes are walked again to name the first bad
 * sequence's byte offset (from 0, as a hex editor counts) and line (from 1, counted by line feeds).
 */

export interface BadUtf8 {
  /** Byte offset of the first byte of the first sequence that is not UTF-8. */
  offset: number;
  /** Its line, from 1. */
  line: number;
  /** Up to four bytes from `offset`, to show. */
  bytes: Uint8Array;
}

const LF = 0x0a;

/**
 * Where the first bad sequence of `bytes` starts, following the WHATWG decoder (the one
 * TextDecoder runs): a byte that cannot start a character, a lead byte whose continuation is
 * missing or out of range (overlong forms, surrogates, past U+10FFFF), or, when `end`, a sequence
 * cut short by the end. -1 when there is none.
 */
export function firstBadSequence(bytes: Uint8Array, end: boolean): number {
  let needed = 0;
  let seen = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (needed === 0) {
      if (byte <= 0x7f) continue;
      start = i;
      if (byte >= 0xc2 && byte <= 0xdf) needed = 1;
      else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
        needed = 2;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
        needed = 3;
      } else return i;
      seen = 0;
      continue;
    }
    if (byte < lower || byte > upper) return start;
    lower = 0x80;
    upper = 0xbf;
    seen += 1;
    if (seen === needed) needed = 0;
  }
  return end && needed !== 0 ? start : -1;
}

/** How many bytes at the end of `bytes` are the start of a character not yet complete (0 to 3). */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? back : 0;
    }
  }
  return 0;
}

/** Line feeds in `bytes` before `to` (Buffer's search, not a byte loop: files run to hundreds of MB). */
function countLineFeeds(bytes: Uint8Array, to: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, to);
  let count = 0;
  for (let i = buffer.indexOf(LF); i !== -1; i = buffer.indexOf(LF, i + 1)) count += 1;
  return count;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(a.length + b.length);
  bytes.set(a);
  bytes.set(b, a.length);
  return bytes;
}

/**
 * Checks a stream of bytes chunk by chunk: `push` each chunk, then `end`; each responses the first
 * bad sequence, or null while the bytes so far are UTF-8 (a character split between chunks is
 * fine). A byte-order mark is UTF-8 and passes; the readers drop it.
 */
export class Utf8Check {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  /** Bytes before the current chunk, and line feeds among them. */
  private offset = 0;
  private lineFeeds = 0;
  /** The previous chunk's last bytes that start a character it did not finish. */
  private carry: Uint8Array = new Uint8Array(0);

  push(chunk: Uint8Array): BadUtf8 | null {
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      return this.locate(chunk, false);
    }
    this.lineFeeds += countLineFeeds(chunk, chunk.length);
    this.offset += chunk.length;
    // A chunk of one or two bytes may continue a character the carry began.
    const joined = chunk.length >= 3 ? chunk : concat(this.carry, chunk);
    this.carry = joined.slice(joined.length - incompleteTail(joined));
    return null;
  }

  end(): BadUtf8 | null {
    try {
      this.decoder.decode();
    } catch {
      return this.locate(new Uint8Array(0), true);
    }
    return null;
  }

  private locate(chunk: Uint8Array, end: boolean): BadUtf8 {
    // The decoder stopped inside this chunk, or inside the character the carry began; the carried
    // bytes (never a line feed) were counted with the chunk before.
    const bytes = concat(this.carry, chunk);
    const at = Math.max(0, firstBadSequence(bytes, end));
    return {
      offset: this.offset - this.carry.length + at,
      line: this.lineFeeds + countLineFeeds(bytes, at) + 1,
      bytes: bytes.slice(at, at + 4),
    };
  }
}

/** The refusal's words: where, which bytes, and what to do. */
export function describeBadUtf8(bad: BadUtf8): string {
  const shown = [...bad.bytes].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
  const utf16 =
    bad.offset === 0 &&
    bad.bytes.length >= 2 &&
    ((bad.bytes[0] === 0xff && bad.bytes[1] === 0xfe) || (bad.bytes[0] === 0xfe && bad.bytes[1] === 0xff));
  return utf16
    ? 'The file is UTF-16, not UTF-8: save it as UTF-8.'
    : `Not UTF-8 text at byte offset ${bad.offset} (bytes ${shown}): save the file as UTF-8.`;
}

/** A whole document's bytes as text, or where they stop being UTF-8. */
export function decodeUtf8(bytes: Uint8Array): { text: string } | { bad: BadUtf8 } {
  try {
    // A byte-order mark is dropped (ignoreBOM false): JSON.parse would refuse it.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const check = new Utf8Check();
    return { bad: (check.push(bytes) ?? check.end())! };
  }
}
