// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountLink, PointsBalance } from './account-links';
import { programFixture, renderLayout, userFixture } from './test-utils';

afterEach(cleanup);

describe('PointsBalance', () => {
  it('shows the balance with thousands separators in a points program', async () => {
    await renderLayout(<PointsBalance program={programFixture({ type: 'points' })} />, { user: userFixture({ balance: 25000 }) });
    const link = screen.getByRole('link', { name: /My Points/ });
    expect(link.textContent).toBe('My Points 25,000');
    expect(link.getAttribute('href')).toBe('/account/transactions');
  });

  it('formats per locale', async () => {
    await renderLayout(<PointsBalance program={programFixture({ type: 'points' })} />, { user: userFixture({ balance: 1234567 }), locale: 'ge' });
    expect(screen.getByRole('link', { name: /Meine Punkte/ }).textContent).toBe('Meine Punkte 1.234.567');
  });

  it.each(['plateau', 'claim'] as const)('shows nothing in a %s program', async (type) => {
    await renderLayout(<PointsBalance program={programFixture({ type })} />, { user: userFixture({ balance: 25000 }) });
    expect(screen.queryByText(/25,000/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('AccountLink', () => {
  it('is Logout when the program shows the top account bar', async () => {
    await renderLayout(<AccountLink program={{ showTopAccountBar: true }} />);
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/account/logout');
  });

  it('is My Account otherwise', async () => {
    await renderLayout(<AccountLink program={{ showTopAccountBar: false }} />);
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account/myprofile');
  });
});
