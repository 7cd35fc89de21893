import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { BRAND_SHADE, contrastRatio, ensureContrast, paletteFrom, parseHex, readableTextOn, relativeLuminance, toHex } from './colour';

describe('readableTextOn', () => {
  it("picks dark text on Apex Tiers' pale yellow buttons (#f5e663)", () => {
    expect(readableTextOn('#f5e663')).toBe('#000');
    expect(contrastRatio('#f5e663', '#000')).toBeGreaterThan(contrastRatio('#f5e663', '#fff'));
  });

  it.each([
    ['#0f766e', '#fff'], // Summit Rewards accent
    ['#1d4ed8', '#fff'], // Summit Rewards buttons
    ['#9d174d', '#fff'], // Thank You Gifts buttons
    ['#ffffff', '#000'],
    ['#000000', '#fff'],
    ['#777777', '#000'], // mid grey: black contrasts 4.7, white 4.5
  ])('on %s uses %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('always returns the colour with the higher WCAG contrast', () => {
    for (let n = 0; n < 0x1000000; n += 0x0f0f0f / 3) {
      const hex = `#${Math.floor(n).toString(16).padStart(6, '0')}`;
      const best = Math.max(contrastRatio(hex, '#000'), contrastRatio(hex, '#fff'));
      expect(contrastRatio(hex, readableTextOn(hex))).toBe(best);
    }
  });
});

describe('contrast', () => {
  it('matches the WCAG figures for black on white and identical colours', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#abcdef', '#abcdef')).toBe(1);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
  });

  it('parses six- and three-digit hex, with or without #', () => {
    expect(parseHex('#f5e663')).toEqual({ r: 245, g: 230, b: 99 });
    expect(parseHex('FE6')).toEqual({ r: 255, g: 238, b: 102 });
    expect(() => parseHex('yellow')).toThrow(/hex/);
  });
});

describe('paletteFrom', () => {
  it('gives ten shades, light to dark, with the brand colour at the primary shade', () => {
    const palette = paletteFrom('#0f766e');
    expect(palette).toHaveLength(10);
    expect(palette[BRAND_SHADE]).toBe('#0f766e');
    const luminances = palette.map(relativeLuminance);
    for (let i = 1; i < luminances.length; i += 1) expect(luminances[i]).toBeLessThan(luminances[i - 1] ?? Infinity);
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('ensureContrast', () => {
  it('gives the same response when asked again, and tells ratios and backgrounds apart', () => {
    const onWhite = ensureContrast('#f5e663', ['#ffffff']);
    expect(contrastRatio(onWhite, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#f5e663', ['#ffffff'])).toBe(onWhite);
    const large = ensureContrast('#f5e663', ['#ffffff'], 3);
    expect(contrastRatio(large, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(large, '#ffffff')).toBeLessThan(contrastRatio(onWhite, '#ffffff'));
    expect(ensureContrast('#f5e663', ['#000000'])).toBe('#f5e663');
  });

  it('responses as the definition does (1 % steps on hex colours) for every Mantine shade, on light and dark surfaces', () => {
    // The definition, written plainly: each candidate written as hex and its contrast read back.
    const definition = (fg: string, backgrounds: readonly string[], ratio: number) => {
      const reaches = (hex: string) => backgrounds.every((bg) => contrastRatio(hex, bg) >= ratio);
      const start = toHex(parseHex(fg));
      if (reaches(start)) return start;
      const target = readableTextOn(backgrounds[0]!) === '#000' ? 0 : 255;
      const base = parseHex(fg);
      for (let step = 1; step <= 100; step += 1) {
        const w = step / 100;
        const candidate = toHex({
          r: base.r + (target - base.r) * w,
          g: base.g + (target - base.g) * w,
          b: base.b + (target - base.b) * w,
        });
        if (reaches(candidate)) return candidate;
      }
      return target === 0 ? '#000000' : '#ffffff';
    };
    const surfaces = [['#ffffff'], ['#ffffff', '#f8f9fa', '#f1f3f5'], ['#1a1b1e'], ['#000000', '#25262b']];
    let darkened = 0;
    for (const palette of Object.values(DEFAULT_THEME.colors)) {
      for (const shade of [...palette, '#fe6', 'F5E663']) {
        for (const backgrounds of surfaces) {
          for (const ratio of [3, 4.5, 7]) {
            const response = ensureContrast(shade, backgrounds, ratio);
            expect(response, `${shade} on ${backgrounds.join(' ')} at ${ratio}`).toBe(definition(shade, backgrounds, ratio));
            if (response !== toHex(parseHex(shade))) darkened += 1;
          }
        }
      }
    }
    // The walk is exercised, not only the colours that already reach the ratio.
    expect(darkened).toBeGreaterThan(200);
  });
});
