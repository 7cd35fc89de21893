// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/jsdom-shims';
import { CHUNK_RETRY_MS, LazyTrigger, lazyComponent, lazyDialog, whenIdle } from './lazy-component';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The next task: idle callbacks queued before it have run (jsdom-shims.ts). */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A loader that resolves or fails when told to, counting its calls. */
function controlledLoader<T>(value: T) {
  const settle: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<T>((resolve, reject) => settle.push({ resolve, reject })));
  return {
    load,
    resolve: () => act(async () => settle.at(-1)!.resolve(value)),
    reject: () => act(async () => settle.at(-1)!.reject(new Error('offline'))),
  };
}

describe('lazyComponent', () => {
  const Real = () => <p>real</p>;

  it('preload and the render share one download', async () => {
    const { load, resolve } = controlledLoader({ default: Real });
    const Lazy = lazyComponent(load);
    void Lazy.preload();
    void Lazy.preload();
    render(<Lazy />);
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    expect(await screen.findByText('real')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure, waits and imports once more: a page being left is gone before it counts', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('error loading dynamically imported module')).mockResolvedValueOnce({ default: Real });
    const result = lazyComponent(load as () => Promise<{ default: typeof Real }>).preload();
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ default: Real });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the second failure when both fail, and a later call imports anew', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Real });
    const Lazy = lazyComponent(load as () => Promise<{ default: typeof Real }>);
    const first = Lazy.preload();
    const settled = expect(first).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
    await expect(Lazy.preload()).resolves.toEqual({ default: Real });
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, and can be called off', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.set(callbacks.size + 1, callback).size);
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
    const task = vi.fn();
    whenIdle(task);
    const cancel = whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    cancel();
    for (const callback of callbacks.values()) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), runs after a timeout', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('LazyTrigger', () => {
  /** A trigger whose real part is a lazy component that arrives when the test says. */
  function trigger(pressed = false) {
    const { load, resolve } = controlledLoader({ default: () => <button>real</button> });
    const Real = lazyComponent(load);
    const app = (
      <LazyTrigger component={Real} fallback={<button>fallback</button>} pressed={pressed}>
        <Real />
      </LazyTrigger>
    );
    return { app, load, resolve };
  }

  it('is the fallback until the browser is idle, then asks for the chunk and swaps the same element for the real trigger once in', async () => {
    const { app, load, resolve } = trigger();
    render(app);
    const fallback = screen.getByRole('button');
    expect(fallback.textContent).toBe('fallback');
    expect(load).not.toHaveBeenCalled();
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
    // On its way: the fallback on the page is the same element, not hidden.
    expect(screen.getByRole('button')).toBe(fallback);
    expect(fallback.style.display).not.toBe('none');
    await resolve();
    expect(screen.getByRole('button').textContent).toBe('real');
  });

  it('pressed before the browser was idle, asks for the chunk at once, the fallback staying meanwhile', async () => {
    const { app, load, resolve } = trigger(true);
    render(app);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('fallback');
    await resolve();
    expect(screen.getByRole('button').textContent).toBe('real');
  });

  it('gives the server the fallback and hydrates it as it is, swapping only after', async () => {
    const { app, resolve } = trigger();
    const html = renderToString(app);
    expect(html).toContain('<button>fallback</button>');
    expect(html).not.toContain('real');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });
    // A mismatch would be reported here (React then throws the server's markup away).
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(serverButton);
    await nextTask();
    await resolve();
    expect(container.querySelector('button')?.textContent).toBe('real');
    act(() => root.unmount());
    container.remove();
  });
});

describe('lazyDialog', () => {
  function Panel({ opened, label }: { opened: boolean; label: string }): ReactElement {
    return <div role="dialog" aria-label={label} data-opened={String(opened)} />;
  }

  it('renders nothing until first opened, and asks for its chunk once the browser is idle', async () => {
    const { load } = controlledLoader(Panel);
    const Dialog = lazyDialog(load);
    render(<Dialog opened={false} label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opened, renders once loaded with the one download, and stays mounted when closed', async () => {
    const { load, resolve } = controlledLoader(Panel);
    const Dialog = lazyDialog(load);
    const view = render(<Dialog opened={false} label="Menu" />);
    view.rerender(<Dialog opened label="Menu" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await nextTask();
    await resolve();
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.opened).toBe('true');
    view.rerender(<Dialog opened={false} label="Menu" />);
    // Still there, told it is closed: its own closing transition runs.
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.opened).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a preload that failed twice is tried again by the opening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { load, resolve, reject } = controlledLoader(Panel);
    const Dialog = lazyDialog(load);
    const view = render(<Dialog opened={false} label="Menu" />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    await reject();
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS));
    await reject();
    expect(load).toHaveBeenCalledTimes(2);
    view.rerender(<Dialog opened label="Menu" />);
    expect(load).toHaveBeenCalledTimes(3);
    await resolve();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});
