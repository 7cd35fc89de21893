/**
 * A tracking link from the fulfilment partner, only when it is a plain web address: a
 * `javascript:` or `data:` link in an order record must never become something to click.
 */
export function trackingUrl(link: string | null | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
