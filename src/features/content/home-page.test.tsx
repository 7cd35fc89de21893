// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Program } from '../../api/queries/program';
import { programFixture, renderCatalogue } from '../catalogue/test-utils';
import { HomePage } from './home-page';

afterEach(cleanup);

const withHome = (sections: unknown[]): Partial<Program> => ({
  content: { en: { pages: [{ url: 'home', title: 'Home', sections }], desktopMenu: [], mobileMenu: [] } } as unknown as Program['content'],
});

describe('home page', () => {
  it('a program whose home has sections shows them, under a heading for screen readers', async () => {
    await renderCatalogue(<HomePage />, { program: programFixture(withHome([{ type: 'html', html: '<p>Spring is here</p>' }])) });
    expect(await screen.findByText('Spring is here')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Summit Rewards' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Browse the catalogue' })).toBeNull();
  });

  it.each([
    ['no content at all (a new program)', {}],
    ['a home page without sections', withHome([])],
    ['a home page of sections the shop does not draw', withHome([{ type: 'video' }])],
  ])('%s: the way into the catalogue and its top categories', async (_, overrides) => {
    await renderCatalogue(<HomePage />, { program: programFixture(overrides) });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome to Summit Rewards']);
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Electronics' }).getAttribute('href')).toBe('/shop/catalog/electronics');
  });
});
