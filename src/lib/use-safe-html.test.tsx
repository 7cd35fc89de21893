// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunkArrived } from '../test/chunks';

// Each test imports the modules afresh, so DOMPurify has not arrived yet (jsdom has no sanitizer
// of its own, as Safari today).
async function freshHook() {
  vi.resetModules();
  return import('./use-safe-html');
}

describe('useSafeHtml', () => {
  it('answers undefined while DOMPurify is on its way, then the safe HTML', async () => {
    const { useSafeHtml } = await freshHook();
    const seen: (string | undefined)[] = [];
    const { result } = renderHook(() => {
      const safe = useSafeHtml('<b>hi</b><script>x()</script>');
      seen.push(safe);
      return safe;
    });
    expect(seen[0]).toBeUndefined();
    await chunkArrived(() => import('./sanitize-dompurify'));
    await waitFor(() => expect(result.current).toBe('<b>hi</b>'));
  });

  it('answers empty at once for no HTML, and fetches nothing for it', async () => {
    const { useSafeHtml } = await freshHook();
    const sanitize = await import('./sanitize');
    const { result } = renderHook(() => useSafeHtml(null));
    expect(result.current).toBe('');
    // Had the hook asked for DOMPurify, it would be ready once its chunk is in.
    await chunkArrived(() => import('./sanitize-dompurify'));
    expect(sanitize.sanitizerReady()).toBe(false);
  });

  it('keeps inline HTML inline', async () => {
    const { useSafeHtml } = await freshHook();
    const { result } = renderHook(() => useSafeHtml('<h2>Big</h2><b>bold</b>', { inline: true }));
    await chunkArrived(() => import('./sanitize-dompurify'));
    await waitFor(() => expect(result.current).toBe('Big<b>bold</b>'));
  });
});

describe('useSafeHtmlList', () => {
  it('sanitizes each piece once the sanitizer is there', async () => {
    const { useSafeHtmlList } = await freshHook();
    const pieces = ['<p onclick="x()">One</p>', '<iframe src="https://evil.example/"></iframe>'];
    const { result } = renderHook(() => useSafeHtmlList(pieces));
    expect(result.current).toBeUndefined();
    await chunkArrived(() => import('./sanitize-dompurify'));
    await waitFor(() => expect(result.current).toEqual(['<p>One</p>', '']));
  });

  it('answers an empty list at once for no pieces, and fetches nothing (the order-success page shows its own thanks)', async () => {
    const { useSafeHtmlList } = await freshHook();
    const sanitize = await import('./sanitize');
    const { result } = renderHook(() => useSafeHtmlList([]));
    expect(result.current).toEqual([]);
    // Had the hook asked for DOMPurify, it would be ready once its chunk is in.
    await chunkArrived(() => import('./sanitize-dompurify'));
    expect(sanitize.sanitizerReady()).toBe(false);
  });
});
