// The generator on its own (no database): complete vocabulary, fixtures always first, one stream.
import { describe, expect, it } from 'vitest';
import { CATEGORIES, leafCategories, topLevelCategories } from '../../../server/seed/categories.ts';
import { catalogue } from '../../../server/seed/catalogue.ts';
import { slugify } from '../../../server/seed/rng.ts';
import { BRANDS_BY_TOP, FEATURES_BY_TOP, NOUNS_BY_LEAF, PRICE_BANDS, translatedNames, ADJECTIVES } from '../../../server/seed/vocabulary.ts';

const all = (count: number) => [...catalogue(count)].flat();

describe('catalogue generator', () => {
  it('has words, prices, brands and features for every category', () => {
    for (const leaf of leafCategories()) {
      expect(NOUNS_BY_LEAF[leaf.slug], leaf.slug).toHaveLength(2);
      const [low, high] = PRICE_BANDS[leaf.slug]!;
      expect(low).toBeGreaterThanOrEqual(500);
      expect(high).toBeLessThanOrEqual(40000);
    }
    for (const top of topLevelCategories()) {
      expect(BRANDS_BY_TOP[top.slug]!.length, top.slug).toBeGreaterThanOrEqual(4);
      expect(FEATURES_BY_TOP[top.slug]!.length, top.slug).toBeGreaterThanOrEqual(6);
    }
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
  });

  it('makes agreeing translated names', () => {
    const compact = ADJECTIVES.find((a) => a.en === 'Compact')!;
    const sunglasses = NOUNS_BY_LEAF.sunglasses![0]!;
    expect(translatedNames(compact, sunglasses, '')).toEqual({
      en: 'Compact Sunglasses',
      fr: 'Lunettes de soleil compactes',
      es: 'Gafas de sol compactas',
      de: 'Kompakte Sonnenbrille',
    });
    const tent = NOUNS_BY_LEAF.tents![0]!;
    expect(translatedNames(compact, tent, 'II').de).toBe('Kompaktes Zelt II');
  });

  it('names generated products without their brand, so ordering by name is not ordering by brand', () => {
    const products = all(360);
    const generated = products.slice(6);
    expect(generated.filter((p) => p.name.toLowerCase().startsWith(p.brandName.toLowerCase()))).toEqual([]);
    // Their addresses keep the brand in front.
    expect(generated.filter((p) => !p.slug.startsWith(`${slugify(p.brandName)}-`))).toEqual([]);
    const firstPage = (key: (p: (typeof products)[number]) => string) =>
      [...products].sort((a, b) => key(a).localeCompare(key(b)) || a.id.localeCompare(b.id)).slice(0, 12).map((p) => p.id);
    const byName = firstPage((p) => p.name.toLowerCase());
    const byBrand = firstPage((p) => `${p.brandName.toLowerCase()}|${p.name.toLowerCase()}`);
    expect(byName).not.toEqual(byBrand);
    expect(byName.filter((id) => byBrand.includes(id)).length).toBeLessThan(6);
  });

  it('always starts with the six fixtures, even when asked for fewer', () => {
    expect(all(3).map((p) => p.slug)).toEqual([
      'aurora-wireless-headphones',
      'trailblazer-running-shoe',
      'everyday-water-bottle',
      'echo-smart-speaker',
      'heritage-chronograph-watch',
      'custom-engraved-pen',
    ]);
  });

  it('is one deterministic stream: a longer catalogue extends a shorter one', () => {
    const short = all(500);
    const long = all(3000);
    expect(long).toHaveLength(3000);
    expect(JSON.stringify(long.slice(0, 500))).toBe(JSON.stringify(short));
    expect(new Set(long.map((p) => p.slug)).size).toBe(3000);
    // Names repeat across brands ("Compact Tent" by two makers), never within one.
    expect(new Set(long.map((p) => `${p.brandName}|${p.name}`)).size).toBe(3000);
    expect(long.map((p) => p.id).at(-1)).toBe('p_003000');
  });
});
