// The demo data product/demo.md promises, checked in a real database after migrate + seed.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { components } from '../../../src/api/schema.gen.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDb } from '../../../server/db/open.ts';
import type { Db } from '../../../server/db/types.ts';
import { imageRoutes } from '../../../server/images/index.ts';
import { verifyPassword } from '../../../server/lib/passwords.ts';
import { catalogue } from '../../../server/seed/catalogue.ts';
import { hostileProgram, hostileSandbox, PAYLOADS } from '../../../server/demo/hostile-sandbox.ts';
import { seed } from '../../../server/seed/index.ts';
import { messageSets, seedPrograms } from '../../../server/seed/programs.ts';

type S = components['schemas'];
type Program = S['Program'];

interface ProductRow {
  id: string;
  slug: string;
  program_id: number | null;
  name: string;
  brand_name: string;
  brand_slug: string;
  price: number;
  discount_price: number | null;
  effective_price: number;
  badges: S['Badge'][];
  search_text: string;
  details: Omit<S['Product'], 'productID' | 'slug' | 'name' | 'brandName' | 'brandSlug' | 'price' | 'discountPrice' | 'badges' | 'categories'>;
}

// The contract's schemas, to check that what the seed stores is what the API may serve.
const DOC_ID = 'https://storefront.local/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...(parse(readFileSync('openapi.yaml', 'utf8')) as object), $id: DOC_ID });
function assertSchema(name: string, value: unknown) {
  const validate = ajv.getSchema(`${DOC_ID}#/components/schemas/${name}`)!;
  if (!validate(value)) throw new Error(`${name}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`);
}

