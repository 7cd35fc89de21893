// The operator's files fuzzed, beside fuzz.test.ts (which walks every operation of the contracts):
// each admin route that takes a file (the shared and a program's catalogue, the categories,
// participants of each program type, points, tracking, deactivation) and the program's PUT, with
// fast-check. A file is drawn from the route's own columns and plausible values, then bent:
// hostile and huge cells, password hashes outside the accepted range, image addresses the server
// must never fetch, malformed CSV and JSON lines, and bytes in other encodings (Latin-1, UTF-16
// with and without a byte-order mark, lone surrogates, NULs, cut and overlong sequences). For every
// request: no 5xx, no stack trace, no error escaping the request in the process, the response as
// openapi-admin.yaml documents it, and a refused file (4xx) leaves every table as it was.
//
// FUZZ_RUNS (default 8 here: a few seconds) sets the runs per route; FUZZ_SEED replays a failure
// (CI uses a fixed one). Image addresses are only those refused before a packet leaves (loopback,
// private and reserved literals, other schemes): the fuzz never reaches the network.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProgramFolder } from '../../server/admin/program-folder.ts';
import { CATALOGUE_COLUMNS } from '../../src/schemas/catalogue-file.ts';
import { CATEGORY_COLUMNS } from '../../src/schemas/categories-file.ts';
import { DEACTIVATE_COLUMNS, PARTICIPANT_COLUMNS, POINTS_COLUMNS, TRACKING_COLUMNS } from '../../src/schemas/operator-files.ts';
import { adminContract, operatorKey } from '../support/admin.ts';
import { repoRoot } from '../support/server-process.ts';
import { tableFingerprint, tableNames } from '../support/table-fingerprint.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20_261_128 : undefined;
const STACK_TRACE = /\n\s+at |\bat [^\s]+ \(|\.(?:ts|js|mjs):\d+:\d+|"stack"\s*:|node_modules|Error: .*\n/;

// ---------------------------------------------------------------------------------------------
// Cells

/** Addresses the server must refuse before connecting: it fetches nothing from them. */
const HOSTILE_IMAGE_ADDRESSES = [
  'http://127.0.0.1/x.png',
  'http://127.0.0.1:1/x.png',
  'https://127.0.0.1:443/x.png',
  'http://localhost:9/x.png',
  'HTTP://LOCALHOST/X.PNG',
  'http://127.1/x.png',
  'http://0x7f.1/x.png',
  'http://2130706433/x.png',
  'http://0/x.png',
  'http://[::1]/x.png',
  'http://[::ffff:127.0.0.1]/x.png',
  'http://[::ffff:7f00:1]/x.png',
  'http://169.254.169.254/latest/meta-data/iam',
  'http://10.0.0.1/x.png',
  'http://172.16.0.1/x.png',
  'http://192.168.1.1/x.png',
  'http://100.64.0.1/x.png',
  'http://224.0.0.1/x.png',
  'http://255.255.255.255/x.png',
  'http://[fe80::1]/x.png',
  'http://[fd00::1]/x.png',
  'http://[2001:db8::1]/x.png',
  'http://user:secret@127.0.0.1/x.png',
  'http://%31%32%37.0.0.1/x.png',
  `http://127.0.0.1/${'a'.repeat(5_000)}.png`,
  'http://127.0.0.1/x.png | http://10.0.0.1/y.png | http://[::1]/z.png',
  'file:///etc/passwd',
  'ftp://127.0.0.1/x.png',
  'gopher://127.0.0.1:25/_HELO',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'http://',
  'http://[::1',
  '//127.0.0.1/x.png',
  '../../../etc/passwd',
  '/catalogue-images/_/nothing.png',
  'nowhere.png',
];

/** Stored password hashes outside the accepted range, malformed, or costly to check. */
const HOSTILE_HASHES = [
  `scrypt$16384$8$64$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16384$8$999$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$1073741824$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$9999999$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16385$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16384$999$1$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16384$8$0$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16384$8$1$A$${'B'.repeat(43)}`,
  `scrypt$16384$8$1$${'A'.repeat(200)}$${'B'.repeat(200)}`,
  `scrypt$16384$8$1$${'A'.repeat(22)}$`,
  `scrypt$-16384$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16384$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}$extra`,
  `scrypt$1e5$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`,
  `scrypt$16384$8$1$${'A'.repeat(21)}$${'B'.repeat(43)}`,
  `scrypt$16384$8$1$${'/'.repeat(22)}$${'+'.repeat(43)}`,
  '$2b$12$abcdefghijklmnopqrstuuJ0vIbZ3Zg2Q6h0fS7k9bJvQm5tP9uHq',
  'plain-password',
  'scrypt$$$$$',
  `scrypt$16384$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}\u0000`,
];

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\r',
  'line\nbreak',
  'carriage\rreturn',
  'quote"inside',
  '"',
  '""',
  ',',
  ';',
  '=HYPERLINK("http://evil.example","x")',
  '+1-212-555-0100',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '__proto__',
  '{"a":1}',
  '-1',
  '1e400',
  'NaN',
  '0x10',
  '9'.repeat(40),
  '\u202Eevil',
  '\u2028',
  'Zoë Leclerc',
  '𝒳'.repeat(100),
  'x'.repeat(5_000),
];

