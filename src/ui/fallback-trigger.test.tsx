// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FallbackTrigger, useRealTriggerRef, useFallbackHandover, type FallbackHandover } from './fallback-trigger';

afterEach(cleanup);

interface RealProps {
  handover: FallbackHandover;
  pressed: boolean;
  onOpen: () => void;
}

function Real({ handover, pressed, onOpen }: RealProps) {
  const ref = useRealTriggerRef(handover, pressed, onOpen);
  return (
    <button ref={ref} type="button" data-real="">
      Help
    </button>
  );
}

/** A trigger whose real part arrives when the test says, like a chunk of its own. */
function setup(onOpen = vi.fn(), onRender: () => void = () => undefined) {
  let arrive!: () => void;
  const chunk = new Promise<{ default: ComponentType<RealProps> }>((resolve) => {
    arrive = () => resolve({ default: Real });
  });
  const LazyReal = lazy(() => chunk);
  function Trigger() {
    const handover = useFallbackHandover();
    const [pressed, setPressed] = useState(false);
    onRender();
    return (
      <>
        <button type="button">Before</button>
        <Suspense
          fallback={
            <FallbackTrigger handover={handover}>
              {(stand) => (
                <button {...stand} type="button" onClick={() => setPressed(true)}>
                  Help
                </button>
              )}
            </FallbackTrigger>
          }
        >
          <LazyReal handover={handover} pressed={pressed} onOpen={onOpen} />
        </Suspense>
      </>
    );
  }
  render(<Trigger />);
  return { onOpen, arrive: () => act(async () => arrive()) };
}

const help = () => screen.getByRole('button', { name: 'Help' });

describe('a fallback trigger replaced by the real one', () => {
  it('hands its focus over: a keyboard user who tabbed to it stays on the trigger', async () => {
    const { arrive, onOpen } = setup();
    help().focus();
    expect(help().dataset.real).toBeUndefined();
    await arrive();
    expect(help().dataset.real).toBe('');
    expect(document.activeElement).toBe(help());
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('takes no focus the fallback did not hold', async () => {
    const { arrive } = setup();
    screen.getByRole('button', { name: 'Before' }).focus();
    await arrive();
    expect(help().dataset.real).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });

  it('a press meanwhile focuses the real trigger and opens its popup', async () => {
    const { arrive, onOpen } = setup();
    act(() => help().click());
    // Pressed with the pointer, then focus went elsewhere: the press still counts.
    screen.getByRole('button', { name: 'Before' }).focus();
    await arrive();
    expect(document.activeElement).toBe(help());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a press whose click never comes (the chunk swapped the button between down and up) still opens', async () => {
    const { arrive, onOpen } = setup();
    fireEvent.pointerDown(help(), { button: 0 });
    await arrive();
    // The pointer comes up on the real trigger, which never saw it go down: no click follows.
    expect(help().dataset.real).toBe('');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('a secondary button going down presses nothing', async () => {
    const { arrive, onOpen } = setup();
    fireEvent.pointerDown(help(), { button: 2 });
    await arrive();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('a press that left the fallback before the swap (dragged away) presses nothing', async () => {
    const { arrive, onOpen } = setup();
    fireEvent.pointerDown(help(), { button: 0 });
    fireEvent.pointerLeave(help());
    await arrive();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('a press going down renders nothing until the chunk arrives (a render could itself do the swap)', async () => {
    let renders = 0;
    const { arrive, onOpen } = setup(vi.fn(), () => (renders += 1));
    const before = renders;
    fireEvent.pointerDown(help(), { button: 0 });
    expect(renders).toBe(before);
    expect(help().dataset.real).toBeUndefined();
    await arrive();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('a fallback shown before its chunk is asked for (ui/lazy-component.tsx: until the browser is idle)', () => {
  /** The bare fallback until `ask`, then the Suspense boundary showing that same element meanwhile. */
  function setupAskedLater() {
    let arrive!: () => void;
    const chunk = new Promise<{ default: ComponentType<RealProps> }>((resolve) => {
      arrive = () => resolve({ default: Real });
    });
    const LazyReal = lazy(() => chunk);
    let ask!: () => void;
    function Trigger() {
      const handover = useFallbackHandover();
      const [asked, setAsked] = useState(false);
      ask = () => setAsked(true);
      const fallback = (
        <FallbackTrigger handover={handover}>
          {(stand) => (
            <button {...stand} type="button">
              Help
            </button>
          )}
        </FallbackTrigger>
      );
      return (
        <>
          <button type="button">Before</button>
          {asked ? (
            <Suspense fallback={fallback}>
              <LazyReal handover={handover} pressed={false} onOpen={() => undefined} />
            </Suspense>
          ) : (
            fallback
          )}
        </>
      );
    }
    render(<Trigger />);
    return { ask: () => act(() => ask()), arrive: () => act(async () => arrive()) };
  }

  it('the second fallback takes the focus the first one held, and hands it to the real trigger', async () => {
    const { ask, arrive } = setupAskedLater();
    help().focus();
    ask();
    expect(help().dataset.real).toBeUndefined();
    expect(document.activeElement).toBe(help());
    await arrive();
    expect(help().dataset.real).toBe('');
    expect(document.activeElement).toBe(help());
  });

  it('and takes none the first one did not hold', async () => {
    const { ask, arrive } = setupAskedLater();
    screen.getByRole('button', { name: 'Before' }).focus();
    ask();
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });
});
