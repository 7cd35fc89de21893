import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/console/routeTree.gen';
import { consolePaths, programOfPath, safeConsoleRedirect } from '../../../src/console/app/console-paths';
import { staffPasswordLink } from '../../../src/domain/staff-password-link';

// The console moves by full addresses (see console-paths.ts): each one must be a page of its route tree.
const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never });
const pageOf = (href: string) => {
  const { pathname } = new URL(href, 'http://console.example');
  const matches = router.matchRoutes(pathname, {});
  return matches.at(-1)?.routeId;
};

describe('console addresses', () => {
  it('each leads to a page of the console’s route tree', () => {
    expect(pageOf(consolePaths.home())).toBe('/admin/_staff/');
    expect(pageOf(consolePaths.signIn('/admin/audit', { ended: true }))).toBe('/admin/sign-in');
    expect(pageOf(consolePaths.audit('summit', 'action=points'))).toBe('/admin/_staff/programs/$program/audit');
    expect(pageOf(consolePaths.audit(null))).toBe('/admin/_staff/audit');
    expect(pageOf(consolePaths.flows('cart'))).toBe('/admin/_staff/flows');
    expect(pageOf(consolePaths.forgotPassword())).toBe('/admin/forgot-password');
    expect(pageOf(consolePaths.signIn(undefined, { passwordSet: true }))).toBe('/admin/sign-in');
    // The page a staff member's mailed link opens (src/domain/staff-password-link.ts).
    expect(pageOf(staffPasswordLink('http://console.example', { token: 't', invitation: true }))).toBe('/admin/password');
  });

  it('say what they carry in the query', () => {
    expect(consolePaths.signIn('/admin/audit?action=points', { ended: true })).toBe('/admin/sign-in?redirect=%2Fadmin%2Faudit%3Faction%3Dpoints&ended=1');
    expect(consolePaths.signIn(undefined, { passwordSet: true })).toBe('/admin/sign-in?password=set');
    expect(consolePaths.audit('summit', 'action=points')).toBe('/admin/programs/summit/audit?action=points');
    expect(programOfPath('/admin/programs/summit/audit')).toBe('summit');
    expect(programOfPath('/admin/flows')).toBeNull();
  });

  it('a sign-in sends on only to the console’s own addresses', () => {
    expect(safeConsoleRedirect('/admin/programs/summit/audit?action=points')).toBe('/admin/programs/summit/audit?action=points');
    for (const elsewhere of [undefined, '', 'https://evil.example/admin', '//evil.example/admin', '/shop', '/administrator', '/admin/sign-in?redirect=/admin']) {
      expect(safeConsoleRedirect(elsewhere), String(elsewhere)).toBe('/admin');
    }
  });
});
