// The console's participant reads: the list (prefix search in any case, status, keyset pages),
// one participant, their ledger with the balance after each line, the imports list read from the
// audit trail, and bad input refused with a 400 that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../server/admin/reads/cursor.ts';
import { admin, dataState, operatorKey } from '../../support/admin.ts';
import { ALEX } from '../../support/fixtures.ts';
import { staffMember, staffSignIn } from '../../support/staff.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../../support/test-server.ts';

const LIST_T = '/admin/api/programs/{program}/participants';
const ONE_T = '/admin/api/programs/{program}/participants/{login}';
const LEDGER_T = '/admin/api/programs/{program}/participants/{login}/transactions';
const IMPORTS_T = '/admin/api/programs/{program}/imports';

let server: TestServer;
let key: string;
/** A viewer of summit: the least role, which may read everything here. */
let viewer: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await operatorKey(server));
  await staffMember(server, 'viewer@staff.example', { roles: { summit: 'viewer', apex: 'viewer', thanks: 'viewer' } });
  viewer = (await staffSignIn(server, 'viewer@staff.example')).headers;
});
afterAll(() => server?.close());

const read = (path: string, template: string) => admin(server, 'GET', path, { headers: viewer }, template);
const list = (program: string, query = '') => read(`/admin/api/programs/${program}/participants${query}`, LIST_T);

