// Every operation of openapi.yaml, fuzzed with fast-check against its own schemas: path, query and
// body values drawn from the documented schemas, then bent (wrong types, missing or extra fields,
// hostile strings, broken JSON, wrong content types, no or bad tokens, other programs' hosts).
// Whatever comes in: never a 5xx, never a stack trace, every answer as the contract documents it,
// and a rejected request (4xx) leaves every table as it was. The operations are read from the
// contract, so a new one is fuzzed without touching this file.
//
// The operator's calls (openapi-admin.yaml) are walked the same way, with operator keys instead
// of sessions: the own key for every program, one of another program, a revoked one, none.
//
// FUZZ_RUNS (default 30) sets the runs per operation; FUZZ_SEED replays a failure (CI uses a fixed one).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorKey } from '../../server/admin/keys.ts';
import { adminContract } from '../support/admin.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { tableFingerprint, tableNames } from '../support/table-fingerprint.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type Json = Record<string, unknown>;
type Schema = Json & { $ref?: string };

const contract = loadContract();
const doc = contract.doc as Json & { paths: Record<string, Json>; components: Record<string, Record<string, Json>> };

/**
 * The admin document's own references (`#/components/…`) are moved under `#/x-admin/…` of the
 * participant document, so one resolver walks both without their component names colliding.
 */
function rebased(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebased);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace(/^#\//, '#/x-admin/') : rebased(v)]),
  );
}
const adminDoc = rebased(adminContract.doc) as Json & { paths: Record<string, Json> };
doc['x-admin'] = adminDoc;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
// CI draws the same values on every run of a commit (a failure there fails every time, never now
// and then); elsewhere each run draws new ones, and its seed is printed with any failure.
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20_261_127 : undefined;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Rows whose change is the defence itself: a refused sign-in is counted (rate limit). */
const CHANGES_ALLOWED_ON_REJECTION = new Set(['sign_in_failures']);

// ---------------------------------------------------------------------------------------------
// The contract

function resolve<T extends Json>(node: T | { $ref: string }): T {
  let current = node as Json;
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    const parts = (current.$ref as string).replace(/^#\//, '').split('/');
    current = parts.reduce<Json>((acc, part) => acc[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
  }
  return current as T;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
  /** `content: application/json`: the value travels as JSON text. */
  jsonSchema?: Schema;
}

interface Operation {
  key: string;
  method: string;
  template: string;
  params: Parameter[];
  body: Schema | null;
  /** The operation takes a file (text/csv or JSON lines), not JSON. */
  file: boolean;
  open: boolean;
  admin: boolean;
}

function operations(paths: Record<string, Json> = doc.paths, admin = false): Operation[] {
  const list: Operation[] = [];
  for (const [template, rawItem] of Object.entries(paths)) {
    const item = rawItem as Json;
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) => {
        const param = resolve(p) as Json;
        const content = param.content as Record<string, { schema: Schema }> | undefined;
        return {
          name: param.name as string,
          in: param.in as Parameter['in'],
          required: param.required as boolean | undefined,
          schema: param.schema as Schema | undefined,
          jsonSchema: content?.['application/json']?.schema,
        } satisfies Parameter;
      });
      const requestBody = op.requestBody ? resolve(op.requestBody as Json) : undefined;
      const content = requestBody?.content as Record<string, { schema: Schema }> | undefined;
      const body = content?.['application/json']?.schema ?? null;
      const security = op.security as unknown[] | undefined;
      list.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        params,
        body,
        file: Boolean(content?.['text/csv']),
        open: security !== undefined && security.length === 0,
        admin,
      });
    }
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries from JSON Schema (the subset openapi.yaml uses), bent at every level

/** Headers of the operator's files, and JSON lines' field names, so file bodies reach the row checks. */
const FILE_HEADERS = [
  'participant,amount,reason,reference',
  'email,name,language,balance,password_hash',
  'user_id,email,name,language,level',
  'code,email',
  'login',
  'order_number,item_id,status,tracking_number,tracking_company,tracking_link',
  'participant,amount,colour',
];
const FILE_FIELDS = ['participant', 'amount', 'reason', 'reference', 'email', 'name', 'language', 'balance', 'user_id', 'level', 'code', 'login', 'order_number', 'item_id', 'status', 'tracking_number', 'tracking_company'];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFFFF\uD800',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  'null',
  'true',
  '[]',
  '{}',
  'x'.repeat(5_000),
  '𝒳'.repeat(300),
];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(null, true, false, 0, -0, -1, 1.5, 2 ** 31, -(2 ** 53) - 2, 1e308, Number.MIN_VALUE),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 3 }) },
);

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= 200);
  } catch {
    return fc.string();
  }
}

