import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n';
import { catalogue } from './messages';
import { applyServerMessages, splitMessageId } from './server-messages';

describe('createI18n', () => {
  it('is ready synchronously, in the given locale, with every namespace', () => {
    const i18n = createI18n('fr');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('home')).toBe('Accueil');
    expect(i18n.t('pages:notFound.subtitle')).toBe('Page introuvable');
    expect(i18n.t('signIn.failed.claim', { ns: 'auth' })).toBe('Veuillez vérifier le code, puis réessayer');
    expect(i18n.t('validation:invalidEmail')).toBe('Veuillez saisir une adresse e-mail valide');
  });

  it('defaults to en', () => {
    expect(createI18n().t('pages:notFound.title')).toBe('Oops! Error 404');
  });

  it('interpolates without HTML-escaping (React escapes)', () => {
    const i18n = createI18n('en');
    expect(i18n.t('shell:footer.copyright', { year: 2026, name: 'Summit & Co <Rewards>' })).toBe(
      '© 2026 Summit & Co <Rewards>. All rights reserved.',
    );
    expect(i18n.t('auth:signIn.rateLimited', { minutes: 15 })).toBe('Too many attempts. Please wait 15 min and try again.');
  });

  it('switches language', async () => {
    const i18n = createI18n('en');
    await i18n.changeLanguage('ge');
    expect(i18n.t('shoppingCart')).toBe('Warenkorb');
  });

  it('keeps instances apart and the catalogue modules untouched', () => {
    const a = createI18n('en');
    const b = createI18n('en');
    applyServerMessages(a, { en: { home: 'Start' } });
    expect(a.t('home')).toBe('Start');
    expect(b.t('home')).toBe('Home');
    expect(catalogue.common.en.home).toBe('Home');
  });
});

describe('applyServerMessages', () => {
  it('splits namespaced ids; plain ids and unknown prefixes are common keys', () => {
    expect(splitMessageId('auth:login.title')).toEqual({ ns: 'auth', key: 'login.title' });
    expect(splitMessageId('welcome')).toEqual({ ns: 'common', key: 'welcome' });
    expect(splitMessageId('nope:thing')).toEqual({ ns: 'common', key: 'nope:thing' });
  });

  it('overrides built-in texts per locale, aliases accepted, and adds new ids', () => {
    const i18n = createI18n('en');
    const applied = applyServerMessages(i18n, {
      en: { welcome: 'Welcome to Summit Rewards', 'pages:notFound.home': 'Back home', programName: 'Summit Rewards' },
      de: { welcome: 'Willkommen bei Summit Rewards' },
      fr: { 'shell:topBar.logout': 'Se déconnecter' },
    });
    expect(applied).toBe(5);
    expect(i18n.t('welcome')).toBe('Welcome to Summit Rewards');
    expect(i18n.t('pages:notFound.home')).toBe('Back home');
    expect(i18n.t('pages:notFound.title')).toBe('Oops! Error 404');
    expect(i18n.getResource('en', 'common', 'programName')).toBe('Summit Rewards');
    expect(i18n.getFixedT('ge')('welcome')).toBe('Willkommen bei Summit Rewards');
    expect(i18n.getFixedT('fr', 'shell')('topBar.logout')).toBe('Se déconnecter');
    expect(i18n.getFixedT('fr', 'shell')('topBar.myAccount')).toBe('Mon compte');
  });

  it('skips unknown locales, empty texts and non-strings', () => {
    const i18n = createI18n('en');
    const sets = { xx: { home: 'X' }, en: { home: '', close: 42 } } as unknown as Parameters<typeof applyServerMessages>[1];
    expect(applyServerMessages(i18n, sets)).toBe(0);
    expect(applyServerMessages(i18n, undefined)).toBe(0);
    expect(i18n.t('home')).toBe('Home');
    expect(i18n.t('close')).toBe('Close');
  });

  it("announces the new texts ('added'), which re-renders translated components", () => {
    const i18n = createI18n('en');
    const added = vi.fn();
    i18n.store.on('added', added);
    applyServerMessages(i18n, { en: { welcome: 'Hello' } });
    expect(added).toHaveBeenCalledWith('en', 'common', { welcome: 'Hello' });
  });
});
