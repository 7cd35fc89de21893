// Colour arithmetic for program themes: a 10-shade palette from one brand colour, and WCAG contrast
// to choose readable text on it. Pure, so the shop's theme and the server's mail and pages draw a
// program's colours by the same rules.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** '#f5e663', 'f5e663' or '#fe6' → channels 0–255; throws on anything else. */
export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

/** Whole channels within 0–255: what a colour is once written as hex. */
function rounded({ r, g, b }: Rgb): Rgb {
  const channel = (c: number) => Math.round(Math.min(255, Math.max(0, c)));
  return { r: channel(r), g: channel(g), b: channel(b) };
}

export function toHex(rgb: Rgb): string {
  const { r, g, b } = rounded(rgb);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

// Each channel's linear light, computed once: a theme asks for thousands of luminances (ensureContrast).
const LINEAR = Array.from({ length: 256 }, (_, c) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});

function luminanceOf({ r, g, b }: Rgb): number {
  return 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;
}

function ratioOf(a: number, b: number): number {
  return a >= b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  return luminanceOf(parseHex(hex));
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(relativeLuminance(a), relativeLuminance(b));
}

/** Black or white, whichever contrasts more with `hex` (white on a tie). */
export function readableTextOn(hex: string): '#000' | '#fff' {
  return contrastRatio(hex, '#000') > contrastRatio(hex, '#fff') ? '#000' : '#fff';
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * weightOfB,
    g: a.g + (b.g - a.g) * weightOfB,
    b: a.b + (b.b - a.b) * weightOfB,
  };
}

/** Index of the brand colour itself in the palette: Mantine's default primary shade in light mode. */
export const BRAND_SHADE = 6;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
// Shades 0–5 tint towards white, 7–9 shade towards black; 6 is the brand colour exactly.
const TINTS = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16];
const SHADES = [0.16, 0.32, 0.48];

export type Palette = readonly [string, string, string, string, string, string, string, string, string, string];

export function paletteFrom(hex: string): Palette {
  const base = parseHex(hex);
  return [
    ...TINTS.map((t) => toHex(mix(base, WHITE, t))),
    toHex(base),
    ...SHADES.map((t) => toHex(mix(base, BLACK, t))),
  ] as unknown as Palette;
}

/** WCAG 2.2 AA minimum contrast: 4.5 for body text, 3 for large text and user-interface parts. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

/**
 * `fg` itself when it reaches `ratio` against every background, otherwise `fg` mixed towards black
 * (or white, when the first background is dark) in 1 % steps until it does: the hue stays the
 * program's, only as dark as readability needs. Falls back to black or white, which always reach 4.5
 * on a light or dark background respectively.
 */
export function ensureContrast(fg: string, backgrounds: readonly string[], ratio: number = TEXT_CONTRAST): string {
  // Channels, not hex strings, between steps: up to 100 candidates against each background.
  const backgroundLuminances = backgrounds.map(relativeLuminance);
  const reaches = (rgb: Rgb) => {
    const luminance = luminanceOf(rgb);
    return backgroundLuminances.every((background) => ratioOf(luminance, background) >= ratio);
  };
  const base = parseHex(fg);
  if (reaches(base)) return toHex(base);
  const target = readableTextOn(backgrounds[0] ?? '#fff') === '#000' ? BLACK : WHITE;
  for (let step = 1; step <= 100; step += 1) {
    const candidate = rounded(mix(base, target, step / 100));
    if (reaches(candidate)) return toHex(candidate);
  }
  return target === BLACK ? '#000000' : '#ffffff';
}

/**
 * Surfaces the shop paints text on in light mode: the body (white), Mantine's gray-0 (cards, the
 * signed-out frame) and gray-1 (footer, admin message). Foregrounds are checked against all three.
 */
export const SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5'] as const;

/**
 * A program colour used as text (a link, a label) as the shop draws it: darkened only as far as
 * 4.5:1 on every surface needs. Mail draws its links with the same colour.
 */
export function readableOnSurfaces(fg: string): string {
  return ensureContrast(fg, SURFACES);
}