/** Plausible values by column name, so that files also reach past the row checks into the imports. */
const PLAUSIBLE: Record<string, readonly string[]> = {
  slug: ['fz-lamp', 'fz-tee', 'aurora-wireless-headphones', 'everyday-water-bottle', 'Bad Slug'],
  name: ['Fuzz Lamp', 'Zoë Leclerc', 'Camille Martin'],
  brand: ['Northwind', 'Acme'],
  category: ['Electronics > Audio > Speakers', 'Electronics', 'Nowhere > Else', 'A > B > C > D'],
  price: ['100', '0', '-5', '12.5', '99999999999'],
  discount_price: ['', '50', '100'],
  region_prices: ['', 'EU:1400; NON-EU:1500', 'MARS:5', 'EU:'],
  region_handling: ['', 'EU:10', 'NON-EU:5'],
  badges: ['', 'featured', 'new|featured', 'unknown'],
  features: ['', 'Light|Strong'],
  prop65: ['', 'Y', 'N', 'maybe'],
  option1_name: ['', 'Color', 'Size'],
  option1_value: ['', 'Red', 'M'],
  option2_name: ['', 'Size'],
  option2_value: ['', 'L'],
  option_price: ['', '120', '-1'],
  video: ['', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'javascript:alert(1)'],
  path: ['Outdoors', 'Outdoors > Camping', 'Electronics > Audio', 'A > B > C > D > E'],
  email: ['fz1@summit.example', 'alex@summit.example', 'not-an-email', ''],
  language: ['', 'en', 'fr', 'xx'],
  balance: ['', '0', '500', '-1'],
  password_hash: [''],
  id: ['', 'u_fz_1', 'prd_fz_1', 'cat_fz_1'],
  user_id: ['FZ-1', 'GOLD-1001', 'SILVER-2002'],
  level: ['gold', 'silver', 'platinum'],
  code: ['FZ-CODE-1', 'THANKS-0001', 'THANKS-USED'],
  participant: ['alex@summit.example', 'low@summit.example', 'nobody@summit.example'],
  amount: ['100', '-100', '0', '1.5', '99999999999'],
  reason: ['Fuzz credit', ''],
  reference: ['fz-1', 'fz-2', ''],
  order_number: ['100001', '100002', '0', 'abc'],
  item_id: ['itm_none'],
  status: ['Shipped', 'Received', 'Lost'],
  tracking_number: ['', '1Z999'],
  tracking_company: ['', 'UPS'],
  login: ['learner2@summit.example', 'buyer007@summit.example', 'nobody@summit.example'],
};
const IMAGE_COLUMNS = new Set(['images', 'option_image', 'brand_image', 'image', 'tracking_link']);

function cellFor(column: string): fc.Arbitrary<string> {
  const plausible = PLAUSIBLE[column] ?? [''];
  const special = IMAGE_COLUMNS.has(column) ? HOSTILE_IMAGE_ADDRESSES : column === 'password_hash' ? HOSTILE_HASHES : [];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...plausible) },
    { weight: special.length ? 6 : 0, arbitrary: special.length ? fc.constantFrom(...special) : fc.constant('') },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
  );
}

