// The categories file: the shared catalogue's tree with slugs, images and translated names that the
// catalogue file (which names categories by path only) cannot carry; the demo's tree is one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { ALEX } from '../support/fixtures.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let key: string;
const IMPORT = '/admin/api/catalogue/categories/import';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4bb0000000049454e44ae426082', 'hex');

const category = async (slug: string) =>
  (await server.db.query<{ id: string; name: string; parent_id: string | null; depth: number; position: number; image: string | null; translations: Record<string, string> }>(
    'SELECT id, name, parent_id, depth, position, image, translations FROM categories WHERE slug = $1',
    [slug],
  ))[0];
const tree = async () => (await server.db.query<{ h: string }>("SELECT md5(string_agg(c::text, '|' ORDER BY id)) AS h FROM categories c"))[0]!.h;

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await operatorKey(server));
});
afterAll(() => server?.close());

describe('categories import', () => {
  it('creates categories under their parents, after the existing siblings, with ids, slugs, images and names', async () => {
    const put = await admin(server, 'PUT', '/admin/api/catalogue/images/garden.png', { key, file: PNG, type: 'image/png' }, '/admin/api/catalogue/images/{name}');
    expect(put.status, put.text).toBe(200);
    const file = [
      'path,slug,image,id,name_fr,name_ge',
      'Garden,garden,garden.png,legacy-garden,Jardin,Garten',
      'Garden > Tools,,/images/categories/garden-tools.svg,,Outils,',
      'Electronics > Drones,,,,Drones,Drohnen',
    ].join('\n');
    const res = await admin(server, 'POST', IMPORT, { key, file }, IMPORT);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0 });
    const garden = await category('garden');
    expect(garden).toMatchObject({ id: 'legacy-garden', name: 'Garden', parent_id: null, depth: 0, translations: { fr: 'Jardin', ge: 'Garten' } });
    expect(garden!.image).toMatch(/^\/catalogue-images\/_\/garden\.png\?v=[0-9a-f]{12}$/);
    expect(await category('tools')).toMatchObject({ parent_id: 'legacy-garden', depth: 1, position: 0, image: '/images/categories/garden-tools.svg', translations: { fr: 'Outils' } });
    const drones = (await category('drones'))!;
    const [siblings] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM categories WHERE parent_id = 'cat_electronics'");
    expect(drones).toMatchObject({ parent_id: 'cat_electronics', depth: 1, position: siblings!.n - 1 });

    // The shop's category tree carries the translated names at once.
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    const shown = await server.request(SUMMIT, '/api/categories', { token });
    expect(JSON.stringify(await shown.json())).toContain('"fr":"Jardin"');
  });

  it('updates what a row gives and keeps what it leaves empty; the same file again changes nothing', async () => {
    const file = 'path,name_fr,slug\nGARDEN,Le jardin,\nGarden > Tools,,garden-tools\n';
    const res = await admin(server, 'POST', IMPORT, { key, file }, IMPORT);
    expect(res.body).toEqual({ rows: 2, created: 0, updated: 2, unchanged: 0 });
    expect((await category('garden'))!.translations).toEqual({ fr: 'Le jardin', ge: 'Garten' });
    expect(await category('garden-tools')).toMatchObject({ image: '/images/categories/garden-tools.svg' });
    const again = await admin(server, 'POST', IMPORT, { key, file }, IMPORT);
    expect(again.body).toEqual({ rows: 2, created: 0, updated: 0, unchanged: 2 });
  });

  const refusals: [string, string, { line: number; column?: string; message: RegExp }][] = [
    ['a category before its parent', 'path\nPatio > Chairs\nPatio\n', { line: 2, column: 'path', message: /No category "Patio"/ }],
    ['four levels', 'path\nA > B > C > D\n', { line: 2, column: 'path', message: /three levels/ }],
    ['an empty level', 'path\nGarden >  > Hoses\n', { line: 2, column: 'path', message: /separated by >/ }],
    ['a path twice', 'path\nPatio\npatio\n', { line: 3, column: 'path', message: /already on line 2/ }],
    ['a slug another category has', 'path,slug\nPatio,electronics\n', { line: 2, column: 'slug', message: /Another category has the slug/ }],
    ['a bad slug', 'path,slug\nPatio,Patio Things\n', { line: 2, column: 'slug', message: /Lower-case/ }],
    ['an id another category has', 'path,id\nPatio,cat_electronics\n', { line: 2, column: 'id', message: /already has this id/ }],
    ['a new id for a known category', 'path,id\nGarden,other-id\n', { line: 2, column: 'id', message: /an id never changes/ }],
    ['an image that was not uploaded', 'path,image\nPatio,patio.png\n', { line: 2, column: 'image', message: /No image "patio.png"/ }],
    ['an image address elsewhere', 'path,image\nPatio,https://cdn.example/patio.png\n', { line: 2, column: 'image', message: /path on the shop/ }],
    ['a language the catalogue has no names for', 'path,name_xx\nPatio,Patio\n', { line: 1, column: 'name_xx', message: /Unknown column/ }],
  ];
  for (const [what, file, expected] of refusals) {
    it(`refuses ${what}: line and column named, nothing changed`, async () => {
      const before = [await dataState(server), await tree()];
      const res = await admin(server, 'POST', IMPORT, { key, file }, IMPORT);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ line: expected.line, ...(expected.column ? { column: expected.column } : {}), message: expect.stringMatching(expected.message) }));
      expect([await dataState(server), await tree()]).toEqual(before);
    });
  }

  it('is the shared catalogue’s: a key for one program may not change it', async () => {
    const scoped = await operatorKey(server, ['summit'], 'scoped');
    const res = await admin(server, 'POST', IMPORT, { key: scoped.key, file: 'path\nPatio\n' }, IMPORT);
    expect(res.status).toBe(403);
  });
});
