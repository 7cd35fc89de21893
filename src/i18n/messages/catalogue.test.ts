import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../../schemas/messages';
import { LOCALES, type Locale } from '../../domain/locales';
import { catalogue } from './all';
import { NAMESPACES } from './index';

const OTHER_LOCALES = LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');

// Texts that are rightly the same as the English in some other language: shared loanwords, words
// the language writes identically ('Points' in French, 'No' in Spanish), and place names.
const SAME_AS_ENGLISH = new Set([
  ...['OK', 'Email', 'Home', 'Shop', 'Menu', 'Points', '{{points}} points', 'No', 'Password', 'Links', 'Product', 'Region'],
  ...['Code', 'Color', 'Postcode', '{{quantity}} ×'],
  ...['USA', 'Alaska', 'Hawaii', 'Puerto Rico', 'Africa', 'Asia', 'Australasia'],
]);
// Keys whose text is the same in every locale by design: each language's own name.
const SAME_IN_EVERY_LOCALE = /^language\.name\./;

const texts = (ns: (typeof NAMESPACES)[number], locale: Locale) => catalogue[ns][locale] as Readonly<Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('message catalogue', () => {
  it('has the shell namespaces, and every locale folder holds exactly the registered namespace files', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'validation', 'auth', 'pages', 'shell']));
    const dir = path.dirname(fileURLToPath(import.meta.url));
    for (const locale of LOCALES) {
      const files = fs
        .readdirSync(path.join(dir, locale))
        // English's two halves (at-boot, signed-in) are how the app loads it, not namespaces.
        .filter((file) => file.endsWith('.ts') && !['index.ts', 'at-boot.ts', 'signed-in.ts'].includes(file))
        .map((file) => file.replace(/\.ts$/, ''));
      expect([locale, ...files.sort()]).toEqual([locale, ...[...NAMESPACES].sort()]);
    }
  });

  describe.each(NAMESPACES)('%s', (ns) => {
    const english = texts(ns, 'en');
    const keys = Object.keys(english).sort();

    it('has texts', () => expect(keys.length).toBeGreaterThan(0));

    it.each(LOCALES)('%s has exactly the English keys', (locale) => {
      expect(Object.keys(texts(ns, locale)).sort()).toEqual(keys);
    });

    it.each(LOCALES)('%s has no empty text', (locale) => {
      const empty = Object.entries(texts(ns, locale)).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty).toEqual([]);
    });

    it.each(OTHER_LOCALES)('%s is translated (no English left but the allowed words)', (locale) => {
      const untranslated = Object.entries(texts(ns, locale))
        .filter(([key, text]) => text === english[key] && !SAME_AS_ENGLISH.has(text) && !SAME_IN_EVERY_LOCALE.test(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it.each(OTHER_LOCALES)('%s keeps every {{placeholder}} and number of the English', (locale) => {
      const mismatched = Object.entries(texts(ns, locale))
        .filter(([key, text]) => {
          const en = english[key] ?? '';
          return placeholders(text).join() !== placeholders(en).join() || numbers(text).join() !== numbers(en).join();
        })
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });

  it('keeps every allowed same-as-English word in use (the allowlist stays small)', () => {
    const used = new Set<string>();
    for (const ns of NAMESPACES)
      for (const locale of OTHER_LOCALES)
        for (const [key, text] of Object.entries(texts(ns, locale))) if (text === texts(ns, 'en')[key]) used.add(text);
    expect([...SAME_AS_ENGLISH].filter((word) => !used.has(word))).toEqual([]);
  });

  it('validation: every schema message id, English exactly as in src/schemas/messages.ts', () => {
    expect(catalogue.validation.en).toEqual(validationMessages);
  });

  it('holds the docs/product texts verbatim in English', () => {
    expect(catalogue.auth.en).toMatchObject({
      'login.password': 'Password',
      'login.rememberMe': 'Remember Me',
      'login.forgotPassword': 'Forgot Password?',
      'signIn.failed.other': 'Please check your ID and/or password and try again',
      'signIn.failed.claim': 'Please check Code and try again',
    });
    expect(catalogue.pages.en).toMatchObject({
      'notFound.title': 'Oops! Error 404',
      'notFound.subtitle': 'Page Not Found',
      'notFound.text': "We can't seem to find the page you're looking for. Try to use the search.",
      'notFound.home': 'Go To Home Page',
      'closed.text':
        'The incentive program you are attempting to reach is either temporarily unavailable or has ended. Please contact your program administrator for more details.',
      'rebuilding.text': 'Catalog Rebuilding in Progress...',
      'used.claim': 'The code you have entered has already been used to redeem an item.',
      'used.other': 'An item has already been redeemed using the credentials you provided.',
      'used.contact': 'Please contact your program administrator if you believe this information is not correct.',
      'trackOrder.orderId': 'Order ID',
      'trackOrder.email': 'Email',
      'trackOrder.submit': 'Track',
    });
    expect(catalogue.shell.en).toMatchObject({
      'topBar.logout': 'Logout',
      'topBar.myAccount': 'My Account',
      'topBar.myPoints': 'My Points',
      'location.field': 'Region/Country',
      'footer.copyright': '© {{year}} {{name}}. All rights reserved.',
    });
    expect(catalogue.common.en).toMatchObject({ home: 'Home', shop: 'Shop', checkout: 'Checkout', shoppingCart: 'Shopping Cart' });
  });

  it('has the sign-in selector ids (machines/sign-in) in auth', () => {
    for (const id of ['signIn.failed.claim', 'signIn.failed.other', 'signIn.unavailable', 'signIn.ssoRejected', 'signIn.rateLimited'])
      expect(catalogue.auth.en).toHaveProperty([id]);
    expect(catalogue.auth.en['signIn.rateLimited']).toContain('{{minutes}}');
  });

  it('names every language in its own language, the same in every locale', () => {
    for (const locale of LOCALES)
      expect(catalogue.shell[locale]).toMatchObject({
        'language.name.en': 'English',
        'language.name.fr': 'Français',
        'language.name.sp': 'Español',
        'language.name.ge': 'Deutsch',
        'language.name.it': 'Italiano',
        'language.name.pt': 'Português',
        'language.name.nl': 'Nederlands',
      });
  });

  it('translates the built-in terms Home, Shop, Checkout and Shopping Cart (product/locales-and-regions.md rule 6)', () => {
    expect(catalogue.common.ge).toMatchObject({ home: 'Startseite', checkout: 'Kasse', shoppingCart: 'Warenkorb' });
    expect(catalogue.common.sp).toMatchObject({ home: 'Inicio', shop: 'Tienda', shoppingCart: 'Carrito de compras' });
    expect(catalogue.common.fr).toMatchObject({ home: 'Accueil', shop: 'Boutique', shoppingCart: 'Panier' });
  });
});