// ---------------------------------------------------------------------------------------------
// Files

interface Columns {
  required: readonly string[];
  optional: readonly string[];
}

/** A header the route may know, bent now and then: an unknown or doubled column, a required one missing. */
function headerFor(columns: Columns): fc.Arbitrary<string[]> {
  return fc
    .tuple(
      fc.subarray([...columns.optional], { maxLength: Math.min(8, columns.optional.length) }),
      fc.constantFrom('none', 'none', 'none', 'none', 'unknown', 'twice', 'missing', 'spaced', 'upper', 'empty'),
    )
    .chain(([optional, bend]) => {
      let names = [...columns.required, ...optional];
      if (bend === 'unknown') names.push('colour');
      if (bend === 'twice') names.push(names[0]!);
      if (bend === 'missing') names = names.slice(1);
      if (bend === 'spaced') names = names.map((n) => ` ${n} `);
      if (bend === 'upper') names = names.map((n) => n.toUpperCase());
      if (bend === 'empty') names.push('');
      return fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length });
    });
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) || cell.trim() !== cell ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A huge cell in one row of one file now and then: past a batch, and past the one-record limit. */
const HUGE = [70_000, 1_100_000, 3_000_000].map((n) => 'h'.repeat(n));

interface DrawnFile {
  format: 'csv' | 'jsonl';
  text: string;
}

function fileFor(columns: Columns): fc.Arbitrary<DrawnFile> {
  return fc
    .tuple(headerFor(columns), fc.constantFrom<'csv' | 'jsonl'>('csv', 'jsonl'), fc.nat({ max: 4 }))
    .chain(([header, format, rows]) =>
      fc.record({
        format: fc.constant(format),
        header: fc.constant(header),
        rows: fc.array(fc.tuple(...header.map((name) => cellFor(name.trim().toLowerCase()))), { minLength: rows, maxLength: rows }),
        huge: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HUGE), fc.nat()) }),
        lineEnd: fc.constantFrom('\n', '\n', '\r\n', '\r'),
        bend: fc.constantFrom('none', 'none', 'none', 'ragged', 'open-quote', 'stray-quote', 'not-json', 'not-object', 'nested', 'number', 'no-final-newline', 'blank-lines'),
      }),
    )
    .map(({ format, header, rows, huge, lineEnd, bend }) => {
      const cells = rows.map((r) => [...r] as string[]);
      if (huge && cells.length) {
        const row = cells[huge[1] % cells.length]!;
        if (row.length) row[huge[1] % row.length] = huge[0];
      }
      let lines: string[];
      if (format === 'csv') {
        lines = [header.map(quote).join(','), ...cells.map((r) => r.map(quote).join(','))];
        if (bend === 'ragged' && lines.length > 1) lines[1] += ',extra,cells';
        if (bend === 'open-quote' && lines.length > 1) lines[1] = `"${lines[1]}`;
        if (bend === 'stray-quote' && lines.length > 1) lines[1] = lines[1]!.replace(',', ',ab"cd,');
      } else {
        lines = cells.map((r) => {
          const object: Record<string, unknown> = Object.fromEntries(header.map((name, i) => [name, r[i]]));
          if (bend === 'nested') object[header[0] ?? 'x'] = { deep: [1, { deeper: r[0] }] };
          if (bend === 'number') object[header[0] ?? 'x'] = 12.5;
          return JSON.stringify(object);
        });
        if (bend === 'not-json' && lines.length) lines[0] = lines[0]!.slice(0, -1);
        if (bend === 'not-object') lines.push('[1,2]', '"text"', 'null');
      }
      if (bend === 'blank-lines') lines.splice(1, 0, '', '   ');
      const text = lines.join(lineEnd) + (bend === 'no-final-newline' ? '' : lineEnd);
      return { format, text };
    });
}

/** How the text goes on the wire: UTF-8 as it should, or bytes that are not UTF-8 in many ways. */
const ENCODINGS = ['utf8', 'utf8', 'utf8', 'utf8-bom', 'double-bom', 'latin1', 'utf16le-bom', 'utf16be-bom', 'utf16le', 'cesu-surrogate', 'nul', 'cut', 'overlong'] as const;
type Encoding = (typeof ENCODINGS)[number];