/**
 * A value the schema accepts, except that with `bend` every node may instead be a hostile value,
 * a required property may go missing and an unknown one may appear.
 */
function fromSchema(raw: Schema, bend: boolean, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const exact = exactFromSchema(schema, bend, depth);
  return bend ? fc.oneof({ weight: 5, arbitrary: exact }, { weight: 1, arbitrary: hostileValue }) : exact;
}

function exactFromSchema(schema: Json, bend: boolean, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) return fc.oneof(...(schema[key] as Schema[]).map((s) => fromSchema(s, bend, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((s) => resolve(s));
    const merged: Json = { type: 'object', properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties as Json, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[]) ?? []));
    }
    return exactFromSchema(merged, bend, depth);
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => exactFromSchema({ ...schema, type }, bend, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1_000_000,
        max: (schema.maximum as number | undefined) ?? 1_000_000,
      });
    case 'number':
      return fc.double({
        min: (schema.minimum as number | undefined) ?? -1e6,
        max: (schema.maximum as number | undefined) ?? 1e6,
        noNaN: true,
      });
    case 'string': {
      if (typeof schema.pattern === 'string') return patternArbitrary(schema.pattern);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      return fc.string({
        minLength: (schema.minLength as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxLength as number | undefined) ?? 60, 300),
      });
    }
    case 'array': {
      const items = (schema.items as Schema | undefined) ?? {};
      return fc.array(fromSchema(items, bend, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, 4),
      });
    }
    case 'object':
    case undefined: {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      if (Object.keys(properties).length === 0) {
        const values =
          typeof schema.additionalProperties === 'object'
            ? fromSchema(schema.additionalProperties as Schema, bend, depth + 1)
            : fc.jsonValue({ maxDepth: 1 });
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), values, { maxKeys: 3 });
      }
      const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, fromSchema(s, bend, depth + 1)]));
      const record = fc.record(model, { requiredKeys: bend ? [] : [...required].filter((k) => k in model) });
      if (!bend) return record;
      return fc
        .tuple(record, fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue), { freq: 4 }))
        .map(([value, extra]) => (extra ? { ...value, [extra[0]]: extra[1] } : value));
    }
    default:
      return hostileValue;
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

interface Participant {
  host: string;
  sid: string;
  token: string;
  login: { email: string; password?: string };
}

/** Known-good values by parameter name, so the fuzz reaches past "not found" into the handlers. */
const REAL_VALUES: Record<string, readonly string[]> = {
  sid: ['u_alex_summit', 'u_low_summit', 'u_gold_1001'],
  addressId: ['addr_alex_summit_1', 'addr_alex_summit_2'],
  orderId: ['ord_alex_1', 'ord_alex_2'],
  slug: ['aurora-wireless-headphones', 'everyday-water-bottle', 'hostile-sample'],
  // Admin calls: programs, a participant who is none of the fuzz's own, keys other than the own one.
  program: ['summit', 'apex', 'thanks'],
  login: ['learner2@summit.example', 'buyer007@summit.example', 'SILVER-1002'],
  keyId: ['key_000000000000000A'],
  orderNumber: ['100001', '100002', '100003'],
};

interface Draw {
  who: number;
  auth: 'own' | 'none' | 'garbage' | 'other' | 'revoked';
  hostChoice: 'own' | 'unknown' | 'other';
  path: Record<string, string>;
  query: Record<string, string | undefined>;
  body: { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string | undefined } | { kind: 'none' };
}

