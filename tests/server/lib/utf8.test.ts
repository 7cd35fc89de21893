import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, describeBadUtf8, firstBadSequence, Utf8Check } from '../../../server/lib/utf8.ts';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

/** The check fed `data` cut at `cuts`. */
function check(data: Uint8Array, cuts: number[]) {
  const checker = new Utf8Check();
  let from = 0;
  for (const cut of [...cuts.filter((c) => c > 0 && c < data.length).sort((a, b) => a - b), data.length]) {
    const bad = checker.push(data.subarray(from, cut));
    if (bad) return bad;
    from = cut;
  }
  return checker.end();
}

describe('Utf8Check', () => {
  it('names the first bad sequence by byte offset and line', () => {
    // "Zoé" in Latin-1 on line 3, after a character of two bytes and one of four.
    const data = bytes('email,name\n', 'café@x,Ça 🎉\n', 'zoe@x,Zo', [0xe9], ' Leclerc\n');
    const bad = check(data, []);
    expect(bad).toEqual({ offset: Buffer.byteLength('email,name\ncafé@x,Ça 🎉\nzoe@x,Zo'), line: 3, bytes: new Uint8Array([0xe9, 0x20, 0x4c, 0x65]) });
    expect(describeBadUtf8(bad!)).toBe(`Not UTF-8 text at byte offset ${bad!.offset} (bytes E9 20 4C 65): save the file as UTF-8.`);
  });

  it('finds it wherever the chunks are cut, a character split between chunks is fine', () => {
    const good = bytes('a\n', 'é€𐍈\n', 'x');
    for (let cut = 0; cut <= good.length; cut++) expect(check(good, [cut]), `cut at ${cut}`).toBeNull();
    for (let one = 0; one <= good.length; one++) for (let two = one; two <= good.length; two++) expect(check(good, [one, two])).toBeNull();
    const bad = bytes('é\n€', [0xe2, 0x82], 'x');
    for (let cut = 0; cut <= bad.length; cut++) expect(check(bad, [cut]), `cut at ${cut}`).toMatchObject({ offset: 6, line: 2 });
  });

  it('a file cut short in a character is named at that character; a byte-order mark passes; UTF-16 is named', () => {
    expect(check(bytes('ab\n', [0xf0, 0x9f, 0x8e]), [4])).toMatchObject({ offset: 3, line: 2 });
    expect(check(bytes([0xef, 0xbb, 0xbf], 'email\n'), [1, 2])).toBeNull();
    expect(describeBadUtf8(check(bytes([0xff, 0xfe], 'e\0m\0'), [])!)).toBe('The file is UTF-16, not UTF-8: save it as UTF-8.');
  });

  it('agrees with the platform decoder on any bytes cut anywhere', () => {
    // Bytes weighted toward the edges of UTF-8 (leads, continuations, overlong and surrogate forms).
    const byte = fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0x80, max: 0xbf }), fc.constantFrom(0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff));
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 40 }), fc.array(fc.nat(40), { maxLength: 4 }), (list, cuts) => {
        const data = Uint8Array.from(list);
        const bad = check(data, cuts);
        let valid = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(data);
        } catch {
          valid = false;
        }
        expect(bad === null).toBe(valid);
        if (!bad) return;
        expect(bad.offset).toBe(firstBadSequence(data, true));
        // What comes before the offset is UTF-8; the lenient decoder puts U+FFFD right after it.
        const before = new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, bad.offset));
        expect(new TextDecoder('utf-8').decode(data).startsWith(`${before}\uFFFD`)).toBe(true);
        expect(bad.line).toBe(before.split('\n').length);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('decodeUtf8', () => {
  it('drops a byte-order mark, or names the first bad byte', () => {
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], '{"a":"é"}'))).toEqual({ text: '{"a":"é"}' });
    expect(decodeUtf8(bytes('{\n"a":"', [0xe9], '"}'))).toMatchObject({ bad: { offset: 7, line: 2 } });
  });
});
