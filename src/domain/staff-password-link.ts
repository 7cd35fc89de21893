// The link of a staff password mail (an invitation or a reset), built by the server and read by the
// console's password page: one place for its address and parameters.

/** The console page that chooses a staff password from a mailed link. */
export const STAFF_PASSWORD_PAGE_PATH = '/admin/password';

/** `{base}/admin/password?token=…[&invitation=1]`; `base` has no trailing slash. */
export function staffPasswordLink(base: string, p: { token: string; invitation: boolean }): string {
  const query = new URLSearchParams({ token: p.token });
  if (p.invitation) query.set('invitation', '1');
  return `${base}${STAFF_PASSWORD_PAGE_PATH}?${query.toString()}`;
}
