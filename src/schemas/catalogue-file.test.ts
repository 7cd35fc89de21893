import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { CATALOGUE_COLUMNS, catalogueRowSchema, parseRegionPrices, videoPlayerUrl } from './catalogue-file';
import { firstMessages } from './test-helpers';

const base = { slug: 'trail-tee', name: 'Trail Tee', brand: 'Northwind', category: 'Clothing > Tops', price: '1200' };

describe('catalogue file rows', () => {
  it('turns cells into what the row holds: numbers, lists split on |, empty cells absent', () => {
    const row = v.parse(catalogueRowSchema, { ...base, badges: 'featured | new', images: 'a.png | https://img.example/b.webp', features: 'Light|Warm', height: '4.5', ships_in_days: '3', region_prices: 'EU:1400; NON-EU:1500', discount_price: '' });
    expect(row).toMatchObject({ price: 1200, badges: ['featured', 'new'], images: ['a.png', 'https://img.example/b.webp'], features: ['Light', 'Warm'], height: 4.5, ships_in_days: 3, discount_price: undefined });
    expect(row.region_prices).toEqual([
      { region: 'EU', points: 1400 },
      { region: 'NON-EU', points: 1500 },
    ]);
  });

  it('refuses a negative or fractional price, a bad slug, an unknown badge, a bad image, a deep category path', () => {
    expect(firstMessages(catalogueRowSchema, { ...base, price: '-5' })).toEqual({ price: 'Must not be negative.' });
    expect(firstMessages(catalogueRowSchema, { ...base, price: '1.5' })).toEqual({ price: 'Must be a whole number.' });
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, slug: 'Trail Tee' }))).toEqual(['slug']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, badges: 'sale' }))).toEqual(['badges']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, images: 'logo.svg' }))).toEqual(['images']);
    expect(firstMessages(catalogueRowSchema, { ...base, category: 'A > B > C > D' })).toEqual({ category: 'At most three levels.' });
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, category: 'A >  > C' }))).toEqual(['category']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, prop65: 'yes' }))).toEqual(['prop65']);
  });

  it('ids kept from another system, a brand image, region handling costs and images the shop serves by path', () => {
    const row = v.parse(catalogueRowSchema, {
      ...base,
      id: 'legacy_100',
      option_id: 'legacy_100-red',
      brand_image: '/images/brands/northwind.svg',
      images: '/images/products/trail-tee-1.svg?c=0f766e | a.png',
      region_prices: 'EU:1400',
      region_handling: 'EU:60',
    });
    expect(row).toMatchObject({ id: 'legacy_100', option_id: 'legacy_100-red', brand_image: '/images/brands/northwind.svg', images: ['/images/products/trail-tee-1.svg?c=0f766e', 'a.png'] });
    expect(row.region_handling).toEqual([{ region: 'EU', points: 60 }]);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, id: 'has space' }))).toEqual(['id']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, option_id: 'x'.repeat(65) }))).toEqual(['option_id']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, brand_image: '//elsewhere.example/b.png' }))).toEqual(['brand_image']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, images: '/\\elsewhere.example/b.png' }))).toEqual(['images']);
    expect(Object.keys(firstMessages(catalogueRowSchema, { ...base, region_handling: 'MARS:5' }))).toEqual(['region_handling']);
  });

  it('region prices name known regions once, with whole points', () => {
    expect(parseRegionPrices('MARS:5')).toMatch(/not a region/);
    expect(parseRegionPrices('EU:5; EU:6')).toBe('EU is given twice.');
    expect(parseRegionPrices('EU:-5')).toMatch(/not REGION:points|negative/);
    expect(parseRegionPrices('EU 5')).toMatch(/not REGION:points/);
  });

  it('videos are YouTube or Vimeo addresses, played through the privacy-friendly players', () => {
    expect(videoPlayerUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(videoPlayerUrl('https://youtu.be/aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(videoPlayerUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoPlayerUrl('https://evil.example/watch?v=aqz-KE-bpKQ')).toBeNull();
    expect(videoPlayerUrl('javascript:alert(1)')).toBeNull();
  });

  it('every schema field is a column, and the required ones are the first row’s', () => {
    expect([...CATALOGUE_COLUMNS.required, ...CATALOGUE_COLUMNS.optional].sort()).toEqual(Object.keys(catalogueRowSchema.entries).sort());
    expect(CATALOGUE_COLUMNS.optional).toContain('name_fr');
    expect(CATALOGUE_COLUMNS.optional).toContain('sales_copy_nl');
  });
});
