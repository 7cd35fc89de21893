// Bad input in every operator file and refused callers on every admin call: each refusal names
// the line (and column), and the database is exactly what it was (dataState before and after).
// The catalogue's own refusals are in admin-catalogue.test.ts, the program folder's field errors
// in admin-program.test.ts; this file adds what they share with the other files.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../server/cli/ops.ts';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let key: string;
let item: { orderNumber: string; itemId: string };
const TEN_MB = 10 * 1024 * 1024;

/** A file of `header`, good rows from `row` until it passes 10 MB, then `last`. */
function tenMegabytes(header: string, row: (i: number) => string, last: string): { file: string; lastLine: number } {
  const rows: string[] = [];
  let size = header.length;
  for (let i = 0; size < TEN_MB; i++) {
    const r = row(i);
    rows.push(r);
    size += r.length + 1;
  }
  return { file: `${header}\n${rows.join('\n')}\n${last}\n`, lastLine: rows.length + 2 };
}

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await operatorKey(server));
  const token = await server.signIn(SUMMIT, 'buyer007@summit.example', PASSWORD);
  const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
  const { id } = (await placed.json()) as { id: string };
  const order = (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as { orderNumber: string; items: { id: string }[] };
  item = { orderNumber: order.orderNumber, itemId: order.items[0]!.id };
});
afterAll(() => server?.close());

const FILES = {
  participants: { path: '/admin/api/programs/summit/participants/import', template: '/admin/api/programs/{program}/participants/import' },
  deactivate: { path: '/admin/api/programs/summit/participants/deactivate', template: '/admin/api/programs/{program}/participants/deactivate' },
  tracking: { path: '/admin/api/programs/summit/tracking/import', template: '/admin/api/programs/{program}/tracking/import' },
} as const;

async function refused(kind: keyof typeof FILES, file: string) {
  const before = await dataState(server);
  const res = await admin(server, 'POST', FILES[kind].path, { key, file }, FILES[kind].template);
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  expect(await dataState(server)).toEqual(before);
  return res.body.errors as { line: number; column?: string; message: string }[];
}

describe('every file: a malformed row and an unknown column', () => {
  const cases = () =>
    [
      ['participants', 'email,name\nnew1@summit.example,New One\nnew2@summit.example,"New Two\n', 'email,name,colour\nnew3@summit.example,New Three,red\n'],
      ['deactivate', 'login\nbuyer001@summit.example\n"buyer002@summit.example\n', 'login,reason\nbuyer001@summit.example,left\n'],
      [
        'tracking',
        `order_number,item_id,status,tracking_number,tracking_company\n${item.orderNumber},${item.itemId},Shipped,1Z1,UPS\n${item.orderNumber},"${item.itemId},Shipped,1Z1,UPS\n`,
        `order_number,item_id,status,carrier\n${item.orderNumber},${item.itemId},Received,UPS\n`,
      ],
    ] as const;
  for (const kind of ['participants', 'deactivate', 'tracking'] as const) {
    it(`${kind}: the malformed row is named by its line, the unknown column on line 1`, async () => {
      const [, malformed, unknown] = cases().find(([k]) => k === kind)!;
      expect((await refused(kind, malformed))[0]).toMatchObject({ line: 3, message: expect.stringContaining('Not a valid CSV row') });
      expect((await refused(kind, unknown))[0]).toMatchObject({ line: 1, column: unknown.split('\n')[0]!.split(',').at(-1), message: expect.stringContaining('Unknown column') });
    });
  }

  it('tracking: an order number that is not digits is named by its column', async () => {
    const errors = await refused('tracking', `order_number,item_id,status\nABC,${item.itemId},Received\n`);
    expect(errors[0]).toMatchObject({ line: 2, column: 'order_number' });
  });
});

