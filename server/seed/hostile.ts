// Hostile Sandbox [demo 37-38]: every place that takes program or product HTML
// carries script payloads. Seeded only outside production. Browser tests load these pages and
// assert that window.__xss is never set and that the harmless text still shows.
import { categoryBySlug } from './categories.ts';
import { html, page, simpleContent } from './content.ts';
import { details, features, productImages } from './product-parts.ts';
import type { S, SeedProduct } from './types.ts';

/** One payload per technique; each sets a different window.__xss value so a failure names its source. */
export const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  onerror: '<img src=x onerror="window.__xss=2">',
  javascriptUrl: '<a href="javascript:window.__xss=3">click</a>',
  svgOnload: '<svg onload="window.__xss=4"></svg>',
  iframe: '<iframe src="https://evil.example/"></iframe>',
} as const;

const ALL = Object.values(PAYLOADS).join('');

export const HOSTILE_ADMIN_MESSAGE = `Sandbox notice ${PAYLOADS.script}${PAYLOADS.onerror}<b>harmless bold text</b>`;

export function hostileContent(): Record<string, S['ProgramContent']> {
  return simpleContent(
    `<h2>Hostile Sandbox</h2><p>Safe text before the payloads.</p>${ALL}<p>Safe text after the payloads.</p>`,
    [
      page('hostile', 'Hostile page', [
        html(`<h2>Hostile content page</h2>${ALL}<p>This paragraph must stay visible.</p>`),
        html(`<p onclick="window.__xss=5">Click me</p><style>body{display:none}</style><form action="javascript:window.__xss=6"><button>Go</button></form>`),
      ]),
    ],
  );
}

/** The program's own product (products.program_id = the Hostile Sandbox). */
export function hostileProduct(): SeedProduct {
  const slug = 'hostile-sample';
  const name = `Hostile Sample ${PAYLOADS.script}`;
  return {
    id: 'p_hostile_sample',
    slug,
    programSlug: 'hostile',
    name,
    brandName: `Sandbox ${PAYLOADS.onerror}`,
    brandSlug: 'sandbox',
    price: 1000,
    discountPrice: null,
    badges: ['new'],
    position: 0,
    categoryId: categoryBySlug('organizers').id,
    details: details({
      productName: name,
      productSalesCopy: `<p>Sales copy with payloads:</p>${ALL}<p>Sales copy ends here.</p>`,
      images: productImages(slug, 1),
      features: features([
        `Feature with a script ${PAYLOADS.script}`,
        `Feature with an image ${PAYLOADS.onerror}`,
        `Feature with a link ${PAYLOADS.javascriptUrl}`,
        `Feature with an svg ${PAYLOADS.svgOnload}`,
      ]),
      productDropShipDays: 3,
      resources: {
        product: [
          {
            productResourceType: 'Video',
            productImageLink: null,
            productResourceEmbed: `${PAYLOADS.iframe}${PAYLOADS.script}${PAYLOADS.svgOnload}`,
          },
        ],
        brand: [],
      },
      langs: {
        fr: { productName: `Échantillon hostile ${PAYLOADS.onerror}` },
        es: { productName: `Muestra hostil ${PAYLOADS.onerror}` },
        de: { productName: `Feindliche Probe ${PAYLOADS.onerror}` },
      },
    }),
  };
}
