// The catalogue from the operator: the shared catalogue and a program's own products from a file
// of one row per product option, images uploaded beside it or fetched from the web, created or
// updated by slug, removed only with prune; every refusal changes nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { solidPng } from '../support/png.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let key: string;
let web: Server;
let webUrl: string;
let token: string;
const RED = solidPng(4, 4, [200, 30, 30]);
const BLUE = solidPng(4, 4, [30, 30, 200]);
const FETCHED = solidPng(6, 6, [30, 160, 60]);
let fetches = 0;

const SHARED = '/admin/api/catalogue/import';
const sharedImage = (name: string) => `/admin/api/catalogue/images/${name}`;
const programImport = (program: string) => `/admin/api/programs/${program}/catalogue/import`;
const PROGRAM_T = '/admin/api/programs/{program}/catalogue/import';

const HEADER = 'slug,name,brand,category,price,discount_price,region_prices,badges,sales_copy,images,features,height,width,weight,ships_in_days,prop65,video,option1_name,option1_value,option2_name,option2_value,option_price,option_image,name_fr,sales_copy_fr';
const csv = (...rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;
const TEE = [
  'op-trail-tee,Trail Tee,Northwind,Clothing > Outdoor Wear > Trail Shirts,1200,900,EU:1400; NON-EU:1500,featured,<p>Soft and light.</p>,op-red.png | WEB,Quick dry|UPF 30,1,10,0.4,4,N,https://www.youtube.com/watch?v=aqz-KE-bpKQ,Color,Red,Size,M,,op-red.png,T-shirt trail,<p>Doux et léger.</p>',
  'op-trail-tee,,,,,,,,,,,,,,,,,,Red,,L,1300,op-red.png,,',
  'op-trail-tee,,,,,,,,,,,,,,,,,,Blue,,M,,op-blue.png,,',
];
const MUG = 'op-camp-mug,Camp Mug,Northwind,Electronics > Audio > Speakers,500,,,new,,op-blue.png,,,,,,Y,,,,,,,,,';

const product = async (slug: string) => {
  const res = await server.request(SUMMIT, `/api/products/${slug}`, { token });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Record<string, unknown> & { options: Record<string, unknown>[] }) : null };
};
const programProducts = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE program_id IS NOT NULL'))[0]!.n);
const productCount = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM products'))[0]!.n);

