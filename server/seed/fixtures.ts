// The six products product/demo.md rule 22 names: tests, demos and people rely on exactly these slugs, names,
// options and prices, so they are written out by hand rather than generated. They take the
// first ids and positions (first page of the default order) and count toward SEED_PRODUCTS.
import { categoryBySlug } from './categories.ts';
import { brandImage, details, features, optionImage, productImages, upc, videoEmbed } from './product-parts.ts';
import { slugify } from './rng.ts';
import type { S, SeedProduct } from './types.ts';
import { colourHex } from './vocabulary.ts';

type Fixture = Omit<SeedProduct, 'id' | 'position' | 'brandSlug' | 'programSlug' | 'categoryId'> & { leaf: string };

const colourOption = (slug: string, optionID: string, colour: string): S['ProductOption'] => ({
  optionID,
  optionColorValue: colour,
  optionSizeValue: null,
  optionCustom1Value: null,
  optionCustom2Value: null,
  optionCustom3Value: null,
  optionImages: optionImage(slug, colour, colourHex(colour)),
  price: null,
});

function aurora(id: string): Fixture {
  const slug = 'aurora-wireless-headphones';
  return {
    slug,
    leaf: 'headphones',
    name: 'Aurora Wireless Headphones',
    brandName: 'Aurora',
    price: 4500,
    discountPrice: null,
    badges: ['new'],
    details: details({
      productName: 'Aurora Wireless Headphones',
      productSalesCopy:
        '<p>Lose yourself in rich, balanced sound. Adaptive noise cancellation shuts out the commute, ' +
        'and memory-foam cushions keep you comfortable from the first track to the last.</p>',
      images: productImages(slug, 3),
      // Five features: a product card shows exactly three of them [demo 22; catalogue 22].
      features: features([
        'Active noise cancellation',
        'Up to 30 hours of battery life',
        'Bluetooth 5.3 with multipoint pairing',
        'Fast charge: 10 minutes for 5 hours of play',
        'Folds flat into the included travel case',
      ]),
      // Three values: shown as radio buttons (fewer than 5).
      options: ['Black', 'White', 'Blue'].map((c) => colourOption(slug, `${id}_${slugify(c)}`, c)),
      productDropShipDays: 3,
      productUPC: upc('84012000101'),
      dims: { itemHeight: 7.5, itemWidth: 6.5, itemWeight: 0.6 },
      resources: { product: [], brand: [brandImage('aurora')] },
      langs: {
        fr: { productName: 'Casque sans fil Aurora' },
        es: { productName: 'Auriculares inalámbricos Aurora' },
        de: { productName: 'Aurora Kabellose Kopfhörer' },
      },
    }),
  };
}

function trailblazer(id: string): Fixture {
  const slug = 'trailblazer-running-shoe';
  const options: S['ProductOption'][] = [];
  for (const colour of ['Red', 'Grey']) {
    for (const size of ['6', '7', '8', '9', '10', '11', '12']) {
      // The pair Red / 12 does not exist: the option selectors must cope with a gap.
      if (colour === 'Red' && size === '12') continue;
      options.push({ ...colourOption(slug, `${id}_${slugify(colour)}_${size}`, colour), optionSizeValue: size });
    }
  }
  return {
    slug,
    leaf: 'running-shoes',
    name: 'Trailblazer Running Shoe',
    brandName: 'Stride',
    price: 8000,
    discountPrice: null,
    badges: [],
    details: details({
      productName: 'Trailblazer Running Shoe',
      productSalesCopy: '<p>A responsive, cushioned trainer for road and light trail, with a grippy outsole.</p>',
      images: productImages(slug, 4),
      features: features(['Breathable engineered-mesh upper', 'Responsive foam midsole', 'Grippy rubber outsole', '8 mm heel-to-toe drop']),
      options,
      productDropShipDays: 7,
      productUPC: upc('84012000202'),
      dims: { itemHeight: 5, itemWidth: 4, itemWeight: 1.4 },
      langs: {
        fr: { productName: 'Chaussure de running Trailblazer' },
        es: { productName: 'Zapatilla de running Trailblazer' },
        de: { productName: 'Trailblazer Laufschuh' },
      },
    }),
  };
}

function waterBottle(): Fixture {
  const slug = 'everyday-water-bottle';
  return {
    slug,
    leaf: 'drinkware',
    name: 'Everyday Water Bottle',
    brandName: 'Hydrapeak',
    price: 1200,
    discountPrice: null,
    badges: [],
    details: details({
      productName: 'Everyday Water Bottle',
      // No options, so the product page shows this sales copy.
      productSalesCopy:
        '<p>Double-walled stainless steel keeps drinks <strong>cold for 24 hours</strong> or hot for 12. ' +
        'A leak-proof lid and a slim shape that fits every cup holder make it the bottle you will carry every day.</p>',
      images: productImages(slug, 2),
      features: features(['Keeps drinks cold for 24 hours', 'Leak-proof lid', 'BPA-free materials']),
      productDropShipDays: 4,
      productUPC: upc('84012000303'),
      dims: { itemHeight: 10, itemWidth: 3, itemWeight: 1 },
      prop65: 'Y',
      langs: {
        fr: { productName: 'Gourde du quotidien' },
        es: { productName: 'Botella de agua para cada día' },
        de: { productName: 'Alltags-Trinkflasche' },
      },
    }),
  };
}