/** A fingerprint of every seeded table. */
async function fingerprint(db: Db, table: string, order: string, columns = '*'): Promise<string> {
  const [row] = await db.query<{ h: string }>(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY ${order}), '')) AS h FROM (SELECT ${columns} FROM ${table}) t`);
  return row!.h;
}
const TABLES: [string, string, string?][] = [
  ['programs', 'id'],
  ['program_hosts', 'host'],
  ['languages', 'program_id, locale'],
  ['categories', 'id'],
  ['products', 'id'],
  ['product_categories', 'product_id, category_id'],
  ['users', 'id', 'id, program_id, login, name, email, password_hash, status, balance, last_update_date, level_id, country, custom_fields, created_at'],
  ['addresses', 'id'],
  ['orders', 'id'],
  ['order_items', 'id'],
  // Opening balances have the importer's random ids; everything else about them is fixed.
  ['transactions', 'user_id, created_at', 'user_id, created_at, description, amount, balance, reference'],
];
const fingerprints = async (db: Db) => Object.fromEntries(await Promise.all(TABLES.map(async ([t, o, c]) => [t, await fingerprint(db, t, o, c)])));

let db: Db;
let first: { seeded: boolean };
let programs: Map<string, { id: number; config: Program }>;
let products: Map<string, ProductRow>;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory' });
  await migrate(db);
  // As a demo start seeds: with its Hostile Sandbox.
  first = await seed(db, { extra: hostileSandbox() });
  const rows = await db.query<{ id: number; slug: string; config: Program }>('SELECT id, slug, config FROM programs');
  programs = new Map(rows.map((r) => [r.slug, r]));
  const productRows = await db.query<ProductRow>('SELECT * FROM products');
  products = new Map(productRows.map((p) => [p.slug, p]));
});

afterAll(async () => {
  await db?.close();
});

const program = (slug: string) => programs.get(slug)!.config;
const product = (slug: string) => products.get(slug)!;
const userByLogin = async (programSlug: string, login: string) => {
  const [u] = await db.query<Record<string, unknown> & { id: string; balance: number | null; status: string | null; password_hash: string | null }>(
    'SELECT u.* FROM users u JOIN programs p ON p.id = u.program_id WHERE p.slug = $1 AND lower(u.login) = lower($2)',
    [programSlug, login],
  );
  return u;
};

describe('programs', () => {
  it('seeds into an empty database', () => {
    expect(first).toEqual({ seeded: true });
  });

  it('applies each program folder (and the sandbox document) to exactly the document programs.ts describes, with its message sets', async () => {
    const sets = await db.query<{ slug: string; locale: string; messages: Record<string, string> }>(
      'SELECT p.slug, l.locale, l.messages FROM languages l JOIN programs p ON p.id = l.program_id ORDER BY p.id, l.locale',
    );
    for (const [index, described] of [...seedPrograms(), hostileProgram()].entries()) {
      expect(programs.get(described.slug), described.slug).toEqual({ id: index + 1, slug: described.slug, config: JSON.parse(JSON.stringify(described.config)) });
      const expected = messageSets(described).map((set) => ({ slug: described.slug, ...set }));
      expect(sets.filter((s) => s.slug === described.slug)).toEqual(expected.sort((a, b) => a.locale.localeCompare(b.locale)));
    }
  });

  it('maps every demo host to its program, and no other host', async () => {
    const rows = await db.query<{ host: string; name: string }>(
      "SELECT h.host, p.config->>'fullName' AS name FROM program_hosts h JOIN programs p ON p.id = h.program_id ORDER BY h.host",
    );
    expect(Object.fromEntries(rows.map((r) => [r.host, r.name]))).toEqual({
      localhost: 'Summit Rewards',
      '127.0.0.1': 'Summit Rewards',
      'points.localhost': 'Summit Rewards',
      'tiered.localhost': 'Apex Tiers',
      'claim.localhost': 'Thank You Gifts',
      'closed.localhost': 'Winter Wonders',
      'rebuilding.localhost': 'Spring Catalog',
      'hostile.localhost': 'Hostile Sandbox',
    });
  });

  it('stores complete Program documents (openapi.yaml), oktaConfig as a path the server completes', () => {
    for (const { config } of programs.values()) {
      const served = config.oktaConfig
        ? { ...config, oktaConfig: { ...config.oktaConfig, serviceURL: `http://localhost:3000${config.oktaConfig.serviceURL}` } }
        : config;
      assertSchema('Program', served);
    }
    expect(program('summit').oktaConfig).toEqual({ serviceURL: '/oidc', clientId: 'storefront' });
  });

  it('gives Summit Rewards every setting product/demo.md rule 8 lists', () => {
    const summit = program('summit');
    expect(summit).toMatchObject({
      type: 'points',
      fullName: 'Summit Rewards',
      status: true,
      feedStatus: { status: 'Completed' },
      ssoEnabled: true,
      learningLoginUrl: 'https://learning.example/login',
      languages: ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'],
      continents: ['USA', 'NA', 'EU'],
      defaultContinent: 'USA-CONT',
      defaultCountry: 'USA',
      geolocation: { enabled: true },
      showTopAccountBar: true,
      showTopCategorySearchBar: false,
      ableToPasswordReset: true,
      terms: 'checkbox',
      customField1: 'Cost Centre',
      customFieldVisible1: true,
      customFieldEdit1: true,
      customField2: 'Employee ID',
      customFieldVisible2: true,
      customFieldEdit2: false,
    });
    const p = summit.permissions;
    for (const flag of ['allowPurchase', 'allowAddressManagement', 'allowEmailUpdate', 'allowUserGrid', 'showBrands', 'showCategories', 'showPriceSlider', 'showTags'] as const) {
      expect(p[flag], flag).toBe(true);
    }
    expect(p.productCounts).toEqual([12, 24, 48, 96]);
    expect([...p.sortOrder].sort()).toEqual(['brand_asc', 'brand_desc', 'name_asc', 'name_desc', 'price_asc', 'price_desc']);
    for (const url of [summit.theme.logo, summit.theme.mobileLogo, summit.theme.favIcon, summit.theme.backgroundImage]) {
      expect(url).toMatch(/^\/images\//);
    }
  });

  it('gives Apex Tiers its pale button colour, levels and list grid', () => {
    const apex = program('apex');
    expect(apex).toMatchObject({
      type: 'plateau',
      fullName: 'Apex Tiers',
      languages: ['en', 'fr'],
      ableToPasswordReset: false,
      plateauLevels: [
        { id: 'gold', customHomePage: 'home-gold', levelMessage: 'Welcome, Gold member' },
        { id: 'silver', customHomePage: null, levelMessage: 'Welcome, Silver member' },
      ],
    });
    expect(apex.theme.color2).toBe('#f5e663');
    expect(apex.theme.gridType).toBe('list');
    expect(apex.permissions.allowUserGrid).toBe(false);
    expect(apex.permissions.showPriceSlider).toBe(false);
    expect(apex.permissions.sortOrder.some((s) => s.startsWith('price'))).toBe(false);
    for (const locale of ['en', 'fr']) {
      expect(apex.content[locale]!.pages.map((p) => p.url).sort()).toEqual(['home', 'home-gold']);
    }
  });

  it('gives Thank You Gifts, Winter Wonders and Spring Catalog their modes', () => {
    const claim = program('thanks');
    expect(claim).toMatchObject({ type: 'claim', fullName: 'Thank You Gifts', languages: ['en'], terms: 'Dropdown', showTopAccountBar: false });
    expect(claim.permissions.allowEmailUpdate).toBe(true);
    expect(claim.permissions.showPriceSlider).toBe(false);

    const winter = program('winter');
    expect(winter).toMatchObject({ type: 'points', fullName: 'Winter Wonders', status: false });
    expect(winter.content.en!.pages.map((p) => p.url)).not.toContain('closed');

    const spring = program('spring');
    expect(spring).toMatchObject({ type: 'points', fullName: 'Spring Catalog', status: true, feedStatus: { status: 'Created Products' } });
    expect(spring.content.en!.pages.map((p) => p.url)).not.toContain('siterebuilding');

    for (const slug of ['summit', 'apex', 'thanks', 'hostile']) expect(program(slug).feedStatus.status, slug).toBe('Completed');
  });

  it('gives the gift programs (plateau, claim) no word about points in any text they show', () => {
    // Plateau and claim programs show no points anywhere [demo 35]; the footer, the admin message,
    // level messages and content pages are all shown on their pages.
    for (const slug of ['apex', 'thanks']) {
      const { footerText, adminMessage, plateauLevels, content, translations } = program(slug);
      const shown = JSON.stringify({ footerText, adminMessage, plateauLevels, content, translations });
      expect(shown, slug).not.toMatch(/points?\b/i);
    }
    expect(program('apex').footerText).toBe('Apex Tiers gifts have no cash value and cannot be exchanged.');
    expect(program('summit').footerText).toBe('Summit Rewards points have no cash value.');
  });

  it('gives Summit its texts in each of its languages, and Apex in French [locales-and-regions 4]', () => {
    const summit = program('summit');
    expect(Object.keys(summit.translations ?? {}).sort()).toEqual(summit.languages.filter((l) => l !== 'en').sort());
    expect(summit.translations?.ge).toMatchObject({ footerText: 'Summit-Rewards-Punkte haben keinen Barwert.', customField1: 'Kostenstelle' });
    expect(summit.translations?.ge?.adminMessage).toContain('Doppelte Punkte');
    expect(program('apex').translations?.fr?.levelMessages).toEqual({ gold: 'Bienvenue, membre Gold', silver: 'Bienvenue, membre Silver' });
  });

  it('builds Summit content in all seven locales from real categories', async () => {
    const summit = program('summit');
    const categories = await db.query<{ slug: string; depth: number; parent_slug: string | null }>(
      'SELECT c.slug, c.depth, p.slug AS parent_slug FROM categories c LEFT JOIN categories p ON p.id = c.parent_id',
    );
    const top = categories.filter((c) => c.depth === 0).map((c) => c.slug);
    const known = new Set(categories.map((c) => c.slug));
    for (const locale of summit.languages) {
      const content = summit.content[locale]!;
      expect(content.pages.map((p) => p.url).sort(), locale).toEqual(['about', 'faq', 'home', 'ordersuccess', 'termsandconditions']);
      const home = content.pages.find((p) => p.url === 'home')!;
      const slider = home.sections.find((s): s is S['SliderSection'] => s.type === 'slider')!;
      expect(slider.slides).toHaveLength(3);
      expect(slider.slides.filter((s) => s.action?.link.startsWith('https://'))).toHaveLength(1);
      expect(slider.slides.filter((s) => s.action?.link.startsWith('/'))).toHaveLength(2);
      expect(home.sections.some((s) => s.type === 'html')).toBe(true);
      const carousel = home.sections.find((s): s is S['CarouselSection'] => s.type === 'productsCarousel')!;
      expect(carousel.layout).toBe('grid-4');
      expect(carousel.categories.map((c) => c.slug)).toEqual(top);
      for (const name of ['about', 'faq', 'termsandconditions', 'ordersuccess']) {
        expect(content.pages.find((p) => p.url === name)!.sections[0]!.type).toBe('html');
      }
      const mega = content.desktopMenu.find((m) => m.kind === 'megamenu')!;
      expect(mega.children!.map((c) => c.link)).toEqual(top.map((s) => `/shop/catalog/${s}`));
      for (const child of mega.children!) {
        const slug = child.link.split('/').pop()!;
        expect(child.children!.map((c) => c.link.split('/').pop())).toEqual(categories.filter((c) => c.parent_slug === slug).map((c) => c.slug));
      }
      expect(content.desktopMenu.some((m) => m.kind === 'link')).toBe(true);
      expect(content.mobileMenu.length).toBeGreaterThan(0);
      const links = JSON.stringify(content).match(/\/shop\/catalog\/[a-z0-9-]+/g) ?? [];
      for (const link of links) expect(known.has(link.split('/').pop()!), link).toBe(true);
    }
    // Translated, not copied.
    expect(summit.content.fr!.pages[0]!.title).not.toBe(summit.content.en!.pages[0]!.title);
  });

  it('has a message set for every program locale', async () => {
    const rows = await db.query<{ slug: string; locale: string; messages: Record<string, string> }>(
      'SELECT p.slug, l.locale, l.messages FROM languages l JOIN programs p ON p.id = l.program_id',
    );
    for (const [slug, { config }] of programs) {
      expect(rows.filter((r) => r.slug === slug).map((r) => r.locale).sort(), slug).toEqual([...config.languages].sort());
    }
    expect(rows.find((r) => r.slug === 'summit' && r.locale === 'fr')!.messages.welcome).toBe('Bienvenue sur Summit Rewards');
  });
});

