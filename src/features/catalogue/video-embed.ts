import type { Product } from '../../api/queries/product';

/**
 * Video hosts whose players the shop embeds; the Content-Security-Policy's frame-src names the
 * same two (server/lib/security-headers.ts).
 */
export const VIDEO_HOSTS: ReadonlySet<string> = new Set(['www.youtube-nocookie.com', 'player.vimeo.com']);

export interface Video {
  src: string;
  title: string;
}

/**
 * The player address of an embed snippet, when it is an iframe from an allowed host over https.
 * The snippet itself never reaches the page: it is parsed in an inert document (nothing in it runs
 * or loads) and only this checked address is used, in a frame of our own making.
 */
export function videoFromEmbed(embed: string | null | undefined): Video | null {
  if (!embed || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(embed, 'text/html');
  for (const frame of doc.querySelectorAll('iframe')) {
    const raw = frame.getAttribute('src') ?? '';
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      continue;
    }
    if (url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname) && !url.username && !url.password) {
      return { src: url.href, title: frame.getAttribute('title')?.trim() ?? '' };
    }
  }
  return null;
}

/** [catalogue 33]: the videos among the product's and its brand's resources. */
export function productVideos(product: Pick<Product, 'resources'>): Video[] {
  const resources = [...(product.resources?.product ?? []), ...(product.resources?.brand ?? [])];
  return resources
    .filter((r) => r.productResourceType === 'Video')
    .map((r) => videoFromEmbed(r.productResourceEmbed))
    .filter((v): v is Video => v !== null);
}