beforeAll(async () => {
  // The image host below is on loopback: reached only because the allow list names it.
  server = await startTestServer({ adminFetchAllow: ['127.0.0.1'] });
  ({ key } = await operatorKey(server));
  token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
  web = createServer((req, res) => {
    fetches += 1;
    if (req.url === '/green.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(FETCHED);
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
  await server?.close();
});

describe('catalogue import', () => {
  it('stores uploaded images, then creates products with their options, prices, translations and images (one fetched from the web)', async () => {
    for (const [name, data] of [['op-red.png', RED], ['op-blue.png', BLUE]] as const) {
      const res = await admin(server, 'PUT', sharedImage(name), { key, file: data, type: 'application/octet-stream' }, '/admin/api/catalogue/images/{name}');
      expect(res.status, res.text).toBe(200);
      expect(res.body.changed).toBe(true);
    }
    const file = csv(...TEE.map((r) => r.replace('WEB', `${webUrl}/green.png`)), MUG);
    const res = await admin(server, 'POST', SHARED, { key, file });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 4, created: 2, updated: 0, unchanged: 0, removed: 0 });

    const tee = (await product('op-trail-tee')).body!;
    expect(tee).toMatchObject({
      name: 'Trail Tee',
      brandName: 'Northwind',
      price: 1200,
      discountPrice: 900,
      badges: ['discount', 'featured'],
      productSalesCopy: '<p>Soft and light.</p>',
      features: [{ featureName: 'Quick dry' }, { featureName: 'UPF 30' }],
      dims: { itemHeight: 1, itemWidth: 10, itemWeight: 0.4 },
      productDropShipDays: 4,
      prop65: 'N',
      langs: { fr: { productName: 'T-shirt trail', productSalesCopy: '<p>Doux et léger.</p>' } },
      costs: [
        { regionCCCode: 'EU', costMSRP: 1400 },
        { regionCCCode: 'NON-EU', costMSRP: 1500 },
      ],
    });
    expect((tee.categories as { name: string }[]).map((c) => c.name)).toEqual(['Clothing', 'Outdoor Wear', 'Trail Shirts']);
    expect(tee.options.map((o) => [o.optionColorValue, o.optionSizeValue, o.price])).toEqual([
      ['Red', 'M', null],
      ['Red', 'L', 1300],
      ['Blue', 'M', null],
    ]);
    expect(JSON.stringify((tee.resources as { product: unknown[] }).product)).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');

    // Every image is the server's own address, and serves the bytes uploaded or fetched.
    const images = (tee.images as { imageHigh: string }[]).map((i) => i.imageHigh);
    expect(images).toHaveLength(2);
    for (const [address, bytes] of [[images[0]!, RED], [images[1]!, FETCHED], [(tee.options[2]!.optionImages as { optionImageHigh: string }).optionImageHigh, BLUE]] as const) {
      expect(address).toMatch(/^\/catalogue-images\/_\/[A-Za-z0-9._-]+\?v=[0-9a-f]{12}$/);
      const got = await server.app.request(`http://${SUMMIT}${address}`);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await product('op-camp-mug')).body).toMatchObject({ price: 500, badges: ['new'], prop65: 'Y', options: [] });

    // The shared file created the categories it named; the tree shows them with their product.
    const tree = (await (await server.request(SUMMIT, '/api/categories', { token })).json()) as { name: string; items: number; children: { name: string; children: { name: string; items: number }[] }[] }[];
    const clothing = tree.find((c) => c.name === 'Clothing');
    expect(clothing?.children.map((c) => c.name)).toEqual(['Outdoor Wear']);
    expect(clothing?.children[0]!.children).toEqual([expect.objectContaining({ name: 'Trail Shirts', items: 1 })]);
  });

  it('the same file again changes nothing, fetches nothing and keeps option ids; a changed row updates its product', async () => {
    const before = await dataState(server);
    const ids = (await product('op-trail-tee')).body!.options.map((o) => o.optionID);
    const fetchesBefore = fetches;
    const file = csv(...TEE.map((r) => r.replace('WEB', `${webUrl}/green.png`)), MUG);
    const again = await admin(server, 'POST', SHARED, { key, file });
    expect(again.body).toEqual({ rows: 4, created: 0, updated: 0, unchanged: 2, removed: 0 });
    expect(fetches).toBe(fetchesBefore);
    expect(await dataState(server)).toEqual(before);

    const changed = await admin(server, 'POST', SHARED, { key, file: csv(...TEE.map((r) => r.replace('WEB', `${webUrl}/green.png`)), MUG.replace(',500,', ',650,')) });
    expect(changed.body).toEqual({ rows: 4, created: 0, updated: 1, unchanged: 1, removed: 0 });
    expect((await product('op-camp-mug')).body!.price).toBe(650);
    expect((await product('op-trail-tee')).body!.options.map((o) => o.optionID)).toEqual(ids);
  });

  it('takes JSON lines with the same columns', async () => {
    const line = { slug: 'op-lantern', name: 'Lantern', brand: 'Northwind', category: 'Electronics > Audio > Speakers', price: 800, images: 'op-blue.png' };
    const res = await admin(server, 'POST', SHARED, { key, file: `${JSON.stringify(line)}\n`, type: 'application/x-ndjson' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ rows: 1, created: 1 });
    expect((await product('op-lantern')).body).toMatchObject({ name: 'Lantern', price: 800 });
  });

  it('removes products the file does not name only with prune, and only from its own catalogue', async () => {
    const ownBefore = await programProducts();
    const sharedBefore = (await productCount()) - ownBefore;
    const res = await admin(server, 'POST', `${SHARED}?prune=true`, { key, file: csv(MUG) }, SHARED);
    expect(res.status, res.text).toBe(200);
    expect(res.body.removed).toBe(sharedBefore - 1);
    expect(await programProducts()).toBe(ownBefore);
    expect((await product('op-trail-tee')).status).toBe(404);
    expect((await product('op-camp-mug')).status).toBe(200);
    expect(Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE program_id IS NULL'))[0]!.n)).toBe(1);
  });

  it("imports a program's own products, which only that program shows", async () => {
    const res = await admin(server, 'POST', programImport('summit'), { key, file: csv('op-summit-cap,Summit Cap,Summit,Electronics > Audio > Speakers,300,,,,,,,,,,,,,,,,,,,,') }, PROGRAM_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1 });
    expect((await product('op-summit-cap')).body).toMatchObject({ name: 'Summit Cap' });
    const [row] = await server.db.query<{ slug: string }>("SELECT p.slug FROM products p JOIN programs g ON g.id = p.program_id WHERE g.slug = 'summit' AND p.slug = 'op-summit-cap'");
    expect(row).toBeTruthy();
  });
});

