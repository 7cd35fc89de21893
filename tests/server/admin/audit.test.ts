// The audit trail: every change through the admin API recorded in its own transaction (who, role,
// program, before and after, request id), chained by sha-256 so `audit verify` finds an edited,
// a removed or a missing last row; read a page at a time by role, with filters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAudit } from '../../../server/admin/audit.ts';
import { checkStaffInput } from '../../../server/cli/ops-staff.ts';
import { admin, dataState, operatorKey } from '../../support/admin.ts';
import { ALEX } from '../../support/fixtures.ts';
import { staffMember, staffSignIn, type StaffSession } from '../../support/staff.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';

let server: TestServer;
let support: StaffSession;
let viewer: StaffSession;
let rootKey: string;
const points = '/admin/api/programs/{program}/points';
const programAudit = '/admin/api/programs/{program}/audit';
const credit = (amount: number, reference: string) => ({ participant: ALEX, amount, reason: 'Missed credit', reference });

beforeAll(async () => {
  server = await startTestServer();
  await staffMember(server, 'support@staff.example', { roles: { summit: 'support' } });
  await staffMember(server, 'viewer@staff.example', { roles: { summit: 'viewer' } });
  [support, viewer] = await Promise.all([staffSignIn(server, 'support@staff.example'), staffSignIn(server, 'viewer@staff.example')]);
  rootKey = (await operatorKey(server, null, 'root')).key;
});
afterAll(() => server?.close());

