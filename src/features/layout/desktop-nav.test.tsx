// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programFixture } from './test-utils';

// The submenus' chunk is held until the test lets it in, as a slow network would; `arrived`
// settles once its code is loaded, which on a busy machine takes a while after the release.
const chunk = { release: () => {}, held: Promise.resolve(), arrive: () => {}, arrived: Promise.resolve() };

const items = programFixture().content!.en!.desktopMenu;

/** The nav as a fresh module each test, so its lazy submenus start out missing again. */
async function renderNav() {
  vi.resetModules();
  // Registered anew each time: a hoisted vi.mock keeps its first module across resetModules.
  vi.doMock('./desktop-nav-menus', async (importOriginal) => {
    await chunk.held;
    const module = await importOriginal();
    chunk.arrive();
    return module;
  });
  const { DesktopNav } = await import('./desktop-nav');
  const { renderLayout } = await import('./test-utils');
  await renderLayout(<DesktopNav items={items} />);
}

/** Lets the chunk in and waits for its code and React's render of it, however long they take. */
const letChunkIn = () =>
  act(async () => {
    chunk.release();
    await chunk.arrived;
  });

beforeEach(() => {
  chunk.held = new Promise<void>((resolve) => (chunk.release = resolve));
  chunk.arrived = new Promise<void>((resolve) => (chunk.arrive = resolve));
});
afterEach(() => {
  chunk.release();
  cleanup();
});

const trigger = (name: string) => within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', { name });

describe('DesktopNav before its submenus have arrived', () => {
  it('shows every trigger at once as a closed menu button, and the links', async () => {
    await renderNav();
    for (const name of ['Shop', 'Help']) {
      expect(trigger(name).getAttribute('aria-haspopup')).toBe('menu');
      expect(trigger(name).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a click meanwhile opens the menu when the chunk is in, focus not moved into it', async () => {
    await renderNav();
    fireEvent.click(trigger('Help'));
    expect(screen.queryByRole('menu')).toBeNull();
    await letChunkIn();
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['FAQ', 'Terms']);
    expect(document.activeElement?.getAttribute('role')).not.toBe('menuitem');
  });

  it('ArrowDown meanwhile opens it with its first item focused, as a menu button does', async () => {
    await renderNav();
    fireEvent.keyDown(trigger('Shop'), { key: 'ArrowDown' });
    await letChunkIn();
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getAllByRole('menuitem')[0]));
    expect(document.activeElement?.textContent).toBe('Shop');
    // Escape closes it with focus back on the trigger, which replaced the bare button meanwhile.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger('Shop')));
  });

  it('a key that opens nothing (Tab) leaves the menu closed; once in, the trigger is the menu’s', async () => {
    await renderNav();
    expect(trigger('Shop').id).toBe('');
    fireEvent.keyDown(trigger('Shop'), { key: 'Tab' });
    await letChunkIn();
    // Mantine's Menu.Target gives its button an id (the dropdown's label): the real trigger is in.
    await waitFor(() => expect(trigger('Shop').id).not.toBe(''));
    // The menu's trigger keeps the row's class, the one the links have: one height, size and weight.
    const rowClass = screen.getByRole('link', { name: 'About us' }).className;
    expect(rowClass).not.toBe('');
    expect(trigger('Shop').classList).toContain(rowClass);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger('Shop'));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
