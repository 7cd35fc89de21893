// Hostile Sandbox [demo 37-38]: every place that takes program or product HTML
// carries script payloads. Seeded by a demo start only (server/demo-start.ts): production code
// never imports this file. Browser tests load these pages and assert that window.__xss is never
// set and that the harmless text still shows.
import { fileURLToPath } from 'node:url';
import type { SeedExtra } from '../seed/index.ts';
import { categoryBySlug } from '../seed/categories.ts';
import { html, page, simpleContent } from '../seed/content.ts';
import { alexIn } from '../seed/people.ts';
import { details, features, productImages } from '../seed/product-parts.ts';
import { base, type SeedProgram } from '../seed/programs.ts';
import type { S, SeedProduct } from '../seed/types.ts';

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

function hostileContent(): Record<string, S['ProgramContent']> {
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

/** The program on hostile.localhost, a points program like the others but for its payloads. */
export function hostileProgram(): SeedProgram {
  const config: S['Program'] = {
    ...base('hostile', 'Hostile Sandbox', { accent: '#b91c1c', button: '#991b1b', link: '#7f1d1d' }),
    adminMessage: HOSTILE_ADMIN_MESSAGE,
    content: hostileContent(),
  };
  return { slug: 'hostile', hosts: ['hostile.localhost'], config };
}

/**
 * alex's account there, in the participants file format (the demo's files, docs/operate.md): his
 * Summit#2026 hash, as in demo/participants/summit.csv.
 */
const PARTICIPANTS_FILE = fileURLToPath(new URL('./hostile-participants.csv', import.meta.url));

/** What the seed adds for the sandbox: the program, its product, alex and his address there. */
export function hostileSandbox(): SeedExtra {
  return {
    programs: [hostileProgram()],
    participantsFiles: { hostile: PARTICIPANTS_FILE },
    products: [hostileProduct()],
    users: [alexIn('hostile')],
  };
}