const count = async () => ((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n);

/** Runs `fn` with the database's append-only guard lifted, as someone with the database could. */
async function tamper(fn: () => Promise<unknown>) {
  await server.db.exec('ALTER TABLE audit_log DISABLE TRIGGER USER');
  try {
    await fn();
  } finally {
    await server.db.exec('ALTER TABLE audit_log ENABLE TRIGGER USER');
  }
}

describe('the audit trail', () => {
  it('records a points adjustment with who, role, program, before and after and the request id, in a chain that verifies', async () => {
    const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: { ...support.headers, 'x-request-id': 'ignored-untrusted' }, json: credit(300, 'audit-1') }, points);
    expect(res.status).toBe(200);
    const page = await admin(server, 'GET', '/admin/api/programs/summit/audit?action=points', { headers: viewer.headers }, programAudit);
    expect(page.status).toBe(200);
    const [entry] = page.body.entries;
    expect(entry).toMatchObject({
      actor: { kind: 'staff', name: 'support@staff.example' },
      role: 'support',
      program: 'summit',
      action: 'points.adjust',
      target: ALEX,
      before: { balance: res.body.balance - 300 },
      after: { balance: res.body.balance, amount: 300, reason: 'Missed credit', reference: 'audit-1' },
      requestId: res.headers.get('x-request-id'),
    });
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await verifyAudit(server.db)).toMatchObject({ breaks: [] });
  });

  it('records nothing and changes nothing for bad input, a refusal by role or limit, or a change that fails', async () => {
    const before = await dataState(server);
    const entries = await count();
    // Bad input.
    expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: support.headers, json: { ...credit(5, 'x'), amount: 'five' } }, points)).status).toBe(400);
    // Beyond support's limit (1,000 by default), either way.
    for (const amount of [1001, -1001]) {
      const over = await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: support.headers, json: credit(amount, `over-${amount}`) }, points);
      expect(over.status).toBe(403);
      expect(over.body.message).toBe('Support may adjust at most 1000 points at once in program "summit"; ask a manager. Nothing was changed.');
    }
    // A debit larger than the balance: the ledger refuses, and the record goes with it.
    expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { key: rootKey, json: credit(-999_999_999, 'too-much') }, points)).status).toBe(409);
    // A viewer may read but not change.
    expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: viewer.headers, json: credit(5, 'viewer') }, points)).status).toBe(403);
    expect(await dataState(server)).toEqual(before);
    expect(await count()).toBe(entries);
  });

  it('takes the program’s own support limit', async () => {
    await server.db.query("UPDATE programs SET support_points_limit = 50 WHERE slug = 'summit'");
    try {
      expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: support.headers, json: credit(51, 'limit-51') }, points)).status).toBe(403);
      expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { headers: support.headers, json: credit(50, 'limit-50') }, points)).status).toBe(200);
    } finally {
      await server.db.query("UPDATE programs SET support_points_limit = 1000 WHERE slug = 'summit'");
    }
  });

  it('is append-only: the database refuses to change or remove a row', async () => {
    await expect(server.db.query("UPDATE audit_log SET actor_name = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('pages newest first with a cursor and filters by actor, action, program and dates; a viewer of another program reads nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await admin(server, 'POST', '/admin/api/programs/summit/points', { key: rootKey, json: credit(1, `page-${i}`) }, points)).status).toBe(200);
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const path: string = `/admin/api/programs/summit/audit?actor=root&limit=2${after ? `&after=${after}` : ''}`;
      const page = await admin(server, 'GET', path, { headers: viewer.headers }, programAudit);
      expect(page.status).toBe(200);
      seen.push(...page.body.entries.map((e: { after: { reference: string } }) => e.after.reference));
      after = page.body.nextCursor;
    } while (after);
    expect(seen).toEqual(['page-4', 'page-3', 'page-2', 'page-1', 'page-0']);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await admin(server, 'GET', `/admin/api/programs/summit/audit?from=${today}&to=${today}&action=points.adjust`, { headers: viewer.headers }, programAudit);
    expect(dated.body.entries.length).toBeGreaterThanOrEqual(5);
    const none = await admin(server, 'GET', '/admin/api/programs/summit/audit?to=2000-01-01', { headers: viewer.headers }, programAudit);
    expect(none.body).toEqual({ entries: [], nextCursor: null });
    // The whole trail is the platform owner's; another program is not the viewer's.
    expect((await admin(server, 'GET', '/admin/api/audit?program=summit', { headers: viewer.headers }, '/admin/api/audit')).status).toBe(403);
    expect((await admin(server, 'GET', '/admin/api/programs/apex/audit', { headers: viewer.headers }, programAudit)).status).toBe(403);
    const all = await admin(server, 'GET', '/admin/api/audit?action=staff.sign-in', { key: rootKey }, '/admin/api/audit');
    expect(all.body.entries.map((e: { actor: { name: string } }) => e.actor.name).sort()).toEqual(['support@staff.example', 'viewer@staff.example']);
  });

  it('answers a bad filter with the field at fault', async () => {
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['to=2026-13-45', 'to'],
      ['from=2026-02-02&to=2026-01-01', 'to'],
      ['limit=0', 'limit'],
      ['after=abc', 'after'],
      ['actr=root', 'actr'],
      ['program=summit', 'program'],
    ] as const) {
      const res = await admin(server, 'GET', `/admin/api/programs/summit/audit?${query}`, { headers: viewer.headers }, programAudit);
      expect(res.status, query).toBe(400);
      expect(res.body.fields.map((f: { field: string }) => f.field), query).toEqual([field]);
    }
  });

  it('verify finds an edited row, a removed row and a removed last row, each by its place', async () => {
    expect((await verifyAudit(server.db)).breaks).toEqual([]);
    const rows = await server.db.query<{ seq: string }>('SELECT seq FROM audit_log ORDER BY seq');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const [, second, third, , , last] = rows.map((r) => Number(r.seq)).slice(-6);
    await tamper(async () => {
      await server.db.query(`UPDATE audit_log SET after = jsonb_set(after, '{amount}', '1000000') WHERE seq = $1`, [second]);
      await server.db.query('DELETE FROM audit_log WHERE seq = $1', [third! + 1]);
    });
    let result = await verifyAudit(server.db);
    expect(result.breaks).toEqual([
      { seq: second, problem: `row ${second} was changed after it was written: its hash does not match its content.` },
      { seq: third! + 2, problem: `row ${third! + 1} is missing (row ${third! + 2} follows row ${third}).` },
    ]);
    await tamper(() => server.db.query('DELETE FROM audit_log WHERE seq = $1', [last]));
    result = await verifyAudit(server.db);
    expect(result.breaks.at(-1)).toEqual({ seq: last, problem: `rows ${last} to ${last} are missing from the end (the last row written was ${last}).` });
  });
});

describe('staff create input', () => {
  it('names every problem and creates nothing', () => {
    expect(() => checkStaffInput({ email: 'not-mail', name: '', password: 'short', platformOwner: true, role: 'boss', programs: ['summit'] })).toThrow(
      /--email: Must be an e-mail address[\s\S]*--name: Required\.[\s\S]*the password: At least 12 characters\.[\s\S]*--role: Must be owner, manager, support or viewer\./,
    );
    expect(() => checkStaffInput({ email: 'a@b.example', name: 'A', password: 'long enough password', platformOwner: false, role: undefined, programs: [] })).toThrow(
      /Give either --platform-owner or --programs/,
    );
  });
});
