// Colour helpers for the generated images: a stable hue from a name, and tints of a given colour.

/** FNV-1a, 32 bit: a stable, well-spread hash of a name (not for security). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
const fromHex = (hex: string): Rgb => [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

export interface Paint {
  /** The main colour: the shape, the logo mark. */
  main: string;
  dark: string;
  /** A pale tint for backgrounds. */
  light: string;
  /** A slightly stronger tint, for a second background layer. */
  soft: string;
  /** Text on the pale background. */
  ink: string;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [17, 24, 39];

/** A paint set from `?c=rrggbb` when given (and valid), else from the name's hash. */
export function paintFor(name: string, colour?: string | null): Paint {
  const base: Rgb = colour && /^[0-9a-f]{6}$/i.test(colour) ? fromHex(colour) : hslToRgb(hash(name) % 360, 0.55, 0.46);
  return {
    main: toHex(base),
    dark: toHex(mix(base, BLACK, 0.35)),
    light: toHex(mix(base, WHITE, 0.9)),
    soft: toHex(mix(base, WHITE, 0.75)),
    ink: toHex(mix(base, BLACK, 0.7)),
  };
}
