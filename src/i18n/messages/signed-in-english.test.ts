import { describe, expect, it } from 'vitest';
import { createI18n, hasEnglish } from '../create-i18n';
import { applyServerMessages } from '../server-messages';
import { allMessages } from './all';
import { english } from './en';
import { bootEnglish } from './en/at-boot';
import { signedInEnglish } from './en/signed-in';
import { NAMESPACES } from './index';
import { isSignedInEnglishRegistered, loadSignedInEnglish, SIGNED_IN_NAMESPACES } from './signed-in-english';

// Each test file has its own module registry: the signed-in English starts out unregistered here,
// as it does on /login. The tests run in order; the last one loads it. A component reading a signed-in
// namespace early: ../use-t-signed-in.test.tsx.

describe('English in two halves', () => {
  it('splits the namespaces in two, each once, together all of them', () => {
    const boot = Object.keys(bootEnglish);
    const signedIn = Object.keys(signedInEnglish);
    expect(boot.filter((ns) => signedIn.includes(ns))).toEqual([]);
    expect([...boot, ...signedIn].sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(english).sort()).toEqual([...NAMESPACES].sort());
    expect([...SIGNED_IN_NAMESPACES].sort()).toEqual(signedIn.sort());
  });

  it('before the signed-in chunk: the entry’s namespaces read, the signed-in ones are missing', () => {
    const i18n = createI18n('en');
    expect(isSignedInEnglishRegistered('shop')).toBe(false);
    expect(hasEnglish(i18n, 'common')).toBe(true);
    expect(hasEnglish(i18n, 'shop')).toBe(false);
    expect(i18n.text('common', 'home')).toBe('Home');
    expect(i18n.text('shop', 'filter.title')).toBe('filter.title');
    // An instance given all English (tests, the server's pages) needs no chunk.
    expect(hasEnglish(createI18n('en', allMessages), 'shop')).toBe(true);
  });

  it('once registered, English is the fallback under a locale’s own texts and the program’s', async () => {
    await loadSignedInEnglish();
    const i18n = createI18n('fr', { fr: allMessages.fr });
    expect(i18n.text('shop', 'filter.title')).toBe(allMessages.fr.shop['filter.title']);
    expect(i18n.text('shop', 'filter.title', undefined, 'en')).toBe(english.shop['filter.title']);
    applyServerMessages(i18n, { en: { 'shop:filter.title': 'Refine' } });
    expect(i18n.text('shop', 'filter.title', undefined, 'en')).toBe('Refine');
  });
});
