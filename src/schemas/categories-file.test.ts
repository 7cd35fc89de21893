import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { categoryRowSchema } from './categories-file';
import { firstMessages } from './test-helpers';

describe('categories file rows', () => {
  it('trims the path and names; empty optional cells are absent', () => {
    const row = v.parse(categoryRowSchema, { path: ' Home > Kitchen ', slug: '', image: '/images/categories/kitchen.svg', name_fr: ' Cuisine ', name_ge: '' });
    expect(row).toMatchObject({ path: 'Home > Kitchen', image: '/images/categories/kitchen.svg', name_fr: 'Cuisine' });
    expect(row.slug).toBeUndefined();
    expect(row.name_ge).toBeUndefined();
    expect(v.parse(categoryRowSchema, { path: 'Garden', image: 'garden.png', id: 'cat_garden' })).toMatchObject({ image: 'garden.png', id: 'cat_garden' });
  });

  it('refuses an empty or four-level path, a bad slug, an image elsewhere, a bad id, a long name', () => {
    expect(Object.keys(firstMessages(categoryRowSchema, { path: ' ' }))).toEqual(['path']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A > B > C > D' }))).toEqual(['path']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A >  > C' }))).toEqual(['path']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A', slug: 'Not A Slug' }))).toEqual(['slug']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A', image: 'https://cdn.example/a.png' }))).toEqual(['image']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A', image: 'a.svg' }))).toEqual(['image']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A', id: 'a b' }))).toEqual(['id']);
    expect(Object.keys(firstMessages(categoryRowSchema, { path: 'A', name_nl: 'x'.repeat(101) }))).toEqual(['name_nl']);
  });
});
