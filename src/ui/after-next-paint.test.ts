import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, NO_FRAME_WAIT_MS } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Animation frames the test runs by hand, as the browser does before it paints. */
function heldFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return { run: () => frames.splice(0).forEach((frame) => frame(performance.now())), count: () => frames.length };
}

describe('afterNextPaint', () => {
  it('resolves in a task after the next frame, not within it', async () => {
    vi.useFakeTimers();
    const frames = heldFrames();
    let done = false;
    void afterNextPaint().then(() => (done = true));
    expect(frames.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(NO_FRAME_WAIT_MS - 1);
    expect(done).toBe(false);

    frames.run();
    await Promise.resolve();
    expect(done).toBe(false); // the frame's own callbacks run before its paint
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('a page that paints no frames (a hidden tab) waits NO_FRAME_WAIT_MS instead', async () => {
    vi.useFakeTimers();
    heldFrames();
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(NO_FRAME_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