/** Every page of a list, following nextCursor; the sign-ins in the order the pages gave them. */
async function walk(program: string, query: string, limit: number): Promise<{ logins: string[]; pages: number }> {
  const logins: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await list(program, `?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    logins.push(...res.body.items.map((p: { login: string }) => p.login));
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor);
  return { logins, pages };
}

const programId = async (slug: string) => (await server.db.query<{ id: number }>('SELECT id FROM programs WHERE slug = $1', [slug]))[0]!.id;

describe('participants list', () => {
  it('pages through every participant of the program once, in sign-in order, with no gaps', async () => {
    const all = await server.db.query<{ login: string }>('SELECT login FROM users WHERE program_id = $1 ORDER BY lower(login)', [await programId('summit')]);
    expect(all.length).toBeGreaterThan(100);
    const { logins, pages } = await walk('summit', '', 7);
    expect(pages).toBe(Math.ceil(all.length / 7));
    expect(new Set(logins).size).toBe(logins.length);
    expect(logins).toEqual(all.map((u) => u.login));
  });

  it('searches by the start of a sign-in, e-mail or name, in any case, across pages', async () => {
    const { logins } = await walk('summit', '&q=BUYER00', 4);
    expect(logins).toEqual(Array.from({ length: 9 }, (_, n) => `buyer00${n + 1}@summit.example`));
    const [alex] = (await list('summit', '?q=Alex%40Summit')).body.items;
    expect(alex).toMatchObject({ login: ALEX, status: 'active', balance: expect.any(Number) });
    // A name's start, whatever the sign-in: give one participant a name no sign-in starts with.
    await server.db.query("UPDATE users SET name = 'Zelda Quincy' WHERE login = 'buyer042@summit.example'");
    expect((await list('summit', '?q=zELDA%20q')).body.items.map((p: { login: string }) => p.login)).toEqual(['buyer042@summit.example']);
    // Only a start: the middle of a sign-in finds nothing.
    expect((await list('summit', '?q=summit.example')).body.items).toEqual([]);
  });

  it('takes the search literally: % and _ are characters, not wildcards', async () => {
    expect((await list('summit', '?q=%25')).body.items).toEqual([]);
    expect((await list('summit', '?q=buyer_01')).body.items).toEqual([]);
  });

  it('finds claim codes and plateau user ids by their start', async () => {
    const codes = await walk('thanks', '&q=thanks-000', 5);
    expect(codes.logins).toEqual(Array.from({ length: 9 }, (_, n) => `THANKS-000${n + 1}`));
    const gold = (await list('apex', '?q=gold-100')).body.items.map((p: { login: string; level: string }) => [p.login, p.level]);
    expect(gold).toContainEqual(['GOLD-1001', 'gold']);
  });

  it('filters by status: deactivated, invited (no password, never signed in) and active', async () => {
    const deactivated = await admin(server, 'POST', '/admin/api/programs/summit/participants/buyer007%40summit.example/deactivate', { key }, '/admin/api/programs/{program}/participants/{login}/deactivate');
    expect(deactivated.status).toBe(200);
    const imported = await admin(server, 'POST', '/admin/api/programs/summit/participants/import', { key, file: 'email,name\nnew.one@summit.example,New One\n' }, '/admin/api/programs/{program}/participants/import');
    expect(imported.status, imported.text).toBe(200);

    expect((await walk('summit', '&status=deactivated', 50)).logins).toEqual(['buyer007@summit.example']);
    const invited = (await walk('summit', '&status=invited', 50)).logins;
    expect(invited).toContain('new.one@summit.example');
    expect(invited).not.toContain(ALEX);
    const active = (await walk('summit', '&status=active', 50)).logins;
    expect(active).toContain(ALEX);
    expect(active).not.toContain('buyer007@summit.example');
    expect(active).not.toContain('new.one@summit.example');
    const everyone = (await walk('summit', '', 200)).logins;
    expect(new Set([...active, ...invited, 'buyer007@summit.example'])).toEqual(new Set(everyone));
  });
});

describe('one participant', () => {
  it('shows the profile, balance, an accepted invitation and the last sign-in', async () => {
    const before = await read(`/admin/api/programs/summit/participants/${encodeURIComponent('ALEX@summit.example')}`, ONE_T);
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({ login: ALEX, status: 'active', invitation: { state: 'accepted', expiresAt: null }, deactivatedAt: null, redeemed: false });
    const [{ balance }] = (await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE login = $1 AND program_id = $2', [ALEX, await programId('summit')])) as [{ balance: number }];
    expect(before.body.balance).toBe(balance);
    const signedInFrom = Date.now();
    await server.signIn(SUMMIT, ALEX, PASSWORD);
    const after = await read(`/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}`, ONE_T);
    expect(Date.parse(after.body.lastSignInAt)).toBeGreaterThanOrEqual(signedInFrom - 1000);
  });

  it('shows an invitation sent and when its link expires, for a participant who has not set a password', async () => {
    const res = await read(`/admin/api/programs/summit/participants/${encodeURIComponent('new.one@summit.example')}`, ONE_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'invited', lastSignInAt: null, invitation: { state: 'sent' } });
    expect(Date.parse(res.body.invitation.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers 404 for an unknown sign-in and for a participant of another program', async () => {
    expect((await read(`/admin/api/programs/summit/participants/nobody%40summit.example`, ONE_T)).status).toBe(404);
    // GOLD-1001 is apex's: asked of summit, it does not exist.
    expect((await read('/admin/api/programs/summit/participants/GOLD-1001', ONE_T)).status).toBe(404);
    expect((await read('/admin/api/programs/apex/participants/GOLD-1001', ONE_T)).status).toBe(200);
    expect((await read(`/admin/api/programs/apex/participants/${encodeURIComponent(ALEX)}/transactions`, LEDGER_T)).status).toBe(404);
  });
});

describe('a participant ledger', () => {
  const ledger = (query = '') => read(`/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}/transactions${query}`, LEDGER_T);

  it('lists every line newest first, each with the balance after it, across pages', async () => {
    for (const [n, amount] of [[1, 500], [2, -120], [3, 75]] as const) {
      const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { key, json: { participant: ALEX, amount, reason: `Adjustment ${n}`, reference: `ledger-${n}` } }, '/admin/api/programs/{program}/points');
      expect(res.status, res.text).toBe(200);
    }
    const lines: { id: string; amount: number; balance: number; description: string; at: string }[] = [];
    let cursor: string | null = null;
    do {
      const res = await ledger(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.text).toBe(200);
      lines.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    const stored = await server.db.query<{ id: string }>("SELECT id FROM transactions WHERE user_id = (SELECT id FROM users WHERE login = $1 AND program_id = (SELECT id FROM programs WHERE slug = 'summit')) ORDER BY created_at DESC, id DESC", [ALEX]);
    expect(lines.map((l) => l.id)).toEqual(stored.map((s) => s.id));
    expect(lines.slice(0, 3).map((l) => [l.description, l.amount])).toEqual([['Adjustment 3', 75], ['Adjustment 2', -120], ['Adjustment 1', 500]]);
    const detail = await read(`/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}`, ONE_T);
    expect(lines[0]!.balance).toBe(detail.body.balance);
    // Each line's balance is the one before it moved by its amount.
    for (let n = 0; n < 3; n += 1) expect(lines[n]!.balance - lines[n]!.amount).toBe(lines[n + 1]!.balance);
  });
});

describe('imports done', () => {
  it('lists each file applied, newest first: who, when, its name, rows and result', async () => {
    const file = 'email,name\nfirst.file@summit.example,First File\nsecond.file@summit.example,Second File\n';
    const res = await admin(server, 'POST', '/admin/api/programs/summit/participants/import', { key, file, headers: { 'content-disposition': 'attachment; filename="C:\\\\exports\\\\march.csv"' } }, '/admin/api/programs/{program}/participants/import');
    expect(res.status, res.text).toBe(200);
    const points = await admin(server, 'POST', '/admin/api/programs/summit/points/import', { key, file: `participant,amount,reason,reference\n${ALEX},10,Bonus,file-1\n`, headers: { 'content-disposition': "attachment; filename*=UTF-8''bonus%20m%C3%A4rz.csv" } }, '/admin/api/programs/{program}/points/import');
    expect(points.status, points.text).toBe(200);
    const page = await read('/admin/api/programs/summit/imports?limit=2', IMPORTS_T);
    expect(page.status, page.text).toBe(200);
    expect(page.body.items).toMatchObject([
      { action: 'points.import', fileName: 'bonus märz.csv', rows: 1, result: { created: 1, updated: 0, unchanged: 0 }, actor: { kind: 'key', name: 'test' } },
      { action: 'participants.import', fileName: 'march.csv', rows: 2, result: { created: 2, updated: 0, unchanged: 0 } },
    ]);
    // The earlier file (no name sent) is on the next page; a one-participant deactivation is not a file.
    const next = await read(`/admin/api/programs/summit/imports?cursor=${page.body.nextCursor}`, IMPORTS_T);
    expect(next.body.items).toMatchObject([{ action: 'participants.import', fileName: null, rows: 1 }]);
    expect(next.body.nextCursor).toBeNull();
  });

  it('refuses a malformed Content-Disposition before applying anything', async () => {
    const before = await dataState(server);
    const res = await admin(server, 'POST', '/admin/api/programs/summit/participants/import', { key, file: 'email,name\nthird@summit.example,Third\n', headers: { 'content-disposition': 'attachment; filename="unterminated' } }, '/admin/api/programs/{program}/participants/import');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Content-Disposition/);
    expect(await dataState(server)).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and changes nothing', async () => {
    const before = await dataState(server);
    const cases: [string, string, string][] = [
      [`/admin/api/programs/summit/participants?cursor=not-a-cursor`, LIST_T, 'cursor'],
      [`/admin/api/programs/summit/participants?cursor=${encodeCursor([1, 2])}`, LIST_T, 'cursor'],
      [`/admin/api/programs/summit/participants?cursor=${encodeURIComponent('a+b/c=')}`, LIST_T, 'cursor'],
      [`/admin/api/programs/summit/participants?limit=0`, LIST_T, 'limit'],
      [`/admin/api/programs/summit/participants?limit=201`, LIST_T, 'limit'],
      [`/admin/api/programs/summit/participants?limit=ten`, LIST_T, 'limit'],
      [`/admin/api/programs/summit/participants?status=asleep`, LIST_T, 'status'],
      [`/admin/api/programs/summit/participants?q=`, LIST_T, 'q'],
      [`/admin/api/programs/summit/participants?q=${'a'.repeat(101)}`, LIST_T, 'q'],
      [`/admin/api/programs/summit/participants?sort=name`, LIST_T, 'sort'],
      [`/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}/transactions?cursor=${encodeCursor(['yesterday', 'tx'])}`, LEDGER_T, 'cursor'],
      [`/admin/api/programs/summit/imports?cursor=${encodeCursor(['12a'])}`, IMPORTS_T, 'cursor'],
    ];
    for (const [path, template, field] of cases) {
      const res = await read(path, template);
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.body.error).toBe('bad_request');
      expect(res.body.fields.map((f: { field: string }) => f.field), path).toContain(field);
    }
    expect(await dataState(server)).toEqual(before);
  });
});
