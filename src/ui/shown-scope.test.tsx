// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/jsdom-shims';
import { lazy, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LazyWhenShown, LiveScope, ShownScope, useShown } from './shown-scope';

// jsdom lays nothing out: a fake ResizeObserver reports when the test says, and getClientRects
// answers as a box displayed (one rectangle) or under display:none (none) would.
let boxes = 0;
const observers = new Set<{ callback: ResizeObserverCallback; observed: Set<Element>; self: ResizeObserver }>();

class FakeResizeObserver {
  private readonly entry: { callback: ResizeObserverCallback; observed: Set<Element>; self: ResizeObserver };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, observed: new Set(), self: this as unknown as ResizeObserver };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.observed.add(element);
  }
  unobserve(element: Element) {
    this.entry.observed.delete(element);
  }
  disconnect() {
    this.entry.observed.clear();
    observers.delete(this.entry);
  }
}

/** The browser's report after a layout: every observed element, whatever its size. */
function layOut() {
  act(() => {
    for (const { callback, observed, self } of [...observers]) {
      if (observed.size) callback([...observed].map((target) => ({ target }) as ResizeObserverEntry), self);
    }
  });
}

beforeEach(() => {
  boxes = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(() => Array.from({ length: boxes }) as unknown as DOMRectList);
});

afterEach(() => {
  cleanup();
  observers.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  return <p>{useShown() ? 'shown' : 'not shown'}</p>;
}

const renderScope = () =>
  render(
    <MantineProvider>
      <ShownScope visibleFrom="md">
        <Probe />
      </ShownScope>
    </MantineProvider>,
  );

describe('ShownScope', () => {
  it('is true outside any scope', () => {
    render(<Probe />);
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('is false at the first render, and stays so while the box is not displayed', () => {
    renderScope();
    expect(screen.getByText('not shown')).toBeTruthy();
    layOut();
    expect(screen.getByText('not shown')).toBeTruthy();
  });

  it('turns true at the first layout that displays the box, and then for good', () => {
    renderScope();
    boxes = 1;
    layOut();
    expect(screen.getByText('shown')).toBeTruthy();
    expect(observers.size).toBe(0);
    boxes = 0;
    layOut();
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('a box hidden first and displayed later (a phone turned wide) turns true then', () => {
    renderScope();
    layOut();
    expect(screen.getByText('not shown')).toBeTruthy();
    boxes = 1;
    layOut();
    expect(screen.getByText('shown')).toBeTruthy();
  });

  it('stops following when unmounted', () => {
    const { unmount } = renderScope();
    expect(observers.size).toBe(1);
    unmount();
    expect(observers.size).toBe(0);
  });
});

describe('LazyWhenShown', () => {
  const trigger = (
    <LazyWhenShown standIn={<button>stand-in</button>} pressed={false}>
      <button>real</button>
    </LazyWhenShown>
  );

  it('renders the real trigger in a client render outside any scope', () => {
    render(trigger);
    expect(screen.getByRole('button').textContent).toBe('real');
  });

  it('renders the real trigger from the first render of an app that renders anew', () => {
    render(<LiveScope fromServer={false}>{trigger}</LiveScope>);
    expect(screen.getByRole('button').textContent).toBe('real');
  });

  it('gives the server the stand-in, hydrates it as it is, then swaps in the real trigger', async () => {
    const app = <LiveScope fromServer>{trigger}</LiveScope>;
    const html = renderToString(app);
    expect(html).toContain('<button>stand-in</button>');
    expect(html).not.toContain('real');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, app, { onRecoverableError: (error) => errors.push(error) });
    });
    // A mismatch would be reported here (React then throws the server's markup away).
    expect(errors).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('real');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the server\'s stand-in element on the page while the real trigger\'s chunk loads', async () => {
    let deliver!: () => void;
    const Real = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          deliver = () => resolve({ default: () => <button>real</button> });
        }),
    );
    const app = (
      <LiveScope fromServer>
        <LazyWhenShown standIn={<button>stand-in</button>} pressed={false}>
          <Real />
        </LazyWhenShown>
      </LiveScope>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, app);
    });
    // The swap has started (the chunk is asked for) and waits for it with the same element shown.
    expect(deliver).toBeTypeOf('function');
    expect(container.querySelector('button')).toBe(serverButton);
    // Not hidden either, as React hides content that suspends outside a transition.
    expect(serverButton?.style.display).not.toBe('none');
    await act(async () => deliver());
    expect(container.querySelector('button')?.textContent).toBe('real');
    act(() => root.unmount());
    container.remove();
  });
});