function paramValue(param: Parameter): fc.Arbitrary<string | undefined> {
  const real = REAL_VALUES[param.name];
  const asText = (schema: Schema, bend: boolean) =>
    fromSchema(schema, bend).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  const options: fc.Arbitrary<string | undefined>[] = [];
  if (param.jsonSchema) {
    options.push(fromSchema(param.jsonSchema, false).map((v) => JSON.stringify(v)));
    options.push(fromSchema(param.jsonSchema, true).map((v) => JSON.stringify(v) ?? 'undefined'));
    options.push(fc.constantFrom('{', '{"limit":', '[]', 'null', '"text"', '{"limit":1e999}'));
  } else if (param.schema) {
    options.push(asText(param.schema, false), asText(param.schema, true));
  }
  if (real) options.push(fc.constantFrom(...real), fc.constantFrom(...real));
  options.push(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s !== '')));
  if (param.in === 'query' && !param.required) options.push(fc.constant(undefined));
  return fc.oneof(...options);
}

function drawFor(op: Operation): fc.Arbitrary<Draw> {
  // An empty segment would be another path (`/api/users//cart`), not this operation.
  const path = fc.record(
    Object.fromEntries(
      op.params.filter((p) => p.in === 'path').map((p) => [p.name, paramValue(p).map((v) => (v === undefined || v === '' ? ' ' : v))]),
    ),
  );
  const query = fc.record(Object.fromEntries(op.params.filter((p) => p.in === 'query').map((p) => [p.name, paramValue(p)])));
  const rawBodies = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(
      fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '1', '{"__proto__":{"admin":true}}', `{"x":"${'y'.repeat(200_000)}"}`),
      fc.string({ unit: 'binary', maxLength: 60 }),
    ),
    contentType: fc.constantFrom<string | undefined>('application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined),
  });
  // Files: a header the operation may know, then rows of hostile or plausible cells, or JSON lines.
  const cellText = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.filter((t) => t.length < 100)), fc.string({ maxLength: 20 }), fc.integer().map(String));
  const fileBodies = fc.record({
    kind: fc.constant('raw' as const),
    text: fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...FILE_HEADERS),
          fc.array(fc.array(cellText, { minLength: 1, maxLength: 7 }), { maxLength: 4 }),
        )
        .map(([header, rows]) => `${header}\n${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n')}\n`),
      fc.array(fc.dictionary(fc.constantFrom(...FILE_FIELDS), fc.oneof(cellText, hostileValue), { maxKeys: 6 }), { maxLength: 4 }).map((lines) => lines.map((l) => JSON.stringify(l)).join('\n')),
    ),
    contentType: fc.constantFrom<string | undefined>('text/csv', 'application/x-ndjson'),
  });
  const body: fc.Arbitrary<Draw['body']> = op.body
    ? fc.oneof(
        { weight: 3, arbitrary: fromSchema(op.body, false).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 5, arbitrary: fromSchema(op.body, true).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 2, arbitrary: rawBodies },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : op.file
      ? fc.oneof({ weight: 4, arbitrary: fileBodies }, { weight: 1, arbitrary: rawBodies }, { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) })
      : fc.oneof({ weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: rawBodies });
  return fc.record({
    who: fc.nat({ max: 2 }),
    auth: fc.oneof(
      { weight: 6, arbitrary: fc.constant('own' as const) },
      { weight: 1, arbitrary: fc.constantFrom('none' as const, 'garbage' as const, 'other' as const, 'revoked' as const) },
    ),
    hostChoice: fc.oneof(
      { weight: 8, arbitrary: fc.constant('own' as const) },
      { weight: 1, arbitrary: fc.constantFrom('unknown' as const, 'other' as const) },
    ),
    path,
    query,
    body,
  });
}

/** A URL cannot carry half a surrogate pair (encodeURIComponent throws); bodies still do. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function urlOf(op: Operation, draw: Draw, participant: Participant): string {
  let path = op.template;
  for (const [name, value] of Object.entries(draw.path)) {
    // The server reads its own sid from the token; the fuzz also tries the participant's real one.
    const filled = name === 'sid' && value === 'u_alex_summit' ? participant.sid : value;
    path = path.replace(`{${name}}`, encodeURIComponent(wellFormed(filled)));
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(draw.query)) if (value !== undefined) search.set(name, wellFormed(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

// ---------------------------------------------------------------------------------------------
// The database before and after

let server: TestServer;
let tables: string[] = [];

const fingerprint = () => tableFingerprint(server.db, tables);

const participants: Participant[] = [];
/** Operator keys: for every program (renewed if a fuzzed call revokes it), for apex only, revoked. */
const keys = { own: '', other: '', revoked: '' };
const renewOwnKey = async () => {
  keys.own = (await createOperatorKey(server.db, { name: 'fuzz', programs: null })).key;
};

