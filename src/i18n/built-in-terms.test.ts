import { describe, expect, it } from 'vitest';
import { builtInTermKey, translateBuiltInTerm } from './built-in-terms';
import { createI18n } from './create-i18n';
import { allMessages } from './messages/all';

describe('built-in terms (product/locales-and-regions.md rule 6)', () => {
  it('knows Home, Shop, Checkout and Shopping Cart in any case', () => {
    expect(['Home', 'SHOP', 'checkout', ' Shopping  Cart '].map(builtInTermKey)).toEqual(['home', 'shop', 'checkout', 'shoppingCart']);
    expect(builtInTermKey('Electronics')).toBeUndefined();
  });

  it('translates them and leaves other names as they are', () => {
    const t = createI18n('ge', { ge: allMessages.ge }).fixedT('common', 'ge');
    expect(translateBuiltInTerm('Shopping Cart', t)).toBe('Warenkorb');
    expect(translateBuiltInTerm('Home', t)).toBe('Startseite');
    expect(translateBuiltInTerm('Electronics', t)).toBe('Electronics');
  });
});
