import type { Program } from '../../api/queries/program';

export type ProgramType = Program['type'];

/** The entries of the account side navigation, each a path under /account. */
export type AccountNavEntry = 'myprofile' | 'orders' | 'transactions' | 'addresses' | 'logout';

/** [account 1], in its order: points get all five, plateau no points, claim no profile either. */
export const ACCOUNT_NAV: Readonly<Record<ProgramType, readonly AccountNavEntry[]>> = {
  points: ['myprofile', 'orders', 'transactions', 'addresses', 'logout'],
  claim: ['orders', 'addresses', 'logout'],
  plateau: ['myprofile', 'orders', 'addresses', 'logout'],
};

/** Signed-in account pages, each named for its route under /account. */
export type AccountPage = 'myprofile' | 'profile' | 'password' | 'orders' | 'transactions' | 'addresses';

// A page belongs to the section its navigation entry opens; /profile and /password are reached
// from My Profile. /password exists for points and plateau only [account 2].
const PAGE_SECTION: Readonly<Record<AccountPage, AccountNavEntry>> = {
  myprofile: 'myprofile',
  profile: 'myprofile',
  password: 'myprofile',
  orders: 'orders',
  transactions: 'transactions',
  addresses: 'addresses',
};

/** The nav entry to mark as current on a page. */
export function sectionOf(page: AccountPage): AccountNavEntry {
  return PAGE_SECTION[page];
}

/** Whether the program type offers the page: its section is in the type's navigation. */
export function isAccountPageAvailable(type: ProgramType, page: AccountPage): boolean {
  return ACCOUNT_NAV[type].includes(PAGE_SECTION[page]);
}

/** [account 1]: /account goes to My Profile for points, to My Addresses for claim and plateau. */
export function accountHomePath(type: ProgramType): '/account/myprofile' | '/account/addresses' {
  return type === 'points' ? '/account/myprofile' : '/account/addresses';
}

/**
 * [account 6]: the Change Password link shows only where the page exists and the program allows
 * password changes (`ableToPasswordReset`, named as the program setting is [programs-and-modes 11]).
 */
export function showsChangePasswordLink(program: Pick<Program, 'type' | 'ableToPasswordReset'>): boolean {
  return isAccountPageAvailable(program.type, 'password') && program.ableToPasswordReset !== false;
}

// The pages' own sections, and the new-address form under My Addresses.
const ENTRY_BY_SEGMENT: Readonly<Record<string, AccountNavEntry>> = { ...PAGE_SECTION, newaddress: 'addresses' };

/** The navigation entry a path under /account belongs to, if any. */
export function activeEntryOf(pathname: string): AccountNavEntry | undefined {
  const segment = /^\/account\/([^/]+)/.exec(pathname)?.[1];
  return segment === undefined ? undefined : ENTRY_BY_SEGMENT[segment];
}
