// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSafeHtml, useSafeHtmlList } from './use-safe-html';

describe('useSafeHtml', () => {
  it('responses the safe HTML from the first render', () => {
    const { result } = renderHook(() => useSafeHtml('<b>hi</b><script>x()</script>'));
    expect(result.current).toBe('<b>hi</b>');
  });

  it('responses empty for no HTML', () => {
    const { result } = renderHook(() => useSafeHtml(null));
    expect(result.current).toBe('');
  });

  it('keeps inline HTML inline', () => {
    const { result } = renderHook(() => useSafeHtml('<h2>Big</h2><b>bold</b>', { inline: true }));
    expect(result.current).toBe('Big<b>bold</b>');
  });
});

describe('useSafeHtmlList', () => {
  it('sanitizes each piece', () => {
    const pieces = ['<p onclick="x()">One</p>', '<iframe src="https://evil.example/"></iframe>'];
    const { result } = renderHook(() => useSafeHtmlList(pieces));
    expect(result.current).toEqual(['<p>One</p>', '']);
  });

  it('responses an empty list for no pieces', () => {
    const { result } = renderHook(() => useSafeHtmlList([]));
    expect(result.current).toEqual([]);
  });
});
