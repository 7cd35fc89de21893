// Participants from the operator: points and plateau participants (invited by mail to set a
// password), claim codes, updates that never touch balances, and deactivation that ends sessions.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/lib/passwords.ts';
import { admin, dataState, operatorKey, recordingMail } from '../support/admin.ts';
import { ALEX, ALEX_SID } from '../support/fixtures.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let key: string;
const mail = recordingMail();
const IMPORT_T = '/admin/api/programs/{program}/participants/import';
const importPath = (program: string) => `/admin/api/programs/${program}/participants/import`;
const fixture = (name: string) => readFileSync(`tests/fixtures/admin/${name}`, 'utf8');

const userOf = async (program: string, login: string) =>
  (
    await server.db.query<{ id: string; name: string; email: string; balance: number | null; language: string | null; level_id: string | null; claim_email: string | null }>(
      `SELECT u.* FROM users u JOIN programs p ON p.id = u.program_id WHERE p.slug = $1 AND lower(u.login) = lower($2)`,
      [program, login],
    )
  )[0];

beforeAll(async () => {
  server = await startTestServer({ deps: { mail: mail.service } });
  ({ key } = await operatorKey(server));
});
afterAll(() => server?.close());

describe('participants import', () => {
  it('creates points participants with their opening balance, and invites each by mail once committed', async () => {
    const res = await admin(server, 'POST', importPath('summit'), { key, file: fixture('participants-points.csv') }, IMPORT_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0 });
    const dana = await userOf('summit', 'dana@summit.example');
    expect(dana).toMatchObject({ name: 'Dana Cruz', balance: 1500, language: 'en' });
    expect((await userOf('summit', 'fay@summit.example'))!.name).toBe("Fay O'Neill, Jr.");
    const invitations = mail.sent.filter((m) => m.kind === 'invitation');
    expect(invitations).toHaveLength(3);
    expect(invitations.map((m) => m.userId)).toContain(dana!.id);
  });

  it('the invitation’s token sets a first password, with which the participant signs in and sees their opening balance', async () => {
    const dana = await userOf('summit', 'dana@summit.example');
    const token = mail.sent.find((m) => m.kind === 'invitation' && m.userId === dana!.id)!.token!;
    const reset = await server.request(SUMMIT, '/api/users/resetpassword', { json: { email: 'dana@summit.example', token, password: 'Welcome#2026' } });
    expect(await reset.json()).toEqual({ success: true });
    const session = await server.signIn(SUMMIT, 'dana@summit.example', 'Welcome#2026');
    const points = (await (await server.request(SUMMIT, '/api/transactions', { token: session })).json()) as { description: string; amount: number }[];
    expect(points).toEqual([expect.objectContaining({ description: 'Opening balance', amount: 1500 })]);
  });

  it('importing again updates names and languages and never touches balances; no second invitation', async () => {
    await server.db.query(`UPDATE users SET balance = 1234 WHERE lower(login) = 'dana@summit.example'`);
    const sentBefore = mail.sent.length;
    const file = 'email,name,language,balance\ndana@summit.example,Dana Cruz-Ito,fr,999999\neli@summit.example,Eli Novak,fr,\n';
    const res = await admin(server, 'POST', importPath('summit'), { key, file }, IMPORT_T);
    expect(res.body).toEqual({ rows: 2, created: 0, updated: 1, unchanged: 1 });
    expect(await userOf('summit', 'dana@summit.example')).toMatchObject({ name: 'Dana Cruz-Ito', language: 'fr', balance: 1234 });
    expect(mail.sent.length).toBe(sentBefore);
  });

  it('takes a password hash instead of inviting (a migration), and the participant signs in with it', async () => {
    const hash = await hashPassword('Migrated#2026');
    const sentBefore = mail.sent.length;
    const res = await admin(server, 'POST', importPath('summit'), { key, file: `email,name,password_hash\ngus@summit.example,Gus Park,${hash}\n` }, IMPORT_T);
    expect(res.status, res.text).toBe(200);
    expect(mail.sent.length).toBe(sentBefore);
    expect(await server.signIn(SUMMIT, 'gus@summit.example', 'Migrated#2026')).toBeTruthy();
  });

  it('creates plateau participants at their level, inviting only those with an email', async () => {
    const sentBefore = mail.sent.length;
    const res = await admin(server, 'POST', importPath('apex'), { key, file: fixture('participants-plateau.csv') }, IMPORT_T);
    expect(res.status, res.text).toBe(200);
    expect(await userOf('apex', 'GOLD-2001')).toMatchObject({ level_id: 'gold', email: 'ana@apex.example', balance: null });
    expect(await userOf('apex', 'SILVER-2002')).toMatchObject({ level_id: 'silver', email: 'SILVER-2002' });
    expect(mail.sent.length - sentBefore).toBe(1);
    const again = await admin(server, 'POST', importPath('apex'), { key, file: 'user_id,name,level\nSILVER-2002,Ben Ode,gold\n' }, IMPORT_T);
    expect(again.body.updated).toBe(1);
    expect((await userOf('apex', 'SILVER-2002'))!.level_id).toBe('gold');
  });

  it('creates claim codes from JSON lines; a code signs in with no password', async () => {
    const res = await admin(server, 'POST', importPath('thanks'), { key, file: fixture('claim-codes.jsonl'), type: 'application/x-ndjson' }, IMPORT_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body.created).toBe(2);
    expect((await userOf('thanks', 'THANKS-7001'))!.claim_email).toBe('winner@example.com');
    const again = await admin(server, 'POST', importPath('thanks'), { key, file: 'code,email\nTHANKS-7001,new@example.com\nTHANKS-7002,\n' }, IMPORT_T);
    expect(again.body).toEqual({ rows: 2, created: 0, updated: 1, unchanged: 1 });
    expect((await userOf('thanks', 'THANKS-7001'))!.claim_email).toBe('new@example.com');
    expect(await server.signIn(CLAIM, 'THANKS-7002')).toBeTruthy();
  });

  it('keeps the id column’s ids (a migration from another system); a known participant with the same id is unchanged', async () => {
    const file = 'id,email,name\nlegacy-00017,kim@summit.example,Kim Roe\n';
    const res = await admin(server, 'POST', importPath('summit'), { key, file }, IMPORT_T);
    expect(res.body).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0 });
    expect((await userOf('summit', 'kim@summit.example'))!.id).toBe('legacy-00017');
    const codes = await admin(server, 'POST', importPath('thanks'), { key, file: 'id,code\nlegacy_code_1,THANKS-7101\n' }, IMPORT_T);
    expect(codes.body.created).toBe(1);
    expect((await userOf('thanks', 'THANKS-7101'))!.id).toBe('legacy_code_1');
    const again = await admin(server, 'POST', importPath('summit'), { key, file }, IMPORT_T);
    expect(again.body).toEqual({ rows: 1, created: 0, updated: 0, unchanged: 1 });
  });

  const refusals: [string, string, string, { line: number; column?: string; message: RegExp }][] = [
    ['an id with spaces', 'summit', 'id,email,name\nold id,cy@summit.example,Cy Doe\n', { line: 2, column: 'id', message: /Letters, digits/ }],
    ['an id another participant has (in any program)', 'apex', `id,user_id,name,level\n${ALEX_SID},GOLD-7,Cy Doe,gold\n`, { line: 2, column: 'id', message: /Another participant already has this id/ }],
    ['the same id twice', 'summit', 'id,email,name\nold-1,cy@summit.example,Cy Doe\nold-1,di@summit.example,Di Doe\n', { line: 3, column: 'id', message: /already on line 2/ }],
    ['a new id for a known participant', 'summit', 'id,email,name\nold-2,alex@summit.example,Alex Morgan\n', { line: 2, column: 'id', message: /an id never changes/ }],
    ['an unknown level', 'apex', 'user_id,name,level\nBRONZE-1,Cy Doe,bronze\n', { line: 2, column: 'level', message: /Not a level/ }],
    ['a language the program does not offer', 'apex', 'user_id,name,level,language\nGOLD-3,Cy Doe,gold,nl\n', { line: 2, column: 'language', message: /Not a language/ }],
    ['a bad email', 'summit', 'email,name\nnot-an-email,Cy Doe\n', { line: 2, column: 'email', message: /./ }],
    ['a negative opening balance', 'summit', 'email,name,balance\ncy@summit.example,Cy Doe,-5\n', { line: 2, column: 'balance', message: /negative/ }],
    ['the same participant twice', 'summit', 'email,name\ncy@summit.example,Cy Doe\nCY@summit.example,Cy Doe\n', { line: 3, column: 'email', message: /already on line 2/ }],
    ['an unknown column', 'thanks', 'code,colour\nTHANKS-8001,red\n', { line: 1, column: 'colour', message: /Unknown column/ }],
    ['a password hash in another format', 'summit', 'email,name,password_hash\ncy@summit.example,Cy Doe,$2b$10$abcdefghijklmnopqrstuv\n', { line: 2, column: 'password_hash', message: /scrypt/ }],
    ['a password hash whose p is 64 (a stall of seconds per sign-in)', 'summit', `email,name,password_hash\ncy@summit.example,Cy Doe,scrypt$16384$8$64$${'A'.repeat(22)}$${'B'.repeat(43)}\n`, { line: 2, column: 'password_hash', message: /^p is 64; it must be from 1 to 4\.$/ }],
    ['a password hash whose N is past 2^17', 'apex', `user_id,name,level,password_hash\nGOLD-8,Cy Doe,gold,scrypt$1048576$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}\n`, { line: 2, column: 'password_hash', message: /N is 1048576; it must be a power of two from 16384/ }],
    ['a name with a control character', 'summit', 'email,name\ncy@summit.example,Cy\u0085Doe\n', { line: 2, column: 'name', message: /^No line breaks or other control characters\.$/ }],
    ['two new participants with one email', 'apex', 'user_id,name,level,email\nGOLD-5,Cy Doe,gold,cy@apex.example\nGOLD-6,Di Doe,gold,CY@apex.example\n', { line: 3, column: 'email', message: /already uses/ }],
    ['a claim code given twice', 'thanks', 'code\nTHANKS-9001\nthanks-9001\n', { line: 3, column: 'code', message: /already on line 2/ }],
    ['an email another participant uses', 'apex', 'user_id,name,level,email\nGOLD-4,Cy Doe,gold,ana@apex.example\n', { line: 2, column: 'email', message: /already uses/ }],
  ];
  for (const [what, program, file, expected] of refusals) {
    it(`refuses ${what}: line and column named, nothing changed, nobody invited`, async () => {
      const before = await dataState(server);
      const sentBefore = mail.sent.length;
      const res = await admin(server, 'POST', importPath(program), { key, file }, IMPORT_T);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ line: expected.line, ...(expected.column ? { column: expected.column } : {}), message: expect.stringMatching(expected.message) }));
      expect(await dataState(server)).toEqual(before);
      expect(mail.sent.length).toBe(sentBefore);
    });
  }

  it('refuses a name with a line break in JSON lines, with its line', async () => {
    const before = await dataState(server);
    const file = '{"email":"cy@summit.example","name":"Cy Doe"}\n{"email":"di@summit.example","name":"Di Doe\\r\\nBcc: all@summit.example"}\n';
    const res = await admin(server, 'POST', importPath('summit'), { key, file, type: 'application/x-ndjson' }, IMPORT_T);
    expect(res.status, res.text).toBe(400);
    expect(res.body.errors).toEqual([{ line: 2, column: 'name', message: 'No line breaks or other control characters.' }]);
    expect(await dataState(server)).toEqual(before);
  });

  it('a file with good rows and one bad row creates nobody', async () => {
    const before = await dataState(server);
    const file = 'email,name\nhal@summit.example,Hal Ito\nivy@summit.example,\n';
    const res = await admin(server, 'POST', importPath('summit'), { key, file }, IMPORT_T);
    expect(res.status).toBe(400);
    expect(await userOf('summit', 'hal@summit.example')).toBeUndefined();
    expect(await dataState(server)).toEqual(before);
  });
});

