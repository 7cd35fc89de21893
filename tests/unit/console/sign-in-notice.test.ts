// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { consolePaths } from '../../../src/console/app/console-paths';
import { signInNotice, type SignInSearch } from '../../../src/console/features/sign-in/sign-in-search';
import { routeTree } from '../../../src/console/routeTree.gen';

// The console's router moving to the sign-in page as the app does (`navigate({ href })`), then what
// the page reads from its validated query: the router writes the validated values back into the
// address, so a notice has to survive that trip.
async function arriveAt(href: string) {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/admin/forgot-password'] }), context: {} as never });
  await router.load();
  await router.navigate({ href });
  // The RouterProvider loads on each move of the history; without React, the test does.
  await router.load();
  const match = router.state.matches.at(-1)!;
  expect(match.routeId).toBe('/admin/sign-in');
  return { href: router.state.location.href, notice: signInNotice(match.search as SignInSearch), search: match.search as SignInSearch };
}

describe('sign-in page notices', () => {
  it('says a session ended when sent there after a refused call, and keeps where to go on', async () => {
    const arrived = await arriveAt(consolePaths.signIn('/admin/programs/summit/audit?action=points', { ended: true }));
    expect(arrived.notice).toBe('ended');
    expect(arrived.search.redirect).toBe('/admin/programs/summit/audit?action=points');
    expect(arrived.href).toContain('ended=1');
  });

  it('says a password is set after a mailed link', async () => {
    expect((await arriveAt(consolePaths.signIn(undefined, { passwordSet: true }))).notice).toBe('passwordSet');
  });

  it('says nothing on a plain visit or a query it does not know', async () => {
    expect((await arriveAt(consolePaths.signIn('/admin/audit'))).notice).toBeNull();
    expect((await arriveAt('/admin/sign-in?ended=yes&password=maybe')).notice).toBeNull();
  });
});
