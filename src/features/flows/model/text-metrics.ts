/**
 * Text widths without a browser: the layout runs in Node for the export and must give the same
 * result there as on the page, so labels are measured from Helvetica's advance widths (Arial and
 * Liberation Sans share them), the first fonts of the drawing's font stack.
 */
export const FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', sans-serif";

// Advance widths in 1/1000 em for the printable ASCII characters, space (32) to tilde (126).
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
// Anything else (accents, symbols) is given a wide advance, so it never overflows its box.
const OTHER = 750;

export function textWidth(text: string, fontSize: number, weight: 'regular' | 'bold' = 'regular'): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? table[code - 32]! : OTHER;
  }
  return (units * fontSize) / 1000;
}