describe('every file: 10 MB whose last line is bad is refused whole', () => {
  it('participants', async () => {
    // Values are trimmed: padded cells keep the row count (the import's work) small, as below.
    const { file, lastLine } = tenMegabytes('email,name,language', (i) => `${' '.repeat(600)}bulk${i}@summit.example,Bulk Person ${i},en`, 'last@summit.example,Last,xx');
    const errors = await refused('participants', file);
    expect(errors).toEqual([{ line: lastLine, column: 'language', message: expect.stringContaining('Not a language') }]);
  }, 180_000);

  it('deactivation', async () => {
    const { file, lastLine } = tenMegabytes('login', (i) => `${' '.repeat(240)}buyer${String((i % 50) + 1).padStart(3, '0')}@summit.example`, 'nobody@summit.example');
    const errors = await refused('deactivate', file);
    expect(errors).toEqual([{ line: lastLine, column: 'login', message: expect.stringContaining('No participant') }]);
  }, 180_000);

  it('tracking', async () => {
    const { file, lastLine } = tenMegabytes(
      'order_number,item_id,status,tracking_number,tracking_company',
      () => `${item.orderNumber},${item.itemId},Shipped,1Z999,UPS${' '.repeat(600)}`,
      `${item.orderNumber},${item.itemId},Lost,,`,
    );
    const errors = await refused('tracking', file);
    expect(errors).toEqual([{ line: lastLine, column: 'status', message: expect.stringContaining('Must be one of') }]);
  }, 180_000);

  it('program folder: a 10 MB content file whose last page is bad', async () => {
    const folder = 'tests/fixtures/admin/program-harbor';
    const settings = JSON.parse(readFileSync(`${folder}/program.json`, 'utf8')) as Record<string, unknown>;
    const en = JSON.parse(readFileSync(`${folder}/content/en.json`, 'utf8')) as { pages: unknown[] };
    const html = `<p>${'Welcome aboard. '.repeat(400)}</p>`;
    const pages = Array.from({ length: Math.ceil(TEN_MB / html.length) }, (_, i) => ({ url: `page${i}`, title: `Page ${i}`, sections: [{ type: 'html', html }] }));
    pages.push({ url: 'last', title: 'Last', sections: [{ type: 'video' } as never] });
    for (const name of ['logo.png']) {
      await admin(server, 'PUT', `/admin/api/programs/harbor/assets/${name}`, { key, file: readFileSync(`${folder}/theme/${name}`), type: 'application/octet-stream' }, '/admin/api/programs/{program}/assets/{name}');
    }
    const before = await dataState(server);
    const res = await admin(server, 'PUT', '/admin/api/programs/harbor', { key, json: { settings: { ...settings, theme: { ...(settings.theme as object), mobileLogo: null, loginLogo: null, favIcon: null, backgroundImage: null, logo: 'logo.png' }, footerImage: null }, content: { en: { ...en, pages } } } }, '/admin/api/programs/{program}');
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.body.fields[0].field).toMatch(new RegExp(`^content\\.en\\.pages\\.${pages.length - 1}\\.sections\\.0`));
    expect(await dataState(server)).toEqual(before);
  }, 180_000);

  it('program folder: a body that is not JSON', async () => {
    const before = await dataState(server);
    const res = await admin(server, 'PUT', '/admin/api/programs/harbor', { key, file: '{"settings": ', type: 'application/json' }, '/admin/api/programs/{program}');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: '(body)', message: 'The body is not valid JSON.' }]);
    expect(await dataState(server)).toEqual(before);
  });
});

