import { describe, expect, it } from 'vitest';
import { el, num, toSvgString } from '../../../src/features/flows/model/svg-element';
import { textWidth } from '../../../src/features/flows/model/text-metrics';

describe('svg text', () => {
  it('formats numbers with at most one decimal and no negative zero', () => {
    expect([num(12), num(12.34), num(12.36), num(-0.01), num(0.05)]).toEqual(['12', '12.3', '12.4', '0', '0.1']);
  });

  it('prints one element per line, escapes text and attributes, and leaves out undefined attributes', () => {
    const svg = el('svg', { width: 10.25, title: 'a "b"', missing: undefined }, el('text', { x: 1 }, 'x < y & z'), el('g', {}));
    expect(toSvgString(svg)).toBe('<svg width="10.3" title="a &quot;b&quot;">\n  <text x="1">x &lt; y &amp; z</text>\n  <g/>\n</svg>\n');
  });
});

describe('textWidth', () => {
  it('measures with Helvetica advances, bold wider, unknown characters generously', () => {
    expect(textWidth('mmm', 10)).toBeCloseTo(24.99);
    expect(textWidth('abc', 10, 'bold')).toBeGreaterThan(textWidth('abc', 10));
    expect(textWidth('é', 10)).toBe(7.5);
  });
});
