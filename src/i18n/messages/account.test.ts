import { describe, expect, it } from 'vitest';
import { catalogue } from './all';

const account = catalogue.account;

describe('account messages', () => {
  it('hold the docs/product texts verbatim in English (typos included)', () => {
    expect(account.en).toMatchObject({
      'nav.myprofile': 'My Profile',
      'nav.orders': 'My Orders',
      'nav.transactions': 'My Points',
      'nav.addresses': 'My Addresses',
      'nav.logout': 'Logout',
      'password.success.text': 'The password change was succes. You will be redirect to homepage.',
      'password.failed.title': 'Fail',
      'password.failed.text': 'Password change failed. Please try again.',
      'field.statePlaceholder': 'e.g. WY or QC',
      'field.selectCountry': 'Select Country...',
    });
  });
});
