/**
 * The console's addresses. The console's router is not the one the shop registers with TanStack
 * Router for its types, so the console moves by full addresses built here (`navigate({ href })`,
 * `redirect({ href })`); tests/unit/console/console-paths.test.ts checks each one against the
 * console's route tree.
 */
export const consolePaths = {
  home: () => '/admin',
  /**
   * `ended`: the page had a session that has ended; `passwordSet`: a mailed link's password was
   * just set. The sign-in page says so.
   */
  signIn: (redirectTo?: string, { ended = false, passwordSet = false } = {}) => {
    const query = new URLSearchParams({
      ...(redirectTo ? { redirect: redirectTo } : {}),
      ...(ended ? { ended: '1' } : {}),
      ...(passwordSet ? { password: 'set' } : {}),
    }).toString();
    return query ? `/admin/sign-in?${query}` : '/admin/sign-in';
  },
  /** Request a reset link by mail (the sign-in page's "Forgot your password?"). */
  forgotPassword: () => '/admin/forgot-password',
  /** A program's audit trail; null: the whole platform's (platform owners). */
  audit: (program: string | null, query = '') =>
    `${program === null ? '/admin/audit' : `/admin/programs/${encodeURIComponent(program)}/audit`}${query ? `?${query}` : ''}`,
  flows: (machine?: string) => (machine ? `/admin/flows?${new URLSearchParams({ machine })}` : '/admin/flows'),
} as const;

/** Where a sign-in may send the person on: an address of the console, never another site. */
export function safeConsoleRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/admin') || target.startsWith('//') || target.startsWith('/admin/sign-in')) return consolePaths.home();
  return /^\/admin(\/|\?|$)/.test(target) ? target : consolePaths.home();
}

/** The program an address of the console is about (`/admin/programs/summit/audit` → summit), else null. */
export function programOfPath(pathname: string): string | null {
  const match = /^\/admin\/programs\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
