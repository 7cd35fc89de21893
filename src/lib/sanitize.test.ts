// @vitest-environment jsdom
// jsdom has no HTML Sanitizer API, so these run DOMPurify with the shared allow-lists; the
// browser's own sanitizer runs the same cases in tests/e2e/sanitize-native.e2e.test.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SANITIZE_CASES } from './sanitize-cases';

describe('before DOMPurify has arrived', () => {
  it('answers undefined, fetches it once, then tells subscribers', async () => {
    vi.resetModules();
    const fresh = await import('./sanitize');
    expect(fresh.sanitizerReady()).toBe(false);
    expect(fresh.sanitizeHtml('<b>hi</b>')).toBeUndefined();
    const told = vi.fn();
    fresh.subscribeSanitizer(told);
    const first = fresh.loadSanitizer();
    expect(fresh.loadSanitizer()).toBe(first);
    await first;
    expect(told).toHaveBeenCalledTimes(1);
    expect(fresh.sanitizerReady()).toBe(true);
    expect(fresh.sanitizeHtml('<b>hi</b>')).toBe('<b>hi</b>');
  });
});

describe('sanitizeHtml', () => {
  let sanitize: typeof import('./sanitize');
  beforeAll(async () => {
    sanitize = await import('./sanitize');
    await sanitize.loadSanitizer();
  });

  it.each(SANITIZE_CASES)('$name', ({ html, inline, expected }) => {
    expect(sanitize.sanitizeHtml(html, { inline })).toBe(expected);
  });

  it('answers empty for nothing', () => {
    expect(sanitize.sanitizeHtml(null)).toBe('');
    expect(sanitize.isBlankHtml(sanitize.sanitizeHtml('<script>x</script> <b> </b>')!)).toBe(true);
    expect(sanitize.isBlankHtml(sanitize.sanitizeHtml('<b>hi</b>')!)).toBe(false);
  });
});
