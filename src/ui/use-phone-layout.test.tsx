// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Frames the test draws by hand: the hook takes the query's answer at the next frame. */
function fakeFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    pending.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  return {
    pending,
    draw() {
      const callbacks = [...pending.values()];
      pending.clear();
      act(() => callbacks.forEach((callback) => callback(performance.now())));
    },
  };
}

/** A query list that the test moves across the breakpoint, counting the lists asked for. */
function fakeMedia(initiallyPhone: boolean) {
  const frames = fakeFrames();
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
    frames,
    /** The width crosses the breakpoint (or does not): the list tells its listeners. */
    change(phone: boolean) {
      list.matches = phone;
      act(() => listeners.forEach((listener) => listener()));
    },
    /** A change, then the next frame. */
    resize(phone: boolean) {
      this.change(phone);
      frames.draw();
    },
  };
}

async function renderProbe() {
  // A fresh module: the hook keeps one query list per page load.
  const { usePhoneLayout, PHONE_MEDIA } = await import('./use-phone-layout');
  const rendered: string[] = [];
  function Probe() {
    const layout = usePhoneLayout() ? 'phone' : 'desktop';
    rendered.push(layout);
    return <p>{layout}</p>;
  }
  return { ...render(<Probe />), PHONE_MEDIA, Probe, rendered };
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

  it('shows a change of width at the next frame', async () => {
    const media = fakeMedia(false);
    await renderProbe();
    media.change(true);
    expect(screen.getByText('desktop')).toBeTruthy();
    media.frames.draw();
    expect(screen.getByText('phone')).toBeTruthy();
  });

  it('keeps its layout through a flip that is undone before the next frame (a full-page capture)', async () => {
    const media = fakeMedia(false);
    const view = await renderProbe();
    media.change(true);
    // Something renders in that moment (an answer arriving): it still gets the desktop layout.
    view.rerender(<view.Probe />);
    media.change(false);
    media.frames.draw();
    expect(view.rendered).not.toContain('phone');
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('reads the width afresh when it mounts where nothing followed it', async () => {
    const media = fakeMedia(false);
    const view = await renderProbe();
    view.unmount();
    media.change(true);
    expect(media.frames.pending.size).toBe(0);
    const again = render(<view.Probe />);
    expect(again.getByText('phone')).toBeTruthy();
    expect(view.rendered.slice(-1)).toEqual(['phone']);
  });

  it('stops waiting for a frame once nothing follows the query', async () => {
    const media = fakeMedia(false);
    const view = await renderProbe();
    media.change(true);
    expect(media.frames.pending.size).toBe(1);
    view.unmount();
    expect(media.frames.pending.size).toBe(0);
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