function encode(text: string, encoding: Encoding, at: number): Uint8Array {
  const utf8 = Buffer.from(text, 'utf8');
  const insert = (bytes: number[]) => {
    const i = utf8.length ? at % (utf8.length + 1) : 0;
    return Buffer.concat([utf8.subarray(0, i), Buffer.from(bytes), utf8.subarray(i)]);
  };
  switch (encoding) {
    case 'utf8':
      return utf8;
    case 'utf8-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    case 'double-bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf]), utf8]);
    case 'latin1':
      return Buffer.from(text.replace(/[\r\n]$/, '') + '\u00e9\n', 'latin1');
    case 'utf16le-bom':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'utf16be-bom':
      return Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    case 'utf16le':
      return Buffer.from(text, 'utf16le');
    case 'cesu-surrogate':
      return insert([0xed, 0xa0, 0x80]);
    case 'nul':
      return insert([0x00]);
    case 'cut':
      return insert([0xe2, 0x82]);
    case 'overlong':
      return insert([0xc0, 0xaf]);
  }
}

function contentTypeFor(format: 'csv' | 'jsonl'): fc.Arbitrary<string | undefined> {
  const own = format === 'csv' ? 'text/csv' : 'application/x-ndjson';
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constantFrom(`${own}; charset=iso-8859-1`, `${own}; charset=utf-16`, 'application/jsonl', format === 'csv' ? 'application/x-ndjson' : 'text/csv') },
    { weight: 1, arbitrary: fc.constantFrom<string | undefined>('text/plain', 'application/json', 'multipart/form-data; boundary=x', undefined) },
  );
}

interface Draw {
  /** The text before it was encoded. */
  text: string;
  bytes: Uint8Array;
  contentType: string | undefined;
  described: string;
}

const bytesFor = (text: string) =>
  fc.tuple(fc.constantFrom(...ENCODINGS), fc.nat()).map(([encoding, at]) => ({ encoding, bytes: encode(text, encoding, at) }));

function fileDraw(columns: Columns): fc.Arbitrary<Draw> {
  return fileFor(columns).chain((file) =>
    fc
      .record({ encoded: bytesFor(file.text), contentType: contentTypeFor(file.format) })
      .map(({ encoded, contentType }) => ({
        text: file.text,
        bytes: encoded.bytes,
        contentType,
        described: `${file.format} as ${encoded.encoding} (${encoded.bytes.length} bytes), ${contentType}: ${JSON.stringify(file.text.slice(0, 400))}`,
      })),
  );
}

// ---------------------------------------------------------------------------------------------
// The program's PUT: a valid program folder as a document, bent

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const base = (() => {
  const folder = readProgramFolder(`${repoRoot}/examples/operator/acme`).body as unknown as { settings: Record<string, Json>; content: Json; messages: Json };
  const settings = { ...folder.settings, slug: 'fuzzprog', hosts: ['fuzzprog.localhost'] } as Record<string, Json>;
  delete settings.publicUrl;
  // Its logo would have to be uploaded first; the fuzz is about the document.
  settings.theme = { ...(settings.theme as Record<string, Json>) };
  delete (settings.theme as Record<string, Json>).logo;
  return { settings, content: folder.content, messages: folder.messages } as Json;
})();