async function signIn(host: string, login: Participant['login']): Promise<string> {
  return server.signIn(host, login.email, login.password);
}

beforeAll(async () => {
  // Limits off: the fuzz sends many refused sign-ins from one address, which the limit would turn
  // into 429s and so hide what the handlers do with them.
  server = await startTestServer({ rateLimit: { perAccount: 0, perAddress: 0, windowSeconds: 900 } });
  tables = await tableNames(server.db, CHANGES_ALLOWED_ON_REJECTION);
  const logins: [string, string, Participant['login']][] = [
    [SUMMIT, 'u_alex_summit', { email: 'alex@summit.example', password: PASSWORD }],
    [TIERED, 'u_gold_1001', { email: 'GOLD-1001', password: 'Apex#2026' }],
    [CLAIM, 'u_thanks_0099', { email: 'THANKS-0099' }],
  ];
  for (const [host, fallbackSid, login] of logins) {
    const token = await signIn(host, login);
    const self = (await (await server.request(host, '/api/self', { token })).json()) as { sid?: string };
    participants.push({ host, sid: self.sid ?? fallbackSid, token, login });
  }
  await renewOwnKey();
  keys.other = (await createOperatorKey(server.db, { name: 'fuzz apex', programs: ['apex'] })).key;
  const revoked = await createOperatorKey(server.db, { name: 'fuzz revoked', programs: null });
  keys.revoked = revoked.key;
  await server.db.query(`UPDATE operator_keys SET revoked_at = now() WHERE id = $1`, [revoked.row.id]);
  // A key id the fuzz may revoke: not its own.
  const spare = await createOperatorKey(server.db, { name: 'fuzz spare', programs: null });
  REAL_VALUES.keyId = [spare.row.id, revoked.row.id];
});
afterAll(() => server?.close());

