import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { interpolate, Texts, type TFunction } from './texts';

describe('Texts', () => {
  const texts = () => {
    const t = new Texts('fr');
    t.add('en', 'common', { home: 'Home', welcome: 'Welcome to {{name}}' }, { overwrite: true });
    t.add('fr', 'common', { home: 'Accueil' }, { overwrite: true });
    return t;
  };

  it('responses in the current language, then English, then the id itself', () => {
    const t = texts();
    expect(t.text('common', 'home')).toBe('Accueil');
    expect(t.text('common', 'welcome', { name: 'Summit' })).toBe('Welcome to Summit');
    expect(t.text('common', 'missing.id')).toBe('missing.id');
    t.setLanguage('en');
    expect(t.text('common', 'home')).toBe('Home');
  });

  it('keeps existing texts unless told to overwrite', () => {
    const t = texts();
    t.add('fr', 'common', { home: 'Maison', other: 'Autre' }, { overwrite: false });
    expect(t.get('fr', 'common', 'home')).toBe('Accueil');
    expect(t.get('fr', 'common', 'other')).toBe('Autre');
    t.add('fr', 'common', { home: 'Maison' }, { overwrite: true });
    expect(t.get('fr', 'common', 'home')).toBe('Maison');
  });

  it('a fixed t follows the language unless given one', () => {
    const t = texts();
    const current = t.fixedT('common');
    const english = t.fixedT('common', 'en');
    expect([current('home'), english('home')]).toEqual(['Accueil', 'Home']);
    t.setLanguage('en');
    expect(current('home')).toBe('Home');
  });

  it('signals language changes and new texts, not a language set to itself', () => {
    const t = texts();
    let calls = 0;
    t.subscribe(() => (calls += 1));
    t.setLanguage('fr');
    expect(calls).toBe(0);
    t.setLanguage('en');
    t.add('en', 'common', { x: 'y' }, { overwrite: true });
    expect(calls).toBe(2);
  });
});

describe('interpolate', () => {
  it('fills placeholders, spaces allowed, numbers as written, and leaves unknown ones visible', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: 'x', b: 2 })).toBe('x and 2');
    expect(interpolate('Hi {{name}}', {})).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}', undefined)).toBe('Hi {{name}}');
    expect(interpolate('{{a}}{{a}}', { a: '$&' })).toBe('$&$&');
  });
});

describe('TFunction types (tsc checks the expect-error lines)', () => {
  it('requires exactly the English text placeholders and known ids', () => {
    const t: TFunction<'auth'> = createI18n().fixedT('auth');
    expect(t('login.title')).toBe('Sign In');
    expect(t('signIn.rateLimited', { minutes: 15 })).toContain('15 min');
    // @ts-expect-error the text has {{minutes}}: a value is required
    expect(t('signIn.rateLimited')).toContain('{{minutes}}');
    // @ts-expect-error a value for a placeholder the text does not have
    expect(t('signIn.rateLimited', { minutes: 1, hours: 2 })).toContain('1 min');
    // @ts-expect-error not an id of the auth namespace
    expect(t('no.such.id')).toBe('no.such.id');
  });
});