/** Every path to a value in a document. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}
const PATHS = pathsOf(base).filter((p) => p.length > 0);

const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...HOSTILE_TEXT, null, true, 0, -1, 1e308, 2 ** 53, [], {}, ['USA', 'MARS'], 'NOWHERE', 'XYZ', ['xx'], ['localhost'], ['summit'], 'http://127.0.0.1:1', 'x'.repeat(300_000)),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

function bent(doc: Json, edits: { path: (string | number)[]; kind: 'set' | 'delete' | 'unknown'; value: Json }[]): Json {
  const copy = structuredClone(doc);
  for (const { path, kind, value } of edits) {
    let node = copy as Record<string | number, Json>;
    for (const key of path.slice(0, -1)) {
      const next = node?.[key];
      if (next === null || typeof next !== 'object') break;
      node = next as Record<string | number, Json>;
    }
    const last = path.at(-1)!;
    if (node === null || typeof node !== 'object') continue;
    if (kind === 'delete') delete node[last];
    else if (kind === 'unknown') node[typeof last === 'number' ? last : 'colour'] = value;
    else node[last] = value;
  }
  return copy;
}

const programDraw: fc.Arbitrary<Draw> = fc
  .record({
    edits: fc.array(fc.record({ path: fc.constantFrom(...PATHS), kind: fc.constantFrom<'set' | 'delete' | 'unknown'>('set', 'set', 'delete', 'unknown'), value: hostileJson }), { maxLength: 3 }),
    raw: fc.constantFrom('json', 'json', 'json', 'json', 'truncated', 'array', 'deep', 'empty'),
  })
  .map(({ edits, raw }) => {
    const json = JSON.stringify(bent(base, edits));
    if (raw === 'truncated') return json.slice(0, Math.max(1, json.length - 7));
    if (raw === 'array') return `[${json}]`;
    if (raw === 'deep') return `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    if (raw === 'empty') return '';
    return json;
  })
  .chain((text) =>
    fc
      .record({
        encoded: bytesFor(text),
        contentType: fc.oneof({ weight: 10, arbitrary: fc.constant<string | undefined>('application/json') }, { weight: 1, arbitrary: fc.constantFrom<string | undefined>('application/json; charset=utf-16', 'text/plain', undefined) }),
      })
      .map(({ encoded, contentType }) => ({
        text,
        bytes: encoded.bytes,
        contentType,
        described: `JSON as ${encoded.encoding} (${encoded.bytes.length} bytes), ${contentType}: ${JSON.stringify(text.slice(0, 400))}`,
      })),
  );

// ---------------------------------------------------------------------------------------------
// The routes

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  path: string;
  template: string;
  draw: fc.Arbitrary<Draw>;
}

const columnsOf = (c: { required: readonly string[]; optional: readonly string[] }): Columns => ({ required: c.required, optional: c.optional });
const ROUTES: Route[] = [
  { name: 'shared catalogue', method: 'POST', path: '/admin/api/catalogue/import', template: '/admin/api/catalogue/import', draw: fileDraw(columnsOf(CATALOGUE_COLUMNS)) },
  {
    name: "a program's catalogue",
    method: 'POST',
    path: '/admin/api/programs/summit/catalogue/import',
    template: '/admin/api/programs/{program}/catalogue/import',
    draw: fileDraw(columnsOf(CATALOGUE_COLUMNS)),
  },
  {
    name: 'categories',
    method: 'POST',
    path: '/admin/api/catalogue/categories/import',
    template: '/admin/api/catalogue/categories/import',
    draw: fileDraw(columnsOf(CATEGORY_COLUMNS)),
  },
  ...(
    [
      ['summit', 'points'],
      ['apex', 'plateau'],
      ['thanks', 'claim'],
    ] as const
  ).map(([program, type]) => ({
    name: `participants of a ${type} program`,
    method: 'POST' as const,
    path: `/admin/api/programs/${program}/participants/import`,
    template: '/admin/api/programs/{program}/participants/import',
    draw: fileDraw(columnsOf(PARTICIPANT_COLUMNS[type])),
  })),
  { name: 'points', method: 'POST', path: '/admin/api/programs/summit/points/import', template: '/admin/api/programs/{program}/points/import', draw: fileDraw(columnsOf(POINTS_COLUMNS)) },
  {
    name: 'tracking',
    method: 'POST',
    path: '/admin/api/programs/summit/tracking/import',
    template: '/admin/api/programs/{program}/tracking/import',
    draw: fileDraw(columnsOf(TRACKING_COLUMNS)),
  },
  {
    name: 'deactivation',
    method: 'POST',
    path: '/admin/api/programs/summit/participants/deactivate',
    template: '/admin/api/programs/{program}/participants/deactivate',
    draw: fileDraw(columnsOf(DEACTIVATE_COLUMNS)),
  },
  { name: 'program', method: 'PUT', path: '/admin/api/programs/fuzzprog', template: '/admin/api/programs/{program}', draw: programDraw },
];

// ---------------------------------------------------------------------------------------------

let server: TestServer;
let tables: string[];
let key: string;
/** Errors that escaped a request (an 'error' event without a listener, a rejection nobody awaited). */
const escaped: unknown[] = [];
const onEscape = (error: unknown) => void escaped.push(error);

