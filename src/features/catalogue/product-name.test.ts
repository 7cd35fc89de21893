import { describe, expect, it } from 'vitest';
import { categoryName, localizedName, localizedSalesCopy } from './product-name';

const aurora = {
  name: 'Aurora Wireless Headphones',
  langs: {
    fr: { productName: 'Casque sans fil Aurora' },
    es: { productName: 'Auriculares inalámbricos Aurora' },
    de: { productName: 'Aurora Kabellose Kopfhörer' },
  },
};

describe('localizedName', () => {
  it('reads sp as es and ge as de (product/locales-and-regions.md rule 5), and falls back to the name', () => {
    expect(localizedName(aurora, 'fr')).toBe('Casque sans fil Aurora');
    expect(localizedName(aurora, 'sp')).toBe('Auriculares inalámbricos Aurora');
    expect(localizedName(aurora, 'ge')).toBe('Aurora Kabellose Kopfhörer');
    expect(localizedName(aurora, 'it')).toBe('Aurora Wireless Headphones');
    expect(localizedName(aurora, 'en')).toBe('Aurora Wireless Headphones');
    expect(localizedName({ name: 'Pen', langs: { fr: { productName: '  ' } } }, 'fr')).toBe('Pen');
  });

  it('names categories in the locale when translated', () => {
    expect(categoryName({ name: 'Electronics', translations: { fr: 'Électronique' } }, 'fr')).toBe('Électronique');
    expect(categoryName({ name: 'Electronics' }, 'nl')).toBe('Electronics');
  });

  it('shows the sales copy in the locale when the catalogue translated it, else the product’s own', () => {
    const jacket = { productSalesCopy: '<p>Light.</p>', langs: { fr: { productName: 'Veste', productSalesCopy: '<p>Légère.</p>' }, de: { productName: 'Jacke' } } };
    expect(localizedSalesCopy(jacket, 'fr')).toBe('<p>Légère.</p>');
    expect(localizedSalesCopy(jacket, 'ge')).toBe('<p>Light.</p>');
    expect(localizedSalesCopy({ productSalesCopy: null, langs: {} }, 'fr')).toBeNull();
  });
});
