import type { SnapshotFrom } from 'xstate';
import type { siteModeMachine } from './site-mode.machine.ts';

type SiteSnapshot = SnapshotFrom<typeof siteModeMachine>;

export type SiteMode = 'unknown' | 'open' | 'notFound' | 'closed' | 'rebuilding' | 'usedClaim' | 'usedOther';

export function selectMode(s: SiteSnapshot): SiteMode {
  if (s.matches({ used: 'claim' })) return 'usedClaim';
  if (s.matches({ used: 'other' })) return 'usedOther';
  for (const mode of ['open', 'notFound', 'closed', 'rebuilding'] as const) if (s.matches(mode)) return mode;
  return 'unknown';
}

/** The content page that replaces a mode's built-in text when the program has one. */
export const CONTENT_PAGE_OF: Partial<Record<SiteMode, string>> = {
  closed: 'closed',
  rebuilding: 'siterebuilding',
  usedClaim: 'usedaccount',
  usedOther: 'usedaccount',
};

/**
 * Paths a mode lets through; any other path shows the mode's page at /. Rebuilding keeps the
 * order-success and logout routes and the account area [programs-and-modes 25]; used keeps only / (and
 * logout, so a participant is never trapped).
 */
export function isPathAllowed(mode: SiteMode, path: string): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  switch (mode) {
    case 'rebuilding':
      return p === '/' || p.startsWith('/shop/checkout/success/') || p === '/account' || p.startsWith('/account/');
    case 'usedClaim':
    case 'usedOther':
      return p === '/' || p === '/account/logout';
    default:
      return true;
  }
}