describe('every admin call: no key, a revoked key, a key of another program', () => {
  const octet = (data: string) => ({ file: data, type: 'application/octet-stream' });
  const calls: [string, string, string, { file?: string; type?: string; json?: unknown }][] = [
    ['PUT', '/admin/api/programs/summit', '/admin/api/programs/{program}', { json: { settings: {}, content: {} } }],
    ['PUT', '/admin/api/programs/summit/assets/logo.png', '/admin/api/programs/{program}/assets/{name}', octet('x')],
    ['POST', '/admin/api/programs/summit/catalogue/import', '/admin/api/programs/{program}/catalogue/import', { file: 'slug,name,brand,category,price\nk-1,K,B,Electronics,1\n' }],
    ['PUT', '/admin/api/programs/summit/catalogue/images/k.png', '/admin/api/programs/{program}/catalogue/images/{name}', octet('x')],
    ['POST', '/admin/api/programs/summit/participants/import', '/admin/api/programs/{program}/participants/import', { file: 'email,name\nk@summit.example,K\n' }],
    ['POST', '/admin/api/programs/summit/participants/deactivate', '/admin/api/programs/{program}/participants/deactivate', { file: 'login\nbuyer003@summit.example\n' }],
    ['POST', '/admin/api/programs/summit/participants/buyer003%40summit.example/deactivate', '/admin/api/programs/{program}/participants/{login}/deactivate', {}],
    ['POST', '/admin/api/programs/summit/points', '/admin/api/programs/{program}/points', { json: { participant: 'buyer003@summit.example', amount: 5, reason: 'k', reference: 'k-1' } }],
    ['POST', '/admin/api/programs/summit/points/import', '/admin/api/programs/{program}/points/import', { file: 'participant,amount,reason,reference\nbuyer003@summit.example,5,k,k-2\n' }],
    ['POST', '/admin/api/programs/summit/orders/export', '/admin/api/programs/{program}/orders/export', {}],
    ['POST', '/admin/api/programs/summit/tracking/import', '/admin/api/programs/{program}/tracking/import', { file: 'order_number,item_id,status\n1,x,Received\n' }],
    ['POST', '/admin/api/programs/summit/orders/100001/cancel', '/admin/api/programs/{program}/orders/{orderNumber}/cancel', {}],
  ];

  it('each is refused (401, 401, 403) and nothing changes', async () => {
    const revoked = await operatorKey(server, null, 'revoked');
    await server.db.query('UPDATE operator_keys SET revoked_at = now() WHERE id = $1', [revoked.id]);
    const apexOnly = await operatorKey(server, ['apex'], 'apex only');
    const before = await dataState(server);
    for (const [method, path, template, init] of calls) {
      expect((await admin(server, method, path, init, template)).status, `${method} ${path} without a key`).toBe(401);
      expect((await admin(server, method, path, { ...init, key: revoked.key }, template)).status, `${method} ${path} with a revoked key`).toBe(401);
      expect((await admin(server, method, path, { ...init, key: apexOnly.key }, template)).status, `${method} ${path} with another program's key`).toBe(403);
    }
    for (const [method, path, template, init] of [
      ['POST', '/admin/api/catalogue/import', '/admin/api/catalogue/import', { file: 'slug,name,brand,category,price\nk-1,K,B,Electronics,1\n' }],
      ['PUT', '/admin/api/catalogue/images/k.png', '/admin/api/catalogue/images/{name}', octet('x')],
      ['GET', '/admin/api/keys', '/admin/api/keys', {}],
    ] as const) {
      expect((await admin(server, method, path, init, template)).status).toBe(401);
      expect((await admin(server, method, path, { ...init, key: revoked.key }, template)).status).toBe(401);
      // The shared catalogue and the keys belong to every program: a key for some programs is refused.
      expect((await admin(server, method, path, { ...init, key: apexOnly.key }, template)).status).toBe(403);
    }
    expect(await dataState(server)).toEqual(before);
  });
});