beforeAll(async () => {
  server = await startTestServer();
  tables = await tableNames(server.db);
  ({ key } = await operatorKey(server, null, 'fuzz files'));
  // Real order items of the program, so tracking files reach past "no such item".
  const items = await server.db.query<{ id: string; order_number: string }>(
    `SELECT i.id, o.order_number::text FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
       JOIN programs p ON p.id = u.program_id WHERE p.slug = 'summit' ORDER BY i.id LIMIT 4`,
  );
  PLAUSIBLE.item_id = [...items.map((i) => i.id), 'itm_none'];
  PLAUSIBLE.order_number = [...items.map((i) => i.order_number), '0', 'abc'];
  process.on('uncaughtException', onEscape);
  process.on('unhandledRejection', onEscape);
});
afterAll(async () => {
  process.off('uncaughtException', onEscape);
  process.off('unhandledRejection', onEscape);
  await server?.close();
});

describe('fuzz: the operator\'s files, at every admin route that takes one', () => {
  const stats: Record<string, Record<number, number>> = {};
  afterAll(() => {
    const lines = Object.entries(stats).map(([name, s]) => `${name.padEnd(36)} ${Object.entries(s).map(([status, n]) => `${status}×${n}`).join(' ')}`);
    console.log(`fuzz of the admin files: ${RUNS} runs per route\n${lines.join('\n')}`);
  });

  for (const route of ROUTES) {
    it(`${route.name}: no 5xx, no stack trace, no escaped error, responses as documented, a refusal changes nothing`, async () => {
      const seen: Record<number, number> = (stats[route.name] = {});
      await fc.assert(
        fc.asyncProperty(route.draw, async (draw) => {
          const headers: Record<string, string> = { authorization: `Bearer ${key}` };
          if (draw.contentType) headers['content-type'] = draw.contentType;
          const before = await tableFingerprint(server.db, tables);
          const t0 = performance.now();
          const res = await server.app.request(`http://admin.example${route.path}`, { method: route.method, headers, body: new Uint8Array(draw.bytes) });
          const text = await res.text();
          if (process.env.FUZZ_TIMES) console.log(route.name, res.status, draw.bytes.length, Math.round(performance.now() - t0), text.slice(0, 150));
          seen[res.status] = (seen[res.status] ?? 0) + 1;
          const where = `${route.method} ${route.path} with ${draw.described}\n→ ${res.status} ${text.slice(0, 500)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(text, where).not.toMatch(STACK_TRACE);
          const json = (res.headers.get('content-type') ?? '').startsWith('application/json') ? (JSON.parse(text) as unknown) : text;
          adminContract.assertResponse(route.method, route.template, res.status, json);
          if (res.status >= 400) expect(await tableFingerprint(server.db, tables), `${where}\nchanged data`).toEqual(before);
          expect(escaped, where).toEqual([]);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );
    });
  }

  it('draws what it promises: every encoding, huge cells, hostile hashes, image addresses and program documents', () => {
    const sample = (draw: fc.Arbitrary<Draw>) => fc.sample(draw, { numRuns: 300, seed: 1 });
    const participants = sample(ROUTES.find((r) => r.name === 'participants of a points program')!.draw);
    for (const encoding of ENCODINGS) expect(participants.some((d) => d.described.includes(` as ${encoding} `)), encoding).toBe(true);
    expect(participants.some((d) => d.text.length > 1_000_000)).toBe(true);
    expect(participants.some((d) => /scrypt\$16384\$8\$64\$/.test(d.text))).toBe(true);
    const catalogue = sample(ROUTES[0]!.draw);
    expect(catalogue.some((d) => d.text.includes('169.254.169.254'))).toBe(true);
    expect(catalogue.filter((d) => HOSTILE_IMAGE_ADDRESSES.some((a) => d.text.includes(a))).length).toBeGreaterThan(30);
    const programs = sample(programDraw).filter((d) => d.text.startsWith('{'));
    expect(programs.some((d) => d.text.includes('"colour"'))).toBe(true);
    expect(programs.length).toBeGreaterThan(100);
  });
});