const UNKNOWN_HOST = 'nowhere.example';
const STACK_TRACE = /\n\s+at |\bat [^\s]+ \(|\.(?:ts|js|mjs):\d+:\d+|"stack"\s*:|node_modules|Error: .*\n/;

describe('fuzz: every operation of openapi.yaml and openapi-admin.yaml', () => {
  const ops = [...operations(), ...operations(adminDoc.paths, true)];

  it('the fingerprint sees an update, an insert and a delete', async () => {
    const start = await fingerprint();
    await server.db.query("UPDATE users SET name = name WHERE id = 'u_low_summit'");
    const updated = await fingerprint();
    expect(updated.users).not.toBe(start.users);
    await server.db.query("INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ('fp-probe', 'u_low_summit', now())");
    const inserted = await fingerprint();
    expect(inserted.reset_tokens).not.toBe(updated.reset_tokens);
    await server.db.query("DELETE FROM reset_tokens WHERE token_hash = 'fp-probe'");
    expect((await fingerprint()).reset_tokens).not.toBe(inserted.reset_tokens);
  });

  it('found by the fuzz: a NUL in an order id responds 404, not 500', async () => {
    for (const p of participants) {
      const res = await server.request(p.host, '/api/orders/%00', { token: p.token });
      expect(res.status, p.host).toBe(404);
    }
  });

  it('every path parameter holding a NUL answers 4xx and changes nothing (the fuzz draws it only now and then)', async () => {
    const alex = participants.find((p) => p.host === SUMMIT)!;
    const withParams = ops.filter((op) => /\{(?!program\}|sid\})\w+\}/.test(op.template));
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    for (const op of withParams) {
      const url = op.template.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'program' ? 'summit' : name === 'sid' ? alex.sid : '%00'));
      const before = await fingerprint();
      const res = await server.request(SUMMIT, url, {
        method: op.method,
        token: op.admin ? keys.own : alex.token,
        ...(op.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });
      expect(res.status, `${op.method} ${url}: ${(await res.text()).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${op.method} ${url}`).toBeLessThan(500);
      expect(await fingerprint(), `${op.method} ${url} changed data`).toEqual(before);
    }
  });

  it('reads the operations from the contracts', () => {
    expect(ops.length).toBe(contract.operations.length + adminContract.operations.length);
    expect(ops.filter((op) => op.admin).length).toBeGreaterThan(5);
    expect(ops.length).toBeGreaterThan(20);
  });

  const stats: Record<string, Record<number, number>> = {};
  afterAll(() => {
    const lines = Object.entries(stats).map(
      ([key, s]) =>
        `${key.padEnd(50)} ${Object.entries(s)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    console.log(`fuzz: ${RUNS} runs per operation\n${lines.join('\n')}`);
  });

  for (const op of ops) {
    it(`${op.key}: no 5xx, no stack trace, answers as documented, a refusal changes nothing`, async () => {
      const seen: Record<number, number> = (stats[op.key] = {});
      await fc.assert(
        fc.asyncProperty(drawFor(op), async (draw) => {
          const participant = participants[draw.who]!;
          const host =
            draw.hostChoice === 'own'
              ? participant.host
              : draw.hostChoice === 'unknown'
                ? UNKNOWN_HOST
                : participants[(draw.who + 1) % participants.length]!.host;
          const token = op.admin
            ? draw.auth === 'own'
              ? keys.own
              : draw.auth === 'none'
                ? undefined
                : draw.auth === 'garbage'
                  ? `sk_${'A'.repeat(43)}`
                  : keys[draw.auth]
            : draw.auth === 'revoked'
              ? 'B'.repeat(43)
              : draw.auth === 'own'
              ? participant.token
              : draw.auth === 'other'
                ? participants[(draw.who + 1) % participants.length]!.token
                : draw.auth === 'garbage'
                  ? 'A'.repeat(43)
                  : undefined;
          const url = urlOf(op, draw, participant);
          const headers: Record<string, string> = {};
          let body: string | undefined;
          if (draw.body.kind === 'json') {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(draw.body.value) ?? 'null';
          } else if (draw.body.kind === 'raw') {
            if (draw.body.contentType) headers['content-type'] = draw.body.contentType;
            body = draw.body.text;
          }
          const before = await fingerprint();
          const res = await server.request(host, url, {
            method: op.method,
            headers,
            ...(token ? { token } : {}),
            ...(body !== undefined && op.method !== 'GET' ? { body } : {}),
          });
          const text = await res.text();
          seen[res.status] = (seen[res.status] ?? 0) + 1;
          const where = `${op.method} ${url.slice(0, 300)} as ${participant.login.email}@${host} (${draw.auth}) body ${(body ?? '').slice(0, 300)}`;
          expect(res.status, `${where}\n→ ${text.slice(0, 500)}`).toBeLessThan(500);
          expect(text, where).not.toMatch(STACK_TRACE);
          const isJson = (res.headers.get('content-type') ?? '').startsWith('application/json');
          const json = text === '' ? null : isJson ? (JSON.parse(text) as unknown) : text;
          if (op.admin) {
            // Admin calls name their program in the path: any host, the same responses.
            if (isJson || res.status >= 400) adminContract.assertResponse(op.method, op.template, res.status, json);
            else expect(res.headers.get('content-type') ?? '', where).toMatch(/^(text\/csv|application\/x-ndjson)/);
          } else if (host === UNKNOWN_HOST && !op.template.startsWith('/api/health')) {
            // A host with no program (openapi.yaml's description): 404 with the Error body, whatever the operation.
            expect(res.status, where).toBe(404);
            contract.assertResponse('GET', '/api/programs', 404, json);
          } else {
            contract.assertResponse(op.method, op.template, res.status, json);
          }
          if (res.status >= 400) {
            expect(await fingerprint(), `${where}\n→ ${res.status} ${text.slice(0, 300)} changed data`).toEqual(before);
          } else if (op.admin) {
            // An accepted call may have revoked the own key (the fuzz drew its id): make another.
            if ((await server.request(SUMMIT, '/admin/api/keys', { token: keys.own })).status === 401) await renewOwnKey();
          } else {
            // An accepted call may end the session it used (sign-out, a password change): sign in again.
            if ((await server.request(participant.host, '/api/self', { token: participant.token })).status === 401) {
              participant.token = await signIn(participant.host, participant.login);
            }
          }
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );
    });
  }
});
