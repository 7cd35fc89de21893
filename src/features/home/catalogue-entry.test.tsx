// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category } from '../../api/queries/categories';
import { renderCatalogue } from '../catalogue/test-utils';
import { CatalogueEntry, ENTRY_CATEGORIES, entryCategories } from './catalogue-entry';

afterEach(cleanup);

const category = (slug: string, items: number, over: Partial<Category> = {}) =>
  ({ id: `c_${slug}`, slug, name: slug[0]!.toUpperCase() + slug.slice(1), items, parent: null, children: [], ...over }) as Category;

describe('the categories the default home offers', () => {
  it('are the top of the tree that has products, in the catalogue’s order, at most 8', () => {
    const tree = [category('empty', 0), ...Array.from({ length: 10 }, (_, i) => category(`c${i}`, 10 - i))];
    expect(entryCategories(tree).map((c) => c.slug)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(ENTRY_CATEGORIES).toBe(8);
    expect(entryCategories([])).toEqual([]);
  });
});

describe('CatalogueEntry', () => {
  it('welcomes the participant, leads into the catalogue and offers its top categories by name', async () => {
    await renderCatalogue(<CatalogueEntry programName="Harbor Rewards" />, {
      locale: 'fr',
      categories: [category('electronics', 5, { translations: { fr: 'Électronique' } }), category('travel', 3), category('empty', 0)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur Harbor Rewards' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Parcourir le catalogue' }).getAttribute('href')).toBe('/shop');
    const section = screen.getByRole('region', { name: 'Parcourir par catégorie' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Électronique', '/shop/catalog/electronics'],
      ['Travel', '/shop/catalog/travel'],
    ]);
    // No category has a picture: no row of placeholders.
    expect(section.querySelector('img')).toBeNull();
  });

  it('shows the categories’ pictures when the catalogue has some, the placeholder for one without', async () => {
    await renderCatalogue(<CatalogueEntry programName="Harbor Rewards" />, {
      categories: [category('electronics', 5, { image: '/images/categories/electronics.svg' }), category('travel', 3)],
    });
    const section = screen.getByRole('region', { name: 'Shop by category' });
    const pictures = [...section.querySelectorAll('img')];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]!.getAttribute('src')).toBe('/images/categories/electronics.svg');
    expect(pictures[1]!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(pictures.every((img) => img.getAttribute('alt') === '')).toBe(true);
  });

  it('without categories with products: the way into the catalogue alone', async () => {
    await renderCatalogue(<CatalogueEntry programName="Harbor Rewards" />, { categories: [] });
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('region', { name: 'Shop by category' })).toBeNull();
  });
});
