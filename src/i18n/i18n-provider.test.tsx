// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorageLike } from '../api/token-store';
import { STORED_STATE_KEY } from '../schemas/stored-state';
import { createI18n } from './create-i18n';
import { allMessages } from './messages/all';
import { useFormat, useT } from './hooks';
import { I18nProvider, useLocale, type LocaleContextValue } from './i18n-provider';
import { applyServerMessages } from './server-messages';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

let current: LocaleContextValue;
function Probe() {
  current = useLocale();
  const t = useT();
  const tPages = useT('pages');
  const format = useFormat();
  return (
    <p>
      <span data-testid="home">{t('home')}</span>
      <span data-testid="welcome">{t('welcome', { name: 'Summit' })}</span>
      <span data-testid="title">{tPages('notFound.subtitle')}</span>
      <span data-testid="points">{format.number(25000)}</span>
      <span data-testid="date">{format.date('2026-11-22')}</span>
    </p>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(cleanup);

describe('I18nProvider', () => {
  it('renders in the stored locale from the first frame when its texts are in, and sets <html lang>', () => {
    render(
      <I18nProvider i18n={createI18n('ge', { ge: allMessages.ge })} storage={memoryStorage()}>
        <Probe />
      </I18nProvider>,
    );
    expect(text('home')).toBe('Startseite');
    expect(text('title')).toBe('Seite nicht gefunden');
    expect(text('points')).toBe('25.000');
    expect(text('date')).toBe('22. November 2026');
    expect(document.documentElement.lang).toBe('de');
    expect(current.locale).toBe('ge');
    expect(current.ready).toBe(true);
  });

  it('keeps English, not ready, while the stored locale loads, then shows it whole', async () => {
    render(
      <I18nProvider i18n={createI18n('ge')} storage={memoryStorage()}>
        <Probe />
      </I18nProvider>,
    );
    expect(current.ready).toBe(false);
    expect(current.locale).toBe('en');
    expect(text('home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en-US');
    await waitFor(() => expect(current.ready).toBe(true));
    expect(current.locale).toBe('ge');
    expect(text('home')).toBe('Startseite');
    expect(text('title')).toBe('Seite nicht gefunden');
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches locale once its texts are in, keeps the choice in the stored state, and accepts aliases', async () => {
    const storage = memoryStorage();
    render(
      <I18nProvider i18n={createI18n('en')} storage={storage}>
        <Probe />
      </I18nProvider>,
    );
    expect(text('home')).toBe('Home');
    act(() => void current.setLocale('fr'));
    await waitFor(() => expect(text('home')).toBe('Accueil'));
    expect(current.locale).toBe('fr');
    expect(text('points')).toBe('25\u202f000');
    expect(document.documentElement.lang).toBe('fr');
    expect(JSON.parse(storage.data.get(STORED_STATE_KEY)!)).toEqual({ version: 2, locale: 'fr' });

    act(() => void current.setLocale('es'));
    await waitFor(() => expect(current.locale).toBe('sp'));
    expect(text('home')).toBe('Inicio');
    expect(document.documentElement.lang).toBe('es');
  });

  it("offers only the program's languages and falls back to one of them", () => {
    const storage = memoryStorage();
    render(
      <I18nProvider i18n={createI18n('nl')} languages={['en', 'fr']} storage={storage}>
        <Probe />
      </I18nProvider>,
    );
    expect(current.locales).toEqual(['en', 'fr']);
    expect(current.locale).toBe('en');
    expect(text('home')).toBe('Home');
    let accepted = true;
    act(() => void (accepted = current.setLocale('ge')));
    expect(accepted).toBe(false);
    expect(current.locale).toBe('en');
    expect(storage.data.size).toBe(0);
  });

  it('follows a locale chosen in another tab', async () => {
    render(
      <I18nProvider i18n={createI18n('en')} storage={window.localStorage}>
        <Probe />
      </I18nProvider>,
    );
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: STORED_STATE_KEY,
          newValue: JSON.stringify({ version: 2, locale: 'it' }),
          storageArea: window.localStorage,
        }),
      );
    });
    await waitFor(() => expect(current.locale).toBe('it'));
    expect(text('home')).toBe('Home');
    expect(text('title')).toBe('Pagina non trovata');
  });

  describe('which language shows first (docs/i18n.md)', () => {
    it('the signed-in participant’s own language before the language the app started in; the default after sign-out', async () => {
      const i18n = createI18n('fr', { fr: allMessages.fr, ge: allMessages.ge });
      const storage = memoryStorage();
      const view = (participantLanguage: string | null) => (
        <I18nProvider i18n={i18n} storage={storage} participantLanguage={participantLanguage}>
          <Probe />
        </I18nProvider>
      );
      const { rerender } = render(view(null));
      expect(text('home')).toBe('Accueil');
      rerender(view('ge'));
      await waitFor(() => expect(current.locale).toBe('ge'));
      expect(text('home')).toBe('Startseite');
      // Shown, not kept: the browser's choice is still none.
      expect(storage.data.size).toBe(0);
      rerender(view(null));
      await waitFor(() => expect(current.locale).toBe('fr'));
    });

    it('a choice made in this browser before either; a language the program lacks is passed over', async () => {
      const storage = memoryStorage();
      storage.setItem(STORED_STATE_KEY, JSON.stringify({ version: 2, locale: 'it' }));
      const { unmount } = render(
        <I18nProvider i18n={createI18n('it', allMessages)} storage={storage} participantLanguage="ge">
          <Probe />
        </I18nProvider>,
      );
      expect(current.locale).toBe('it');
      expect(text('title')).toBe('Pagina non trovata');
      unmount();
      // Kept it, participant ge, started in nl: the program offers only ge and fr.
      render(
        <I18nProvider i18n={createI18n('nl', allMessages)} languages={['fr', 'ge']} storage={storage} participantLanguage="ge">
          <Probe />
        </I18nProvider>,
      );
      expect(current.locale).toBe('ge');
      cleanup();
      // Nothing offered of the three: the program's first language (no English here).
      render(
        <I18nProvider i18n={createI18n('nl', allMessages)} languages={['fr', 'ge']} storage={storage} participantLanguage="pt">
          <Probe />
        </I18nProvider>,
      );
      expect(current.locale).toBe('fr');
    });

    it('not ready while the participant’s language loads (the loading view waits); a switch the participant makes stays ready', async () => {
      const i18n = createI18n('en');
      const view = (participantLanguage: string | null) => (
        <I18nProvider i18n={i18n} storage={memoryStorage()} participantLanguage={participantLanguage}>
          <Probe />
        </I18nProvider>
      );
      const { rerender } = render(view(null));
      expect(current.ready).toBe(true);
      rerender(view('nl'));
      expect(current.ready).toBe(false);
      expect(text('home')).toBe('Home');
      await waitFor(() => expect(current.ready).toBe(true));
      expect(current.locale).toBe('nl');
      expect(text('title')).toBe('Pagina niet gevonden');

      act(() => void current.setLocale('pt'));
      expect(current.ready).toBe(true);
      expect(current.locale).toBe('nl');
      await waitFor(() => expect(current.locale).toBe('pt'));
      expect(current.ready).toBe(true);
    });
  });

  it('shows server message sets as soon as they are applied', () => {
    const i18n = createI18n('en');
    render(
      <I18nProvider i18n={i18n} storage={memoryStorage()}>
        <Probe />
      </I18nProvider>,
    );
    expect(text('welcome')).toBe('Welcome to Summit');
    act(() => void applyServerMessages(i18n, { en: { welcome: 'Welcome to Summit Rewards' } }));
    expect(text('welcome')).toBe('Welcome to Summit Rewards');
  });

  it('useLocale needs the provider', () => {
    expect(() => render(<Probe />)).toThrow(/I18nProvider/);
  });
});