describe('catalogue ids kept from another system', () => {
  const IDS_HEADER = 'id,slug,name,brand,category,price,region_prices,region_handling,brand_image,images,option1_name,option1_value,option_id';
  const idsCsv = (...rows: string[]) => `${[IDS_HEADER, ...rows].join('\n')}\n`;
  const LANTERN = [
    'legacy-100,op-lantern,Lantern,Northwind,Electronics > Audio > Speakers,800,EU:900,EU:40,/images/brands/northwind.svg,/images/products/op-lantern-1.svg,Color,Green,legacy-100-green',
    'legacy-100,op-lantern,,,,,,,,,,Amber,legacy-100-amber',
  ];

  it('keeps the file’s product and option ids, its brand image, handling costs and the shop’s own image paths; the same file again changes nothing', async () => {
    const res = await admin(server, 'POST', SHARED, { key, file: idsCsv(...LANTERN) }, SHARED);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ created: 1 });
    const [row] = await server.db.query<{ id: string; details: { options: { optionID: string }[]; costs: unknown[]; images: { imageHigh: string }[]; resources: { brand: unknown[] } } }>(
      "SELECT id, details FROM products WHERE slug = 'op-lantern'",
    );
    expect(row!.id).toBe('legacy-100');
    expect(row!.details.options.map((o) => o.optionID)).toEqual(['legacy-100-green', 'legacy-100-amber']);
    expect(row!.details.costs).toEqual([{ regionName: 'European Union', regionCCCode: 'EU', price: 900, costHandling: 40, costMSRP: 900 }]);
    expect(row!.details.images[0]!.imageHigh).toBe('/images/products/op-lantern-1.svg');
    expect(row!.details.resources.brand).toEqual([{ productResourceType: 'Image', productImageLink: '/images/brands/northwind.svg', productResourceEmbed: null }]);
    expect((await product('op-lantern')).body).toMatchObject({ productID: 'legacy-100' });
    const again = await admin(server, 'POST', SHARED, { key, file: idsCsv(...LANTERN) }, SHARED);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
  });

  const refused = async (file: string) => {
    const before = await dataState(server);
    const res = await admin(server, 'POST', SHARED, { key, file }, SHARED);
    expect(res.status).toBe(400);
    expect(await dataState(server)).toEqual(before);
    return res.body.errors[0] as { line: number; column: string; message: string };
  };

  it.each([
    ['a new id for a product that has one', [LANTERN[0]!.replace('legacy-100,', 'legacy-999,'), LANTERN[1]!.replace('legacy-100,', 'legacy-999,')], 2, 'id', 'a product\'s id does not change'],
    ['the id of another product', ['legacy-100,op-other,Other,Northwind,Electronics > Audio > Speakers,100,,,,,,,'], 2, 'id', 'is the id of product "op-lantern"'],
    ['one id for two products in the file', ['legacy-7,op-a7,A,Northwind,Electronics > Audio > Speakers,100,,,,,,,', 'legacy-7,op-b7,B,Northwind,Electronics > Audio > Speakers,100,,,,,,,'], 3, 'id', "line 2's product"],
    ['one option id twice', [LANTERN[0]!, LANTERN[1]!.replace('legacy-100-amber', 'legacy-100-green')], 3, 'option_id', 'The same option id as line 2'],
    ['an option id on a product without options', ['legacy-8,op-c8,C,Northwind,Electronics > Audio > Speakers,100,,,,,,,legacy-8-x'], 2, 'option_id', 'Only for a row with option values'],
    ['a handling cost for a region without a price', ['legacy-9,op-d9,D,Northwind,Electronics > Audio > Speakers,100,EU:200,NA:10,,,,,'], 2, 'region_handling', 'NA has no price in region_prices'],
  ])('refuses %s, naming the line and column', async (_, rows, line, column, message) => {
    const error = await refused(idsCsv(...rows));
    expect(error).toMatchObject({ line, column });
    expect(error.message).toContain(message);
  });
});