describe('deactivation', () => {
  const ONE_T = '/admin/api/programs/{program}/participants/{login}/deactivate';
  const FILE_T = '/admin/api/programs/{program}/participants/deactivate';

  it('ends the participant’s sessions at once and refuses their sign-in', async () => {
    const token = await server.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    expect((await server.request(SUMMIT, '/api/self', { token })).status).toBe(200);
    // A catalogue read first, so the session is kept in memory (session-cache.ts) before it ends.
    expect((await server.request(SUMMIT, '/api/categories', { token })).status).toBe(200);
    const res = await admin(server, 'POST', '/admin/api/programs/summit/participants/low%40summit.example/deactivate', { key }, ONE_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 1, created: 0, updated: 1, unchanged: 0 });
    expect((await server.request(SUMMIT, '/api/self', { token })).status).toBe(401);
    expect((await server.request(SUMMIT, '/api/categories', { token })).status).toBe(401);
    const signIn = await server.request(SUMMIT, '/token', { json: { email: 'low@summit.example', password: PASSWORD } });
    expect(signIn.status).toBe(401);
    const again = await admin(server, 'POST', '/admin/api/programs/summit/participants/low%40summit.example/deactivate', { key }, ONE_T);
    expect(again.body.unchanged).toBe(1);
  });

  it('deactivates a file of logins; an unknown one refuses the file and changes nothing', async () => {
    const before = await dataState(server);
    const bad = await admin(server, 'POST', '/admin/api/programs/apex/participants/deactivate', { key, file: 'login\nGOLD-2001\nNOBODY-1\n' }, FILE_T);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ line: 3, column: 'login' })]);
    expect(await dataState(server)).toEqual(before);
    const ok = await admin(server, 'POST', '/admin/api/programs/apex/participants/deactivate', { key, file: 'login\nGOLD-2001\n' }, FILE_T);
    expect(ok.body.updated).toBe(1);
    expect((await server.request(TIERED, '/token', { json: { email: 'GOLD-2001', password: 'x' } })).status).toBe(401);
  });

  it('responds 404 for a participant the program does not have, changing nothing', async () => {
    const before = await dataState(server);
    const res = await admin(server, 'POST', `/admin/api/programs/apex/participants/${encodeURIComponent(ALEX)}/deactivate`, { key }, ONE_T);
    expect(res.status).toBe(404);
    expect(await dataState(server)).toEqual(before);
  });
});