describe('every file: text that is not UTF-8', () => {
  /** Each row file, a header and a first row, and the start of its second row (in CSV and as a JSON line). */
  const kinds = () =>
    [
      ['catalogue', '/admin/api/programs/summit/catalogue/import', '/admin/api/programs/{program}/catalogue/import', 'slug,name,brand,category,price\ncafe-1,Coffee,B,Electronics,1\n', 'cafe-2,Caf', '{"slug":"cafe-1","name":"Coffee","brand":"B","category":"Electronics","price":1}\n', '{"slug":"cafe-2","name":"Caf'],
      ['categories', '/admin/api/catalogue/categories/import', '/admin/api/catalogue/categories/import', 'path\nElectronics\n', 'Caf', '{"path":"Electronics"}\n', '{"path":"Caf'],
      ['participants', FILES.participants.path, FILES.participants.template, 'email,name\nann@summit.example,Ann\n', 'zoe@summit.example,Zo', '{"email":"ann@summit.example","name":"Ann"}\n', '{"email":"zoe@summit.example","name":"Zo'],
      ['points', '/admin/api/programs/summit/points/import', '/admin/api/programs/{program}/points/import', 'participant,amount,reason,reference\nbuyer001@summit.example,1,Quiz,enc-1\n', 'buyer001@summit.example,1,Qu', '{"participant":"buyer001@summit.example","amount":1,"reason":"Quiz","reference":"enc-1"}\n', '{"participant":"buyer001@summit.example","amount":1,"reason":"Qu'],
      ['deactivate', FILES.deactivate.path, FILES.deactivate.template, 'login\nbuyer001@summit.example\n', 'zo', '{"login":"buyer001@summit.example"}\n', '{"login":"zo'],
      ['tracking', FILES.tracking.path, FILES.tracking.template, `order_number,item_id,status\n${item.orderNumber},${item.itemId},Received\n`, `${item.orderNumber},${item.itemId},Re`, `{"order_number":"${item.orderNumber}","item_id":"${item.itemId}","status":"Received"}\n`, `{"order_number":"${item.orderNumber}","item_id":"${item.itemId}","status":"Re`],
    ] as const;

  for (const kind of ['catalogue', 'categories', 'participants', 'points', 'deactivate', 'tracking'] as const) {
    it(`${kind}: a Latin-1 "é" is refused with its line and byte offset, in CSV and in JSON lines`, async () => {
      const [, path, template, csvHead, csvStart, jsonHead, jsonStart] = kinds().find(([k]) => k === kind)!;
      for (const [type, head, start, end] of [
        ['text/csv', csvHead, csvStart, ' Leclerc\n'],
        ['application/x-ndjson', jsonHead, jsonStart, ' Leclerc"}\n'],
      ] as const) {
        // The first row's "é" is UTF-8 (two bytes): the offset counts bytes, not characters.
        const first = head.replace('Coffee', 'Café').replace('Ann', 'Anné').replace('Quiz', 'Quizé');
        const file = Buffer.concat([Buffer.from(first + start), Buffer.from([0xe9]), Buffer.from(end)]);
        const before = await dataState(server);
        const res = await admin(server, 'POST', path, { key, file, type }, template);
        expect(res.status, `${type}: ${res.text.slice(0, 300)}`).toBe(400);
        const offset = Buffer.byteLength(first + start);
        expect(res.body.errors, type).toEqual([{ line: first.split('\n').length, message: `Not UTF-8 text at byte offset ${offset} (bytes E9 20 4C 65): save the file as UTF-8.` }]);
        expect(await dataState(server)).toEqual(before);
      }
    });
  }

  it('a bad byte 1.5 MB into the file is named exactly; a UTF-16 file is named as such', async () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => `bulk${i}@summit.example,Bülk Pérson ${i}`);
    const head = `email,name\n${rows.join('\n')}\nzoe@summit.example,Zo`;
    expect(head.length).toBeGreaterThan(1_500_000);
    const res = await admin(server, 'POST', FILES.participants.path, { key, file: Buffer.concat([Buffer.from(head), Buffer.from([0xe9, 0x0a])]) }, FILES.participants.template);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ line: rows.length + 2, message: `Not UTF-8 text at byte offset ${Buffer.byteLength(head)} (bytes E9 0A): save the file as UTF-8.` }]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('email,name\n', 'utf16le')]);
    const refused16 = await admin(server, 'POST', FILES.participants.path, { key, file: utf16 }, FILES.participants.template);
    expect(refused16.body.errors).toEqual([{ line: 1, message: 'The file is UTF-16, not UTF-8: save it as UTF-8.' }]);
  }, 60_000);

  it('a UTF-8 byte-order mark is taken, in CSV and in JSON lines, and the accents are stored as sent', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const csv = await admin(server, 'POST', FILES.participants.path, { key, file: Buffer.concat([bom, Buffer.from('email,name\nzoe.leclerc@summit.example,Zoé Leclerc\n')]) }, FILES.participants.template);
    expect(csv.status, csv.text).toBe(200);
    const jsonl = await admin(
      server,
      'POST',
      FILES.participants.path,
      { key, file: Buffer.concat([bom, Buffer.from('{"email":"cafe.creme@summit.example","name":"Café Crème"}\n')]), type: 'application/x-ndjson' },
      FILES.participants.template,
    );
    expect(jsonl.status, jsonl.text).toBe(200);
    const names = await server.db.query<{ name: string }>(`SELECT name FROM users WHERE login IN ('zoe.leclerc@summit.example', 'cafe.creme@summit.example') ORDER BY name`);
    expect(names.map((r) => r.name)).toEqual(['Café Crème', 'Zoé Leclerc']);
  });
});

