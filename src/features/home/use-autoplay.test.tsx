// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../catalogue/test-utils';
import { useAutoplay } from './use-autoplay';

afterEach(() => vi.useRealTimers());

const embla = () => ({ scrollNext: vi.fn() }) as unknown as EmblaCarouselType & { scrollNext: ReturnType<typeof vi.fn> };

describe('carousel autoplay (product/home-and-layout.md rule 4)', () => {
  it('moves on every slideSpeed seconds', () => {
    vi.useFakeTimers();
    const api = embla();
    renderHook(() => useAutoplay(api, 6));
    vi.advanceTimersByTime(5999);
    expect(api.scrollNext).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(6000);
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('is off at slideSpeed 0', () => {
    vi.useFakeTimers();
    const api = embla();
    renderHook(() => useAutoplay(api, 0));
    vi.advanceTimersByTime(60_000);
    expect(api.scrollNext).not.toHaveBeenCalled();
  });

  it('rests while the pointer or focus is on the carousel', () => {
    vi.useFakeTimers();
    const api = embla();
    const { result } = renderHook(() => useAutoplay(api, 2));
    act(() => result.current.onPointerEnter());
    vi.advanceTimersByTime(10_000);
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => result.current.onPointerLeave());
    vi.advanceTimersByTime(2000);
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => result.current.onFocus());
    vi.advanceTimersByTime(10_000);
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });
});