describe('catalogue', () => {
  it('holds the generated products exactly, as demo/catalogue/products.csv gives them to the importer', async () => {
    const categoryOf = new Map(
      (await db.query<{ product_id: string; category_id: string }>('SELECT product_id, category_id FROM product_categories WHERE direct')).map((r) => [r.product_id, r.category_id]),
    );
    let count = 0;
    for (const batch of catalogue()) {
      for (const p of batch) {
        count += 1;
        const row = product(p.slug) as ProductRow & { position: number };
        const { id, program_id, name, brand_name, brand_slug, price, discount_price, badges, position, details } = row;
        expect({ id, program_id, name, brand_name, brand_slug, price, discount_price, badges, position, details, category: categoryOf.get(id) }, p.slug).toEqual({
          id: p.id,
          program_id: null,
          name: p.name,
          brand_name: p.brandName,
          brand_slug: p.brandSlug,
          price: p.price,
          discount_price: p.discountPrice,
          badges: p.badges,
          position: p.position,
          category: p.categoryId,
          details: JSON.parse(JSON.stringify(p.details)),
        });
      }
    }
    expect(count).toBe(360);
  });

  it('has at least 300 shared products from at least 25 brands, all valid Products', async () => {
    const shared = [...products.values()].filter((p) => p.program_id === null);
    expect(shared.length).toBe(360);
    expect(new Set(shared.map((p) => p.brand_slug)).size).toBeGreaterThanOrEqual(25);
    const categories = await db.query<{ product_id: string; id: string; name: string; slug: string }>(
      'SELECT pc.product_id, c.id, c.name, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id',
    );
    for (const p of products.values()) {
      assertSchema('Product', {
        ...p.details,
        productID: p.id,
        slug: p.slug,
        name: p.name,
        brandName: p.brand_name,
        brandSlug: p.brand_slug,
        price: p.price,
        discountPrice: p.discount_price,
        badges: p.badges,
        categories: categories.filter((c) => c.product_id === p.id).map(({ id, name, slug }) => ({ id, name, slug })),
      });
      expect(p.search_text).toBe(`${p.brand_name} ${p.name}`.toLowerCase());
    }
  });

  it('varies badges, discounts, options, dimensions, prices and translations', () => {
    const generated = [...products.values()].filter((p) => p.program_id === null && Number(p.id.slice(2)) > 6);
    for (const badge of ['discount', 'featured', 'new'] as const) {
      expect(generated.filter((p) => p.badges.includes(badge)).length, badge).toBeGreaterThan(20);
    }
    for (const p of generated) {
      expect(p.price % 50, p.slug).toBe(0);
      expect(p.price).toBeGreaterThanOrEqual(500);
      expect(p.price).toBeLessThanOrEqual(40000);
      expect(p.badges.includes('discount'), p.slug).toBe(p.discount_price !== null);
      if (p.discount_price !== null) expect(p.discount_price).toBeLessThan(p.price);
      expect(p.details.images.length).toBeGreaterThanOrEqual(1);
      expect(p.details.images.length).toBeLessThanOrEqual(4);
      expect(p.details.features.length).toBeGreaterThanOrEqual(1);
      expect(p.details.features.length).toBeLessThanOrEqual(6);
      expect(p.details.productDropShipDays).toBeGreaterThanOrEqual(2);
      expect(p.details.productDropShipDays).toBeLessThanOrEqual(14);
      expect(Object.keys(p.details.langs).sort()).toEqual(['de', 'es', 'fr']);
      expect(p.details.productUPC).toMatch(/^\d{12}$/);
    }
    expect(generated.filter((p) => p.details.options.length > 0).length).toBeGreaterThan(50);
    expect(generated.filter((p) => p.details.dims!.itemHeight === 0 && p.details.dims!.itemWeight === 0).length).toBeGreaterThan(20);
    expect(generated.filter((p) => (p.details.costs ?? []).some((c) => c.regionCCCode !== 'USA-CONT')).length).toBeGreaterThan(0);
    expect(generated.filter((p) => p.details.prop65 === 'Y').length).toBeGreaterThan(0);
    expect(generated.filter((p) => p.details.prop65 === 'N').length).toBeGreaterThan(generated.length * 0.8);
    // Most featured products land in every top-level tab of the home carousel.
    expect(new Set(generated.map((p) => p.slug)).size).toBe(generated.length);
  });

  it('has a category tree three levels deep with at least 6 top-level categories, translated', async () => {
    const rows = await db.query<{ id: string; parent_id: string | null; depth: number; translations: Record<string, string> }>('SELECT * FROM categories');
    const top = rows.filter((c) => c.depth === 0);
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...rows.map((c) => c.depth))).toBe(2);
    for (const c of rows) {
      expect(Object.keys(c.translations).sort()).toEqual(['fr', 'ge', 'it', 'nl', 'pt', 'sp']);
      if (c.depth < 2) expect(rows.some((r) => r.parent_id === c.id), c.id).toBe(true);
      if (c.depth > 0) expect(rows.find((r) => r.id === c.parent_id)!.depth).toBe(c.depth - 1);
    }
  });

  it('lists every product under its leaf (direct) and both ancestors', async () => {
    const rows = await db.query<{ product_id: string; direct: number; indirect: number; leaf_depth: number }>(
      `SELECT pc.product_id, count(*) FILTER (WHERE pc.direct)::int AS direct, count(*) FILTER (WHERE NOT pc.direct)::int AS indirect,
              max(c.depth) FILTER (WHERE pc.direct) AS leaf_depth
         FROM product_categories pc JOIN categories c ON c.id = pc.category_id GROUP BY pc.product_id`,
    );
    expect(rows.length).toBe(products.size);
    for (const r of rows) expect(r, r.product_id).toMatchObject({ direct: 1, indirect: 2, leaf_depth: 2 });
  });

  it('puts featured products in every tab of the home carousel', async () => {
    const rows = await db.query<{ slug: string; n: number }>(
      `SELECT c.slug, count(*)::int AS n FROM categories c JOIN product_categories pc ON pc.category_id = c.id JOIN products p ON p.id = pc.product_id
        WHERE c.depth = 0 AND 'featured' = ANY(p.badges) GROUP BY c.slug`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const r of rows) expect(r.n, r.slug).toBeGreaterThanOrEqual(4);
  });
});

