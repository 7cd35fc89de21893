/** [home-and-layout 4]: a slide's action that leads off the site opens in a new tab. */
export function isExternalLink(link: string, origin: string): boolean {
  try {
    return new URL(link, origin).origin !== origin;
  } catch {
    return false;
  }
}

/** A link the shop follows: http(s) or a path of its own; anything else (javascript:, data:) is dropped. */
export function safeLink(link: string | null | undefined, origin: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return null;
  }
}
