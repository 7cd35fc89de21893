// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRegion } from './use-region';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const program = { continents: ['USA'], defaultContinent: 'USA', defaultCountry: 'USA' } as Parameters<typeof useRegion>[0];

describe('useRegion', () => {
  it('gives the same region object from render to render while nothing changes', () => {
    // The product list memoizes its query and its `go` on it: a new object each render made both
    // new on every render, and the memoized filter panel rendered its inputs again on every page.
    const { result, rerender } = renderHook(() => useRegion(program)[0]);
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(first).toEqual({ location: 'USA-CONT', country: 'USA' });
  });

  it('gives a new region when the participant chooses one', () => {
    const { result } = renderHook(() => useRegion(program));
    const before = result.current[0];
    act(() => result.current[1]({ location: 'USA-HI', country: 'USA' }));
    expect(result.current[0]).not.toBe(before);
    expect(result.current[0]).toEqual({ location: 'USA-HI', country: 'USA' });
  });
});
