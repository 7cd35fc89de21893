// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A query list that the test moves across the breakpoint, counting the lists asked for. */
function fakeMedia(initiallyPhone: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initiallyPhone,
    media: '',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((media: string) => Object.assign(list, { media }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    resize(phone: boolean) {
      list.matches = phone;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

async function renderProbe() {
  // A fresh module: the hook keeps one query list per page load.
  const { usePhoneLayout, PHONE_MEDIA } = await import('./use-phone-layout');
  function Probe() {
    return <p>{usePhoneLayout() ? 'phone' : 'desktop'}</p>;
  }
  return { ...render(<Probe />), PHONE_MEDIA, Probe };
}

describe('usePhoneLayout', () => {
  it('answers at the first render, from the md breakpoint query', async () => {
    const media = fakeMedia(true);
    const { PHONE_MEDIA } = await renderProbe();
    expect(screen.getByText('phone')).toBeTruthy();
    expect(media.matchMedia).toHaveBeenCalledWith(PHONE_MEDIA);
  });

  it('follows the width across the breakpoint, and stops listening when unmounted', async () => {
    const media = fakeMedia(false);
    const view = await renderProbe();
    expect(screen.getByText('desktop')).toBeTruthy();
    media.resize(true);
    expect(screen.getByText('phone')).toBeTruthy();
    media.resize(false);
    expect(screen.getByText('desktop')).toBeTruthy();
    view.unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('asks for one query list however often it renders', async () => {
    const media = fakeMedia(false);
    const view = await renderProbe();
    for (let i = 0; i < 5; i++) view.rerender(<view.Probe />);
    expect(media.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('keeps one list per query: another query (the pagination’s) gets its own, once', async () => {
    const media = fakeMedia(true);
    const { PHONE_MEDIA } = await renderProbe();
    const { useMediaMatch } = await import('./use-media-match');
    function Narrow() {
      return <p>{useMediaMatch('(max-width: 36em)') ? 'narrow' : 'wide'}</p>;
    }
    const view = render(<Narrow />);
    for (let i = 0; i < 3; i++) view.rerender(<Narrow />);
    expect(screen.getByText('narrow')).toBeTruthy();
    expect(media.matchMedia.mock.calls.map(([query]) => query)).toEqual([PHONE_MEDIA, '(max-width: 36em)']);
  });
});
