// The generated-image address scheme, shared by the seed (which stores these URLs in program
// settings and products) and the route that draws them, so the two cannot drift apart.

/** Each kind has its own canvas size; see ./svg.ts. */
export const IMAGE_KINDS = [
  'products',
  'categories',
  'brands',
  'slides',
  'slides-mobile',
  'logos',
  'favicon',
  'backgrounds',
] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Names are plain file names: no dots but the extension, no slashes, nothing to escape. */
export const IMAGE_NAME = /^[a-z0-9-]+\.svg$/;
const MAX_NAME = 160;

export function isImageKind(kind: string): kind is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(kind);
}

export function isImageName(name: string): boolean {
  return name.length <= MAX_NAME && IMAGE_NAME.test(name);
}

/**
 * `/images/{kind}/{base}.svg`, optionally `?c=rrggbb` to fix the main colour (a program's logo in
 * its own palette, a colour option drawn in its colour); without it the colour comes from the name.
 */
export function imageUrl(kind: ImageKind, base: string, colour?: string): string {
  const url = `/images/${kind}/${base}.svg`;
  return colour ? `${url}?c=${colour.replace(/^#/, '').toLowerCase()}` : url;
}