function echoSpeaker(id: string): Fixture {
  const slug = 'echo-smart-speaker';
  return {
    slug,
    leaf: 'smart-speakers',
    name: 'Echo Smart Speaker',
    brandName: 'Sonora',
    price: 6000,
    discountPrice: null,
    badges: [],
    details: details({
      productName: 'Echo Smart Speaker',
      productSalesCopy: '<p>Room-filling sound and a voice assistant that runs your smart home.</p>',
      images: productImages(slug, 2),
      features: features(['360° room-filling sound', 'Works with voice assistants', 'Controls smart lights and plugs']),
      // Exactly one option: it is chosen without asking.
      options: [colourOption(slug, `${id}_charcoal`, 'Charcoal')],
      productDropShipDays: 5,
      productUPC: upc('84012000404'),
      dims: { itemHeight: 5.7, itemWidth: 3.9, itemWeight: 1.7 },
      resources: { product: [videoEmbed('aqz-KE-bpKQ', 'Echo Smart Speaker')], brand: [brandImage('sonora')] },
      langs: {
        fr: { productName: 'Enceinte connectée Echo' },
        es: { productName: 'Altavoz inteligente Echo' },
        de: { productName: 'Echo Smarter Lautsprecher' },
      },
    }),
  };
}

function heritageWatch(): Fixture {
  const slug = 'heritage-chronograph-watch';
  return {
    slug,
    leaf: 'chronographs',
    name: 'Heritage Chronograph Watch',
    brandName: 'Meridian',
    // Listed at 36,000, discounted to 30,000: still more than alex's 25,000.
    price: 36000,
    discountPrice: 30000,
    badges: ['discount'],
    details: details({
      productName: 'Heritage Chronograph Watch',
      productSalesCopy: '<p>A Swiss-movement chronograph with a sapphire crystal and a hand-stitched leather strap.</p>',
      images: productImages(slug, 3),
      features: features(['Swiss quartz chronograph movement', 'Sapphire crystal glass', 'Water resistant to 100 m', 'Gift box included']),
      productDropShipDays: 10,
      productUPC: upc('84012000505'),
      dims: { itemHeight: 1.7, itemWidth: 1.7, itemWeight: 0.3 },
      langs: {
        fr: { productName: 'Montre chronographe Heritage' },
        es: { productName: 'Reloj cronógrafo Heritage' },
        de: { productName: 'Heritage Chronograph-Uhr' },
      },
    }),
  };
}

function engravedPen(id: string): Fixture {
  const slug = 'custom-engraved-pen';
  const font = (value: string): S['ProductOption'] => ({
    optionID: `${id}_${slugify(value)}`,
    optionColorValue: null,
    optionSizeValue: null,
    optionCustom1Value: value,
    optionCustom2Value: null,
    optionCustom3Value: null,
    optionImages: null,
    price: null,
  });
  return {
    slug,
    leaf: 'pens',
    name: 'Custom Engraved Pen',
    brandName: 'Inkwell',
    price: 2500,
    discountPrice: null,
    badges: [],
    details: details({
      productName: 'Custom Engraved Pen',
      productSalesCopy: '<p>A weighted brass rollerball, engraved in the font of your choice.</p>',
      images: productImages(slug, 2),
      features: features(['Solid brass barrel', 'Smooth rollerball refill', 'Engraved in our workshop']),
      optionsCustom1Label: 'Engraving Font',
      options: [font('Serif'), font('Script')],
      productDropShipDays: 12,
      productUPC: upc('84012000606'),
      dims: { itemHeight: 5.5, itemWidth: 0.5, itemWeight: 0.1 },
      langs: {
        fr: { productName: 'Stylo gravé personnalisé' },
        es: { productName: 'Bolígrafo grabado personalizado' },
        de: { productName: 'Individuell gravierter Stift' },
      },
    }),
  };
}

const BUILDERS = [aurora, trailblazer, waterBottle, echoSpeaker, heritageWatch, engravedPen];
export const FIXTURE_COUNT = BUILDERS.length;

/** The fixtures as p_000001 … p_000006 at positions 1 … 6. */
export function fixtureProducts(): SeedProduct[] {
  return BUILDERS.map((build, i) => {
    const id = `p_${String(i + 1).padStart(6, '0')}`;
    const { leaf, ...fixture } = build(id);
    return {
      ...fixture,
      id,
      programSlug: null,
      brandSlug: slugify(fixture.brandName),
      position: i + 1,
      categoryId: categoryBySlug(leaf).id,
    };
  });
}