describe('catalogue refusals change nothing', () => {
  const refused = async (path: string, file: string | Uint8Array, template = path, init: { type?: string; key?: string } = {}) => {
    const before = await dataState(server);
    const res = await admin(server, 'POST', path, { key: init.key ?? key, file, ...(init.type ? { type: init.type } : {}) }, template);
    expect(await dataState(server)).toEqual(before);
    return res;
  };
  const ok = 'op-ok,Okay,Northwind,Electronics > Audio > Speakers,100,,,,,,,,,,,,,,,,,,,,';

  it.each([
    ['a negative price', csv(ok, 'op-neg,Neg,Northwind,Electronics > Audio > Speakers,-5,,,,,,,,,,,,,,,,,,,,'), 3, 'price', 'Must not be negative.'],
    ['a discount not below the price', csv('op-d,D,Northwind,Electronics > Audio > Speakers,100,100,,,,,,,,,,,,,,,,,,,'), 2, 'discount_price', 'Must be less than the price'],
    ['a duplicate slug', csv(ok, MUG, 'op-ok,Okay again,Northwind,Electronics > Audio > Speakers,100,,,,,,,,,,,,,,,,,,,,'), 4, 'slug', 'already on line 2'],
    ['a malformed row', csv(ok, 'op-q,"Unclosed,Northwind,Electronics > Audio > Speakers,1,,,,,,,,,,,,,,,,,,,,'), 3, undefined, 'Not a valid CSV row'],
    ['a missing name on a first row', csv(',', 'op-x,,Northwind,Electronics > Audio > Speakers,100,,,,,,,,,,,,,,,,,,,,').replace('\n,\n', '\n'), 2, 'name', "Required on a product's first row."],
    ['an image never uploaded', csv('op-i,I,Northwind,Electronics > Audio > Speakers,100,,,,,nowhere.png,,,,,,,,,,,,,,,'), 2, 'images', 'No image "nowhere.png"'],
    // An allowed host is on the operator's network: what it answered is not told (admin-image-fetch.test.ts).
    ['an image address that is not an image', csv('op-w,W,Northwind,Electronics > Audio > Speakers,100,,,,,WEB/page.html,,,,,,,,,,,,,,,'), 2, 'images', 'Could not fetch an image from'],
    ['an unknown region', csv('op-r,R,Northwind,Electronics > Audio > Speakers,100,,MARS:5,,,,,,,,,,,,,,,,,,'), 2, 'region_prices', '"MARS" is not a region'],
    ['an option value without a name', csv('op-o,O,Northwind,Electronics > Audio > Speakers,100,,,,,,,,,,,,,,Red,,,,,,'), 2, 'option1_value', 'without an option name'],
    ['a product column that differs on a later row', csv(TEE[0]!.replace(' | WEB', ''), TEE[1]!.replace('op-trail-tee,,', 'op-trail-tee,Other,')), 3, 'name', "Differs from the product's first row"],
  ])('%s: the line and column are named', async (_, file, line, column, message) => {
    const res = await refused(SHARED, file.replaceAll('WEB', webUrl));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ line, ...(column ? { column } : {}) });
    expect(res.body.errors[0].message).toContain(message);
  });

  it('an unknown column is an error on line 1', async () => {
    const res = await refused(SHARED, 'slug,name,brand,category,price,colour\nop-a,A,B,Electronics,1,red\n');
    expect(res.body.errors[0]).toMatchObject({ line: 1, column: 'colour' });
  });

  it("an unknown category in a program's own file (the shared file creates categories; a program's may not)", async () => {
    const res = await refused(programImport('summit'), csv('op-uc,U,Northwind,Nowhere > Else,100,,,,,,,,,,,,,,,,,,,,'), PROGRAM_T);
    expect(res.body.errors[0]).toMatchObject({ line: 2, column: 'category' });
    expect(res.body.errors[0].message).toContain('No category "Nowhere"');
  });

  it("errors on earlier rows do not spare the file's last product its checks: the response lists its errors too", async () => {
    // The last product is held back until the file ends (its rows may go on); it was never
    // checked once an earlier row had failed, so its unknown category went unreported.
    const res = await refused(
      programImport('summit'),
      csv('op-bad-price,P,Northwind,Electronics > Audio > Speakers,-5,,,,,,,,,,,,,,,,,,,,', 'op-last,L,Northwind,Nowhere > Else,100,,,,,,,,,,,,,,,,,,,,'),
      PROGRAM_T,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 2, column: 'price', message: 'Must not be negative.' },
      { line: 3, column: 'category', message: expect.stringContaining('No category "Nowhere"') },
    ]);
  });

  it('a last product of several rows with an error is named too, after an earlier product with one', async () => {
    const res = await refused(
      SHARED,
      csv(
        'op-dup,D,Northwind,Electronics > Audio > Speakers,100,100,,,,,,,,,,,,,,,,,,,',
        'op-opt,O,Northwind,Electronics > Audio > Speakers,100,,,,,,,,,,,,,Color,Red,,,,,,',
        'op-opt,,,,,,,,,,,,,,,,,,Red,,,,,,',
      ),
    );
    expect(res.body.errors).toEqual([
      { line: 2, column: 'discount_price', message: expect.stringContaining('Must be less than the price') },
      { line: 4, column: 'option1_value', message: 'The same option as line 3.' },
    ]);
  });

  it("a program's file may not take a slug of the shared catalogue", async () => {
    const res = await refused(programImport('summit'), csv(MUG), PROGRAM_T);
    expect(res.body.errors[0]).toMatchObject({ line: 2, column: 'slug' });
  });

  it('a 10 MB file whose last line is bad is refused whole, naming that line', async () => {
    const rows: string[] = [];
    let size = HEADER.length;
    for (let i = 0; size < 10 * 1024 * 1024; i++) {
      const row = `op-bulk-${i},Bulk product ${i} with a longer name to fill the file,Northwind,Electronics > Audio > Speakers,${100 + (i % 900)},,,,<p>${'Copy '.repeat(300)}</p>,,,,,,,,,,,,,,,,`;
      rows.push(row);
      size += row.length + 1;
    }
    rows.push('op-bulk-last,Last,Northwind,Electronics > Audio > Speakers,-1,,,,,,,,,,,,,,,,,,,,');
    const res = await refused(SHARED, csv(...rows));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ line: rows.length + 1, column: 'price', message: 'Must not be negative.' }]);
  }, 120_000);

  it('no key, a revoked key, a key of another program: refused, nothing changed', async () => {
    const file = csv('op-k,K,Northwind,Electronics > Audio > Speakers,100,,,,,,,,,,,,,,,,,,,,');
    const revoked = await operatorKey(server);
    await server.db.query('UPDATE operator_keys SET revoked_at = now() WHERE id = $1', [revoked.id]);
    const apexOnly = await operatorKey(server, ['apex']);
    const summitOnly = await operatorKey(server, ['summit']);
    const before = await dataState(server);
    expect((await admin(server, 'POST', SHARED, { file })).status).toBe(401);
    expect((await admin(server, 'POST', SHARED, { key: revoked.key, file })).status).toBe(401);
    expect((await admin(server, 'POST', programImport('summit'), { key: apexOnly.key, file }, PROGRAM_T)).status).toBe(403);
    // A key for some programs never changes the catalogue every program sees.
    expect((await admin(server, 'POST', SHARED, { key: summitOnly.key, file })).status).toBe(403);
    expect((await admin(server, 'PUT', sharedImage('op-k.png'), { key: summitOnly.key, file: RED, type: 'application/octet-stream' }, '/admin/api/catalogue/images/{name}')).status).toBe(403);
    expect(await dataState(server)).toEqual(before);
  });

  it('an image whose bytes are not what its name says is refused', async () => {
    const res = await admin(server, 'PUT', sharedImage('fake.png'), { key, file: new TextEncoder().encode('<svg/>'), type: 'application/octet-stream' }, '/admin/api/catalogue/images/{name}');
    expect(res.status).toBe(400);
  });
});
