// Where to go after sign-in. The target arrives in the address (`?redirect=`), so anyone can write
// one into a link: only a path on this site is followed, never another origin.

/** Paths that make no sense to return to after signing in (and /account/logout would sign out again). */
const NOT_A_DESTINATION = /^\/(login|account\/(login|logout|timeout))(\/|$|\?|#)/i;

// A made-up origin that no real URL shares: resolving against it tells a path from anything else.
const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * The same-origin path (with query and hash) of `raw`, or null when it is missing or points
 * elsewhere. Rejects absolute URLs (`https://x`, `javascript:`), protocol-relative ones (`//x`),
 * backslashes (browsers read `/\x` as `//x`), and control characters or spaces (the URL parser
 * drops tabs and newlines, so `/\t/x` would become `//x`).
 */
export function safeRedirectTarget(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\')) return null;
  if (/[\u0000-\u0020\u007f-\u009f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative path: `/a/..//evil.example`.
  if (target.startsWith('//')) return null;
  if (NOT_A_DESTINATION.test(target)) return null;
  return target;
}

/** Where sign-in ends: the visitor's destination when it is safe, else the home page. */
export function afterSignInTarget(raw: unknown): string {
  return safeRedirectTarget(raw) ?? '/';
}
