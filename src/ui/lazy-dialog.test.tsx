// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_MS } from '../lib/chunk-import';
import { lazyDialog } from './lazy-dialog';

afterEach(cleanup);

function Panel({ opened, label }: { opened: boolean; label: string }) {
  return <div role="dialog" aria-label={label} data-opened={String(opened)} />;
}

/** A loader that resolves when told to, counting its calls. */
function controlledLoader() {
  const calls: ((c: typeof Panel) => void)[] = [];
  const fail: ((e: Error) => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Panel>((resolve, reject) => {
        calls.push(resolve);
        fail.push(reject);
      }),
  );
  return { load, resolve: () => act(async () => calls.at(-1)!(Panel)), reject: () => act(async () => fail.at(-1)!(new Error('offline'))) };
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing until first opened', () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load);
    render(<Dialog opened={false} label="Menu" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads on opening, renders once loaded, and stays mounted when closed', async () => {
    const { load, resolve } = controlledLoader();
    const Dialog = lazyDialog(load);
    const view = render(<Dialog opened={false} label="Menu" />);
    view.rerender(<Dialog opened label="Menu" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await resolve();
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.opened).toBe('true');
    view.rerender(<Dialog opened={false} label="Menu" />);
    // Still there, told it is closed: its own closing transition runs.
    expect(screen.getByRole('dialog', { name: 'Menu' }).dataset.opened).toBe('false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the one download the opening then uses', async () => {
    const { load, resolve } = controlledLoader();
    const Dialog = lazyDialog(load);
    Dialog.preload();
    Dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    render(<Dialog opened label="Menu" />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("its trigger's pointer and focus start the download", () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load);
    render(
      <button type="button" {...Dialog.triggerProps}>
        Open
      </button>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    // One download, whatever else the participant does before the click.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again by the opening', async () => {
    vi.useFakeTimers();
    try {
      const { load, resolve, reject } = controlledLoader();
      const Dialog = lazyDialog(load);
      Dialog.preload();
      // A failed import is imported once more after a wait (chunk-import.ts); both fail here.
      await reject();
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS));
      await reject();
      render(<Dialog opened label="Menu" />);
      expect(load).toHaveBeenCalledTimes(3);
      await resolve();
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a preload that fails while the page is being left is imported again, not reported', async () => {
    vi.useFakeTimers();
    try {
      const { load, resolve, reject } = controlledLoader();
      const Dialog = lazyDialog(load);
      Dialog.preload();
      await reject();
      await act(() => vi.advanceTimersByTimeAsync(CHUNK_RETRY_MS));
      expect(load).toHaveBeenCalledTimes(2);
      render(<Dialog opened label="Menu" />);
      await resolve();
      expect(load).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
