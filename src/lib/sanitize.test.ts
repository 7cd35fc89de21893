// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<a href="javascript:window.__xss=3">click</a>',
  '<svg onload="window.__xss=4"></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p onclick="window.__xss=5">Click me</p><style>body{display:none}</style>',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('removes the active part of %s', (payload) => {
    const safe = sanitizeHtml(`before ${payload} after`);
    expect(safe).not.toMatch(/<script|onerror|onload|onclick|javascript:|<iframe|<style/i);
    expect(safe).toContain('before');
    expect(safe).toContain('after');
  });

  it('keeps harmless markup', () => {
    expect(sanitizeHtml('<strong>Double points</strong> today')).toBe('<strong>Double points</strong> today');
  });

  it('keeps only inline tags when asked', () => {
    expect(sanitizeHtml('<h2>Big</h2><img src="/a.png"><b>bold</b>', { inline: true })).toBe('Big<b>bold</b>');
  });

  it('protects the opener of new-tab links', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('answers empty for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(isBlankHtml(sanitizeHtml('<script>x</script> <b> </b>'))).toBe(true);
    expect(isBlankHtml(sanitizeHtml('<b>hi</b>'))).toBe(false);
  });
});
