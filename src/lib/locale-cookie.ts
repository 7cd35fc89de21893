/**
 * The participant's language in a cookie as well as in the stored state: the server that renders
 * the signed-out pages' first view (docs/performance.md) cannot read localStorage.
 */
export const LOCALE_COOKIE = 'locale';

/** A year, like the stored state it mirrors; `Secure` on https pages. */
export function writeLocaleCookie(
  locale: string,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (!doc) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
