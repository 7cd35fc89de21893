import { describe, expect, it } from 'vitest';
import {
  accountHomePath,
  ACCOUNT_NAV,
  activeEntryOf,
  isAccountPageAvailable,
  sectionOf,
  showsChangePasswordLink,
  type AccountPage,
} from './account-sections';

describe('account navigation (product/account.md rule 1)', () => {
  it('lists the entries of each program type in the order of the rules', () => {
    expect(ACCOUNT_NAV.points).toEqual(['myprofile', 'orders', 'transactions', 'addresses', 'logout']);
    expect(ACCOUNT_NAV.claim).toEqual(['orders', 'addresses', 'logout']);
    expect(ACCOUNT_NAV.plateau).toEqual(['myprofile', 'orders', 'addresses', 'logout']);
  });

  it('sends /account to myprofile for points, to addresses for claim and plateau', () => {
    expect(accountHomePath('points')).toBe('/account/myprofile');
    expect(accountHomePath('claim')).toBe('/account/addresses');
    expect(accountHomePath('plateau')).toBe('/account/addresses');
  });

  it('offers /password to points and plateau only', () => {
    expect(isAccountPageAvailable('points', 'password')).toBe(true);
    expect(isAccountPageAvailable('plateau', 'password')).toBe(true);
    expect(isAccountPageAvailable('claim', 'password')).toBe(false);
  });

  it('offers each page only where its section is in the navigation', () => {
    const pages: AccountPage[] = ['myprofile', 'profile', 'password', 'orders', 'transactions', 'addresses'];
    const offered = (type: 'points' | 'plateau' | 'claim') => pages.filter((p) => isAccountPageAvailable(type, p));
    expect(offered('points')).toEqual(pages);
    expect(offered('plateau')).toEqual(['myprofile', 'profile', 'password', 'orders', 'addresses']);
    expect(offered('claim')).toEqual(['orders', 'addresses']);
    expect(sectionOf('password')).toBe('myprofile');
    expect(sectionOf('profile')).toBe('myprofile');
  });

  it('hides the Change Password link when ableToPasswordReset is false, and for claim programs', () => {
    expect(showsChangePasswordLink({ type: 'points', ableToPasswordReset: true })).toBe(true);
    expect(showsChangePasswordLink({ type: 'points', ableToPasswordReset: false })).toBe(false);
    expect(showsChangePasswordLink({ type: 'plateau', ableToPasswordReset: false })).toBe(false);
    expect(showsChangePasswordLink({ type: 'plateau', ableToPasswordReset: true })).toBe(true);
    expect(showsChangePasswordLink({ type: 'claim', ableToPasswordReset: true })).toBe(false);
  });

  it('marks the entry a page belongs to', () => {
    expect(activeEntryOf('/account/myprofile')).toBe('myprofile');
    expect(activeEntryOf('/account/password')).toBe('myprofile');
    expect(activeEntryOf('/account/orders/ord_1')).toBe('orders');
    expect(activeEntryOf('/account/newaddress')).toBe('addresses');
    expect(activeEntryOf('/account/addresses/adr_1')).toBe('addresses');
    expect(activeEntryOf('/account')).toBeUndefined();
    expect(activeEntryOf('/shop')).toBeUndefined();
  });
});
