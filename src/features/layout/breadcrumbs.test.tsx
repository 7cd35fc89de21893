// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { renderLayout } from './test-utils';

afterEach(cleanup);

describe('Breadcrumbs', () => {
  it('is a labelled list of links ending with the current page', async () => {
    await renderLayout(<Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop' }, { label: 'Audio' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(nav).queryByRole('link', { name: 'Audio' })).toBeNull();
    expect(within(nav).getByText('Audio').getAttribute('aria-current')).toBe('page');
  });

  it('is translated', async () => {
    await renderLayout(<Breadcrumbs items={[{ label: 'Accueil', to: '/' }, { label: 'Boutique' }]} />, { locale: 'fr' });
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toBeTruthy();
  });
});
