// @vitest-environment jsdom
// The shared table of cases (sanitize-cases.ts), which each browser engine passes too
// (tests/engines/hostile.engine.test.ts).
import { describe, expect, it } from 'vitest';
import { SANITIZE_CASES } from './sanitize-cases';
import { isBlankHtml, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each(SANITIZE_CASES)('$name', ({ html, inline, expected }) => {
    expect(sanitizeHtml(html, { inline })).toBe(expected);
  });

  it('responses empty for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(isBlankHtml(sanitizeHtml('<script>x</script> <b> </b>'))).toBe(true);
    expect(isBlankHtml(sanitizeHtml('<b>hi</b>'))).toBe(false);
  });
});
