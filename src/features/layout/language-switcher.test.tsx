// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORED_STATE_KEY } from '../../schemas/stored-state';
import { useT } from '../../i18n';
import { LanguageChoiceContext } from './language-choice';
import { chunkArrived } from '../../test/chunks';
import { LanguageSwitcher } from './language-switcher';
import { programFixture, renderLayout } from './test-utils';

afterEach(cleanup);

/** Opens the language menu, whose code is a chunk of its own fetched at the first press. */
async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /Language/ }));
  await chunkArrived(() => import('./language-menu'));
}

function Probe() {
  return <p data-testid="probe">{useT('shell')('topBar.logout')}</p>;
}

describe('LanguageSwitcher', () => {
  it('offers only the program languages, each in its own name', async () => {
    await renderLayout(<LanguageSwitcher />, { program: programFixture({ languages: ['en', 'fr', 'ge'] }) });
    await openMenu();
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['English', 'Français', 'Deutsch']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('accepts the es and de aliases a program may list', async () => {
    await renderLayout(<LanguageSwitcher />, { program: programFixture({ languages: ['en', 'es', 'de'] as never }) });
    await openMenu();
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['English', 'Español', 'Deutsch']);
  });

  it('switches the interface language and keeps the choice', async () => {
    const { localeStorage } = await renderLayout(
      <>
        <LanguageSwitcher />
        <Probe />
      </>,
      { program: programFixture({ languages: ['en', 'fr'] }) },
    );
    expect(screen.getByTestId('probe').textContent).toBe('Logout');
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Déconnexion'));
    expect(JSON.parse(localeStorage.getItem(STORED_STATE_KEY)!).locale).toBe('fr');
    expect(screen.getByRole('button', { name: /Langue/ }).textContent).toContain('Français');
  });

  it('tells the signed-in app each new choice (so the server writes mail in it), not a repeat of the current one', async () => {
    const told = vi.fn();
    await renderLayout(
      <LanguageChoiceContext.Provider value={told}>
        <LanguageSwitcher />
      </LanguageChoiceContext.Provider>,
      { program: programFixture({ languages: ['en', 'fr'] }) },
    );
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(told).not.toHaveBeenCalled();
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(told).toHaveBeenCalledWith('fr'));
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('is absent for a program with one language', async () => {
    await renderLayout(<LanguageSwitcher />, { program: programFixture({ languages: ['en'] }) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
