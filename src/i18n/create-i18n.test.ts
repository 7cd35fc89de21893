import { describe, expect, it, vi } from 'vitest';
import { createI18n, hasLocale, loadLocale } from './create-i18n';
import { english } from './messages/en';
import { allMessages } from './messages/all';
import { applyServerMessages, splitMessageId } from './server-messages';

describe('createI18n', () => {
  it('is ready synchronously, in the given locale, with every namespace it was given', () => {
    const i18n = createI18n('fr', { fr: allMessages.fr });
    expect(i18n.language).toBe('fr');
    expect(i18n.text('common', 'home')).toBe('Accueil');
    expect(i18n.fixedT('pages')('notFound.subtitle')).toBe('Page introuvable');
    expect(i18n.fixedT('auth')('signIn.failed.claim')).toBe('Veuillez vérifier le code, puis réessayer');
    expect(i18n.fixedT('validation')('invalidEmail')).toBe('Veuillez saisir une adresse e-mail valide');
  });

  it('defaults to en', () => {
    expect(createI18n().fixedT('pages')('notFound.title')).toBe('Oops! Error 404');
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    const i18n = createI18n('en');
    expect(i18n.fixedT('shell')('footer.copyright', { year: 2026, name: 'Summit & Co <Rewards>' })).toBe(
      '© 2026 Summit & Co <Rewards>. All rights reserved.',
    );
    expect(i18n.fixedT('auth')('signIn.rateLimited', { minutes: 15 })).toBe('Too many attempts. Please wait 15 min and try again.');
  });

  it('holds English only until another locale is loaded, falling back to it meanwhile', async () => {
    const i18n = createI18n('fr');
    expect(hasLocale(i18n, 'en')).toBe(true);
    expect(hasLocale(i18n, 'fr')).toBe(false);
    expect(i18n.language).toBe('fr');
    expect(i18n.text('common', 'home')).toBe('Home');
    await loadLocale(i18n, 'fr');
    expect(hasLocale(i18n, 'fr')).toBe(true);
    expect(i18n.text('common', 'home')).toBe('Accueil');
    expect(i18n.text('validation', 'invalidEmail')).toBe('Veuillez saisir une adresse e-mail valide');
  });

  it('switches language once the locale is loaded', async () => {
    const i18n = createI18n('en');
    await loadLocale(i18n, 'ge');
    i18n.setLanguage('ge');
    expect(i18n.text('common', 'shoppingCart')).toBe('Warenkorb');
  });

  it('loads each locale from its own module, the same texts as the full catalogue', async () => {
    for (const locale of ['sp', 'it', 'pt', 'nl'] as const) {
      const i18n = createI18n(locale);
      await loadLocale(i18n, locale);
      expect(i18n.bundle(locale, 'cart')).toEqual(allMessages[locale].cart);
    }
  });

  it('keeps server message sets over built-in texts that load after them', async () => {
    const i18n = createI18n('fr');
    applyServerMessages(i18n, { fr: { home: 'Page d’accueil du programme' } });
    expect(hasLocale(i18n, 'fr')).toBe(false);
    await loadLocale(i18n, 'fr');
    expect(i18n.text('common', 'home')).toBe('Page d’accueil du programme');
    expect(i18n.text('common', 'shoppingCart')).toBe('Panier');
  });

  it('keeps instances apart and the catalogue modules untouched', () => {
    const a = createI18n('en');
    const b = createI18n('en');
    applyServerMessages(a, { en: { home: 'Start' } });
    expect(a.text('common', 'home')).toBe('Start');
    expect(b.text('common', 'home')).toBe('Home');
    expect(english.common.home).toBe('Home');
  });
});

describe('applyServerMessages', () => {
  it('splits namespaced ids; plain ids and unknown prefixes are common keys', () => {
    expect(splitMessageId('auth:login.title')).toEqual({ ns: 'auth', key: 'login.title' });
    expect(splitMessageId('welcome')).toEqual({ ns: 'common', key: 'welcome' });
    expect(splitMessageId('nope:thing')).toEqual({ ns: 'common', key: 'nope:thing' });
  });

  it('overrides built-in texts per locale, aliases accepted, and adds new ids', () => {
    const i18n = createI18n('en', { fr: allMessages.fr });
    const applied = applyServerMessages(i18n, {
      en: { welcome: 'Welcome to Summit Rewards', 'pages:notFound.home': 'Back home', programName: 'Summit Rewards' },
      de: { welcome: 'Willkommen bei Summit Rewards' },
      fr: { 'shell:topBar.logout': 'Se déconnecter' },
    });
    expect(applied).toBe(5);
    expect(i18n.fixedT('common')('welcome', { name: 'x' })).toBe('Welcome to Summit Rewards');
    expect(i18n.fixedT('pages')('notFound.home')).toBe('Back home');
    expect(i18n.fixedT('pages')('notFound.title')).toBe('Oops! Error 404');
    expect(i18n.get('en', 'common', 'programName')).toBe('Summit Rewards');
    expect(i18n.text('common', 'welcome', undefined, 'ge')).toBe('Willkommen bei Summit Rewards');
    expect(i18n.fixedT('shell', 'fr')('topBar.logout')).toBe('Se déconnecter');
    expect(i18n.fixedT('shell', 'fr')('topBar.myAccount')).toBe('Mon compte');
  });

  it('skips unknown locales, empty texts and non-strings', () => {
    const i18n = createI18n('en');
    const sets = { xx: { home: 'X' }, en: { home: '', close: 42 } } as unknown as Parameters<typeof applyServerMessages>[1];
    expect(applyServerMessages(i18n, sets)).toBe(0);
    expect(applyServerMessages(i18n, undefined)).toBe(0);
    expect(i18n.text('common', 'home')).toBe('Home');
    expect(i18n.text('common', 'close')).toBe('Close');
  });

  it('announces the new texts, which re-renders translated components', () => {
    const i18n = createI18n('en');
    const changed = vi.fn();
    const before = i18n.version();
    const unsubscribe = i18n.subscribe(changed);
    applyServerMessages(i18n, { en: { welcome: 'Hello' } });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.version()).toBeGreaterThan(before);
    unsubscribe();
    applyServerMessages(i18n, { en: { welcome: 'Hi' } });
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