describe('program folder: a file that is not UTF-8', () => {
  const work = mkdtempSync(join(tmpdir(), 'program-encoding-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The fixture's folder with `file`'s `text` written again with a Latin-1 "é" (E9) in place of its first "e". */
  function latin1(file: string, text: string): { folder: string; offset: number; line: number } {
    const folder = mkdtempSync(join(work, 'harbor-'));
    cpSync('tests/fixtures/admin/program-harbor', folder, { recursive: true });
    const bytes = readFileSync(join(folder, file));
    const at = bytes.indexOf(text) + text.indexOf('e');
    expect(at).toBeGreaterThan(text.indexOf('e'));
    bytes[at] = 0xe9;
    writeFileSync(join(folder, file), bytes);
    return { folder, offset: at, line: bytes.subarray(0, at).toString('latin1').split('\n').length };
  }

  async function apply(folder: string): Promise<{ code: number; err: string }> {
    let err = '';
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
    try {
      // Refused while reading the folder: the server (nothing listens there) is never called.
      return { code: await main(['program', 'apply', folder, '--url', 'http://127.0.0.1:9', '--key', 'sk_unused']), err };
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
    }
  }

  it('npm run ops -- program apply refuses program.json or a content file, naming the file, the line and the byte offset', async () => {
    for (const [file, text] of [
      ['program.json', '"Harbor Rewards"'],
      ['content/fr.json', '"title"'],
    ] as const) {
      const { folder, offset, line } = latin1(file, text);
      const res = await apply(folder);
      expect(res.code, res.err).toBe(1);
      expect(res.err).toContain(`${file}: line ${line}: Not UTF-8 text at byte offset ${offset} (bytes E9`);
    }
  });

  it('the admin call refuses a body that is not UTF-8 the same way, and takes one with a byte-order mark', async () => {
    const body = Buffer.from('{\n  "settings": {"fullName": "Harbor R\u00e9compenses"},\n  "content": {}\n}', 'latin1');
    const res = await admin(server, 'PUT', '/admin/api/programs/harbor', { key, file: body, type: 'application/json' }, '/admin/api/programs/{program}');
    expect(res.status).toBe(400);
    const message = `Line 2: Not UTF-8 text at byte offset ${body.indexOf(0xe9)} (bytes E9 63 6F 6D): save the file as UTF-8.`;
    expect(res.body).toMatchObject({ message, fields: [{ field: '(body)', message }] });
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"settings": {}, "content": {}}')]);
    const bom = await admin(server, 'PUT', '/admin/api/programs/harbor', { key, file: withBom, type: 'application/json' }, '/admin/api/programs/{program}');
    // Past the encoding: the schema's refusal, not the body's.
    expect(bom.status).toBe(400);
    expect(bom.body.fields[0].field).not.toBe('(body)');
  });
});
