import { describe, expect, it } from 'vitest';
import type { Category } from '../../api/queries/categories';
import { categoryTrail } from './category-trail';

const node = (slug: string, children: Category[] = []) => ({ id: slug, slug, name: slug, items: 1, parent: null, children }) as Category;
const tree = [node('electronics', [node('audio', [node('headphones'), node('speakers')])]), node('travel', [node('luggage')])];

describe('categoryTrail', () => {
  it('finds a category at any depth with its ancestors, top-level first', () => {
    expect(categoryTrail(tree, 'speakers')?.map((c) => c.slug)).toEqual(['electronics', 'audio', 'speakers']);
    expect(categoryTrail(tree, 'travel')?.map((c) => c.slug)).toEqual(['travel']);
    expect(categoryTrail(tree, 'no-such-category')).toBeNull();
  });
});
