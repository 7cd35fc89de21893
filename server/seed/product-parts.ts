// Small builders shared by the fixture products and the generated catalogue.
import { videoEmbedHtml } from '../admin/catalogue.ts';
import { imageUrl } from '../images/urls.ts';
import { slugify } from './rng.ts';
import type { ProductDetails, S } from './types.ts';

/** `count` image sets; every size is the same SVG (it scales), named {slug}-{n}. */
export function productImages(slug: string, count: number): S['ProductImage'][] {
  return Array.from({ length: count }, (_, i) => {
    const url = imageUrl('products', `${slug}-${i + 1}`);
    return { imageHigh: url, imageLowMedium: url, imageLowSmall: url };
  });
}

/** A colour option's own picture, drawn in that colour. */
export const optionImage = (slug: string, colour: string, hex: string) => ({
  optionImageHigh: imageUrl('products', `${slug}-${slugify(colour)}`, hex),
});

export const features = (lines: readonly string[]): S['Product']['features'] => lines.map((featureName) => ({ featureName }));

/** A UPC-A: 11 digits and the check digit, so it looks right to anyone who checks. */
export function upc(body11: string): string {
  const digits = body11.padStart(11, '0').slice(-11).split('').map(Number);
  const odd = digits.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
  const even = digits.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
  return `${digits.join('')}${(10 - ((odd * 3 + even) % 10)) % 10}`;
}

/** A privacy-friendly video embed, as the catalogue importer stores a file's video address. */
export function videoEmbed(videoId: string, title: string): S['Resource'] {
  return { productResourceType: 'Video', productImageLink: null, productResourceEmbed: videoEmbedHtml(`https://www.youtube-nocookie.com/embed/${videoId}`, title) };
}

export const brandImage = (brandSlug: string): S['Resource'] => ({
  productResourceType: 'Image',
  productImageLink: imageUrl('brands', brandSlug),
  productResourceEmbed: null,
});

/** Defaults for every details field, so each product states only what is special about it. */
export function details(partial: Partial<ProductDetails> & Pick<ProductDetails, 'productName' | 'images'>): ProductDetails {
  return {
    type: 'standard',
    productSalesCopy: null,
    features: [],
    options: [],
    optionsCustom1Label: null,
    optionsCustom2Label: null,
    optionsCustom3Label: null,
    productDropShipDays: 5,
    productUPC: null,
    costs: [],
    dims: { itemHeight: 0, itemWidth: 0, itemWeight: 0 },
    resources: { product: [], brand: [] },
    prop65: 'N',
    langs: {},
    ...partial,
  };
}