describe('the six fixture products', () => {
  it('Aurora Wireless Headphones: three colours, 4,500 points, new, five features, translated', () => {
    const p = product('aurora-wireless-headphones');
    expect(p).toMatchObject({ name: 'Aurora Wireless Headphones', brand_name: 'Aurora', price: 4500, discount_price: null, badges: ['new'], program_id: null });
    expect(p.details.options.map((o) => o.optionColorValue)).toEqual(['Black', 'White', 'Blue']);
    expect(p.details.options.every((o) => o.optionSizeValue === null)).toBe(true);
    expect(p.details.features).toHaveLength(5);
    expect(p.details.langs).toEqual({
      fr: { productName: 'Casque sans fil Aurora' },
      es: { productName: 'Auriculares inalámbricos Aurora' },
      de: { productName: 'Aurora Kabellose Kopfhörer' },
    });
  });

  it('Trailblazer Running Shoe: sizes 6–12 × Red, Grey without Red / 12', () => {
    const p = product('trailblazer-running-shoe');
    expect(p).toMatchObject({ name: 'Trailblazer Running Shoe', brand_name: 'Stride', price: 8000 });
    const pairs = p.details.options.map((o) => `${o.optionColorValue}/${o.optionSizeValue}`);
    expect(pairs).toHaveLength(13);
    expect(new Set(pairs).size).toBe(13);
    expect(pairs).not.toContain('Red/12');
    expect(pairs).toContain('Grey/12');
    expect(new Set(p.details.options.map((o) => o.optionSizeValue))).toEqual(new Set(['6', '7', '8', '9', '10', '11', '12']));
    expect(new Set(p.details.options.map((o) => o.optionColorValue))).toEqual(new Set(['Red', 'Grey']));
  });

  it('Everyday Water Bottle: no options, sales copy, prop65 Y, 10 × 3 in, 1 lb, 1,200 points', () => {
    const p = product('everyday-water-bottle');
    expect(p).toMatchObject({ name: 'Everyday Water Bottle', price: 1200 });
    expect(p.details.options).toEqual([]);
    expect(p.details.productSalesCopy).toBeTruthy();
    expect(p.details.prop65).toBe('Y');
    expect(p.details.dims).toEqual({ itemHeight: 10, itemWidth: 3, itemWeight: 1 });
  });

  it('Echo Smart Speaker: exactly one option and a product video, 6,000 points', () => {
    const p = product('echo-smart-speaker');
    expect(p).toMatchObject({ name: 'Echo Smart Speaker', price: 6000 });
    expect(p.details.options).toHaveLength(1);
    const video = p.details.resources!.product!.filter((r) => r.productResourceType === 'Video');
    expect(video).toHaveLength(1);
    expect(video[0]!.productResourceEmbed).toMatch(/^<iframe [^>]*src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+"/);
  });

  it('Heritage Chronograph Watch: 30,000 points after discount, more than alex has', () => {
    const p = product('heritage-chronograph-watch');
    expect(p).toMatchObject({ name: 'Heritage Chronograph Watch', badges: ['discount'], discount_price: 30000, effective_price: 30000 });
    expect(p.price).toBeGreaterThan(30000);
  });

  it('Custom Engraved Pen: Engraving Font Serif or Script, 2,500 points', () => {
    const p = product('custom-engraved-pen');
    expect(p).toMatchObject({ name: 'Custom Engraved Pen', price: 2500 });
    expect(p.details.optionsCustom1Label).toBe('Engraving Font');
    expect(p.details.options.map((o) => o.optionCustom1Value)).toEqual(['Serif', 'Script']);
  });
});

describe('people', () => {
  it('alex@summit.example: 25,000 points, two US addresses (one default), custom fields', async () => {
    const alex = (await userByLogin('summit', 'alex@summit.example'))!;
    expect(alex).toMatchObject({ id: 'u_alex_summit', name: 'Alex Morgan', email: 'alex@summit.example', balance: 25000, status: null, country: 'USA' });
    expect(alex.last_update_date).toBeTruthy();
    expect(await verifyPassword('Summit#2026', alex.password_hash)).toBe(true);
    const addresses = await db.query<{ is_default: boolean; data: S['AddressInput'] }>('SELECT * FROM addresses WHERE user_id = $1 ORDER BY id', [alex.id]);
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.is_default)).toHaveLength(1);
    for (const a of addresses) {
      expect(a.data.country).toBe('USA');
      assertSchema('AddressInput', a.data);
    }
  });

  it('alex has a Shipped order with tracking, a received one, one in API Error and a cancelled one, paid from points', async () => {
    const orders = await db.query<{ id: string; order_number: string; status: string; total: number; shipping_address: unknown; region: unknown }>(
      "SELECT * FROM orders WHERE user_id = 'u_alex_summit' ORDER BY created_at",
    );
    expect(orders.map((o) => o.status)).toEqual(['Shipped', 'API Error', 'received', 'Cancelled']);
    expect(orders.map((o) => o.order_number)).toEqual(['100001', '100002', '100003', '100004']);
    const [next] = await db.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
    expect(Number(next!.n)).toBeGreaterThan(100004);
    const items = await db.query<{ order_id: string; tracking: S['OrderItem']['tracking']; total: number; price: number; quantity: number }>('SELECT * FROM order_items');
    for (const o of orders) {
      assertSchema('OrderAddress', o.shipping_address);
      assertSchema('Region', o.region);
      const mine = items.filter((i) => i.order_id === o.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.reduce((s, i) => s + i.total, 0)).toBe(o.total);
      for (const i of mine) expect(i.total).toBe(i.price * i.quantity);
    }
    const shipped = items.filter((i) => i.order_id === orders[0]!.id);
    for (const i of shipped) {
      expect(i.tracking).toMatchObject({ trackingCompany: 'UPS', trackingNumber: expect.any(String), trackingLink: expect.stringMatching(/^https:\/\//) });
    }
  });

  it("alex's transactions: at least 10, running balances consistent, ending at 25,000, orders debited", async () => {
    const rows = await db.query<{ description: string; amount: number; balance: number }>(
      "SELECT description, amount, balance FROM transactions WHERE user_id = 'u_alex_summit' ORDER BY created_at, id",
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    let running = 0;
    for (const t of rows) {
      running += t.amount;
      expect(t.balance).toBe(running);
    }
    expect(running).toBe(25000);
    expect(rows.filter((t) => t.description.startsWith('Order #')).map((t) => [t.description, t.amount])).toEqual([
      ['Order #100001', -6900],
      ['Order #100002', -6000],
      ['Order #100003', -2500],
      ['Order #100004', -4500],
      // The cancelled order's points came back, in the words the server's cancellation writes.
      ['Order #100004 cancelled', 4500],
    ]);
  });

  it('every other balance has a history that adds up', async () => {
    const rows = await db.query<{ id: string; balance: number; sum: number }>(
      `SELECT u.id, u.balance, coalesce((SELECT sum(amount)::int FROM transactions t WHERE t.user_id = u.id), 0) AS sum
         FROM users u WHERE u.balance IS NOT NULL`,
    );
    for (const r of rows) expect(r.sum, r.id).toBe(r.balance);
  });

  it('Summit: low@ 1,000, used@ Used, buyer001–100 100,000 each, learners on the allow list', async () => {
    expect(await userByLogin('summit', 'low@summit.example')).toMatchObject({ balance: 1000, status: null });
    expect(await userByLogin('summit', 'used@summit.example')).toMatchObject({ status: 'Used' });
    const buyers = await db.query<{ login: string; balance: number }>(
      "SELECT login, balance FROM users WHERE login LIKE 'buyer%@summit.example' ORDER BY login",
    );
    expect(buyers.map((b) => b.login)).toEqual(Array.from({ length: 100 }, (_, i) => `buyer${String(i + 1).padStart(3, '0')}@summit.example`));
    expect(buyers.every((b) => b.balance === 100000)).toBe(true);
    const learners = await db.query<{ email: string; balance: number; last_update_date: unknown; slug: string }>(
      "SELECT u.email, u.balance, u.last_update_date, p.slug FROM users u JOIN programs p ON p.id = u.program_id WHERE u.email LIKE 'learner%' ORDER BY u.email",
    );
    expect(learners.map((l) => l.email)).toEqual(Array.from({ length: 9 }, (_, i) => `learner${i + 1}@summit.example`));
    expect(learners.every((l) => l.slug === 'summit' && l.last_update_date)).toBe(true);
    expect(learners[0]!.balance).toBe(12345);
    expect(learners[8]!.balance).toBe(0);
    expect(learners.slice(1, 8).every((l) => l.balance > 0)).toBe(true);
  });

  it('alex is in Winter Wonders, Spring Catalog and Hostile Sandbox with 25,000 points', async () => {
    for (const slug of ['winter', 'spring', 'hostile']) {
      const u = (await userByLogin(slug, 'alex@summit.example'))!;
      expect(u, slug).toMatchObject({ balance: 25000, status: null });
      expect(await verifyPassword('Summit#2026', u.password_hash)).toBe(true);
    }
  });

  it('Apex Tiers: GOLD-1001…1010 gold, SILVER-2001…2010 silver, no balance', async () => {
    const rows = await db.query<{ login: string; email: string; level_id: string; balance: number | null; password_hash: string }>(
      "SELECT u.* FROM users u JOIN programs p ON p.id = u.program_id WHERE p.slug = 'apex' ORDER BY login",
    );
    const expected = [
      ...Array.from({ length: 10 }, (_, i) => [`GOLD-${1001 + i}`, 'gold']),
      ...Array.from({ length: 10 }, (_, i) => [`SILVER-${2001 + i}`, 'silver']),
    ];
    expect(rows.map((r) => [r.login, r.level_id])).toEqual(expected);
    expect(rows.every((r) => r.balance === null && r.email === r.login)).toBe(true);
    expect(await verifyPassword('Apex#2026', rows[0]!.password_hash)).toBe(true);
  });

  it('Thank You Gifts: THANKS-0001…0100 unused, THANKS-USED used, no password or balance', async () => {
    const rows = await db.query<{ login: string; status: string | null; balance: number | null; password_hash: string | null }>(
      "SELECT u.* FROM users u JOIN programs p ON p.id = u.program_id WHERE p.slug = 'thanks' ORDER BY login",
    );
    expect(rows.map((r) => r.login)).toEqual([...Array.from({ length: 100 }, (_, i) => `THANKS-${String(i + 1).padStart(4, '0')}`), 'THANKS-USED']);
    expect(rows.filter((r) => r.status === 'Used').map((r) => r.login)).toEqual(['THANKS-USED']);
    expect(rows.every((r) => r.password_hash === null && r.balance === null)).toBe(true);
  });
});

describe('Hostile Sandbox', () => {
  const all = Object.values(PAYLOADS);

  it('carries the payloads in its home page, a `hostile` page and its admin message', () => {
    const hostile = program('hostile');
    const pages = hostile.content.en!.pages;
    const html = (url: string) => JSON.stringify(pages.find((p) => p.url === url)!.sections);
    for (const payload of all) {
      expect(html('home')).toContain(JSON.stringify(payload).slice(1, -1));
      expect(html('hostile')).toContain(JSON.stringify(payload).slice(1, -1));
    }
    expect(hostile.adminMessage).toContain(PAYLOADS.script);
  });

  it('has its own product hostile-sample with payloads in name, sales copy, features and video embed', () => {
    const p = product('hostile-sample');
    expect(p.program_id).toBe(programs.get('hostile')!.id);
    expect(p.name).toContain('<script>window.__xss=1</script>');
    for (const payload of all) expect(p.details.productSalesCopy).toContain(payload);
    expect(p.details.features.map((f) => f.featureName).join('')).toMatch(/onerror=.*javascript:.*onload=/s);
    const embed = p.details.resources!.product![0]!;
    expect(embed.productResourceType).toBe('Video');
    expect(embed.productResourceEmbed).toContain('<iframe src="https://evil.example/">');
  });
});

describe('images', () => {
  it('every image URL the seed stores is served', async () => {
    const text = JSON.stringify([[...programs.values()], [...products.values()], await db.query('SELECT image FROM categories')]);
    const urls = new Set(text.match(/\/images\/[a-z-]+\/[a-z0-9-]+\.svg(?:\?c=[0-9a-f]{6})?/g));
    expect(urls.size).toBeGreaterThan(1000);
    for (const url of urls) {
      const res = await imageRoutes.request(url);
      expect(res.status, url).toBe(200);
    }
  });
});

describe('seeding again, elsewhere, and smaller', () => {
  it('is a no-op on a seeded database', async () => {
    const before = await fingerprints(db);
    expect(await seed(db, { extra: hostileSandbox() })).toEqual({ seeded: false });
    expect(await fingerprints(db)).toEqual(before);
  });

  it('is identical in a fresh database, and SEED_PRODUCTS-style counts seed exactly that many', async () => {
    const other = await openDb({ dataDir: 'memory' });
    try {
      await migrate(other);
      expect(await seed(other, { extra: hostileSandbox() })).toEqual({ seeded: true });
      expect(await fingerprints(other)).toEqual(await fingerprints(db));

      // Reuse the second database (opening one takes seconds): reset it as db:reset does.
      await other.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await migrate(other);
      expect(await seed(other, { productCount: 1000 })).toEqual({ seeded: true });
      const [counts] = await other.query<{ n: number; hostile: number; fixtures: number }>(
        `SELECT (SELECT count(*)::int FROM products) AS n,
                (SELECT count(*)::int FROM programs WHERE slug = 'hostile') AS hostile,
                (SELECT count(*)::int FROM products WHERE slug = ANY($1::text[])) AS fixtures`,
        [['aurora-wireless-headphones', 'trailblazer-running-shoe', 'everyday-water-bottle', 'echo-smart-speaker', 'heritage-chronograph-watch', 'custom-engraved-pen']],
      );
      expect(counts).toEqual({ n: 1000, hostile: 0, fixtures: 6 });
      // The first 360 of a 1,000 catalogue are the default catalogue: one stream, any length.
      const prefix = "(SELECT * FROM products WHERE program_id IS NULL AND id <= 'p_000360') AS p";
      expect(await fingerprint(other, prefix, 'id')).toBe(await fingerprint(db, prefix, 'id'));
      const [noHostileHost] = await other.query<{ n: number }>("SELECT count(*)::int AS n FROM program_hosts WHERE host = 'hostile.localhost'");
      expect(noHostileHost!.n).toBe(0);
    } finally {
      await other.close();
    }
  });
});
