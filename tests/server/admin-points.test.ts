// Points from the operator: a file of credits and debits and the one-line call. Each reference
// counts once, a debit never goes below zero, and every refused file changes nothing.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { ALEX } from '../support/fixtures.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let key: string;
const IMPORT = '/admin/api/programs/summit/points/import';
const IMPORT_T = '/admin/api/programs/{program}/points/import';
const LINE = '/admin/api/programs/summit/points';
const LINE_T = '/admin/api/programs/{program}/points';
const fixture = (name: string) => readFileSync(`tests/fixtures/admin/${name}`, 'utf8');

const balanceOf = async (login: string) =>
  (await server.db.query<{ balance: number }>(`SELECT balance FROM users WHERE lower(login) = lower($1) AND program_id = (SELECT id FROM programs WHERE slug = 'summit')`, [login]))[0]!.balance;

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await operatorKey(server));
});
afterAll(() => server?.close());

describe('points import', () => {
  it('applies a CSV file: balances move and each line shows on My Points with its reason', async () => {
    const alex = await balanceOf(ALEX);
    const low = await balanceOf('low@summit.example');
    const res = await admin(server, 'POST', IMPORT, { key, file: fixture('points.csv') }, IMPORT_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 3, created: 3, updated: 0, unchanged: 0 });
    expect(await balanceOf(ALEX)).toBe(alex + 400);
    expect(await balanceOf('low@summit.example')).toBe(low + 250);
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    const list = (await (await server.request(SUMMIT, '/api/transactions', { token })).json()) as { description: string; amount: number; balance: number }[];
    expect(list.slice(0, 2).map((t) => [t.description, t.amount])).toEqual(
      expect.arrayContaining([
        ['Correction, duplicate credit', -100],
        ['Course completed: Safety basics', 500],
      ]),
    );
    const self = (await (await server.request(SUMMIT, '/api/self', { token })).json()) as { balance: number };
    expect(self.balance).toBe(alex + 400);
  });

  it('the same file again counts once: nothing moves', async () => {
    const before = await dataState(server);
    const res = await admin(server, 'POST', IMPORT, { key, file: fixture('points.csv') }, IMPORT_T);
    expect(res.body).toEqual({ rows: 3, created: 0, updated: 0, unchanged: 3 });
    expect(await dataState(server)).toEqual(before);
  });

  it('takes JSON lines, numbers as numbers or text', async () => {
    const low = await balanceOf('low@summit.example');
    const res = await admin(server, 'POST', IMPORT, { key, file: fixture('points.jsonl'), type: 'application/x-ndjson' }, IMPORT_T);
    expect(res.status, res.text).toBe(200);
    expect(res.body.created).toBe(2);
    expect(await balanceOf('low@summit.example')).toBe(low + 75);
  });

  const refusals: [string, string, { line: number; column?: string; message: RegExp }][] = [
    ['a debit below zero', `participant,amount,reason,reference\nlearner9@summit.example,5,ok,neg-1\nlearner9@summit.example,-6,too much,neg-2\n`, { line: 3, column: 'amount', message: /below zero/ }],
    ['an unknown participant', `participant,amount,reason,reference\nnobody@summit.example,5,x,u-1\n`, { line: 2, column: 'participant', message: /No points participant/ }],
    ['a malformed CSV row', `participant,amount,reason,reference\n${ALEX},5,x,m-1\n${ALEX},"5,x,m-2\n`, { line: 3, message: /Not a valid CSV row/ }],
    ['a row with too many cells', `participant,amount,reason,reference\n${ALEX},5,x,m-3,extra\n`, { line: 2, message: /Not a valid CSV row/ }],
    ['an unknown column', `participant,amount,reason,reference,colour\n${ALEX},5,x,c-1,red\n`, { line: 1, column: 'colour', message: /Unknown column/ }],
    ['a missing column', `participant,amount,reason\n${ALEX},5,x\n`, { line: 1, column: 'reference', message: /missing/ }],
    ['an amount that is not a number', `participant,amount,reason,reference\n${ALEX},5,x,a-1\n${ALEX},lots,x,a-2\n`, { line: 3, column: 'amount', message: /whole number/ }],
    ['an amount of 0', `participant,amount,reason,reference\n${ALEX},0,x,z-1\n`, { line: 2, column: 'amount', message: /not be 0/ }],
    ['a reference reused for another amount', `participant,amount,reason,reference\n${ALEX},7,x,lms-2026-0001\n`, { line: 2, column: 'reference', message: /used before/ }],
    ['an empty reason', `participant,amount,reason,reference\n${ALEX},7,,r-1\n`, { line: 2, column: 'reason', message: /Required/ }],
    ['a NUL in a value', `participant,amount,reason,reference\n${ALEX},7,bad\u0000,n-1\n`, { line: 2, column: 'reason', message: /cannot be stored/ }],
  ];

  for (const [what, file, expected] of refusals) {
    it(`refuses ${what}: the error names line and column, nothing changed`, async () => {
      const before = await dataState(server);
      const res = await admin(server, 'POST', IMPORT, { key, file }, IMPORT_T);
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toContainEqual(expect.objectContaining({ line: expected.line, ...(expected.column ? { column: expected.column } : {}), message: expect.stringMatching(expected.message) }));
      expect(await dataState(server)).toEqual(before);
    });
  }

  it('refuses a bad JSON line, an unknown field and a nested value, each by line', async () => {
    const before = await dataState(server);
    const file = [
      JSON.stringify({ participant: ALEX, amount: 1, reason: 'ok', reference: 'j-1' }),
      '{"participant": ',
      JSON.stringify({ participant: ALEX, amount: 1, reason: 'ok', reference: 'j-2', colour: 'red' }),
      JSON.stringify({ participant: ALEX, amount: { n: 1 }, reason: 'ok', reference: 'j-3' }),
      '[1,2]',
    ].join('\n');
    const res = await admin(server, 'POST', IMPORT, { key, file, type: 'application/x-ndjson' }, IMPORT_T);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 2, message: 'Not valid JSON.' },
      expect.objectContaining({ line: 3, column: 'colour' }),
      expect.objectContaining({ line: 4, column: 'amount' }),
      { line: 5, message: 'Each line must be one JSON object.' },
    ]);
    expect(await dataState(server)).toEqual(before);
  });

  it('refuses a 10 MB file whose last line is bad, naming that line; nothing changed', async () => {
    const before = await dataState(server);
    const header = 'participant,amount,reason,reference\n';
    const row = (i: number) => `buyer${String((i % 100) + 1).padStart(3, '0')}@summit.example,1,${'Quiz answered correctly, well done '.repeat(3).replace(/,/g, ';')},big-${i}\n`;
    const rows: string[] = [];
    let size = header.length;
    for (let i = 0; size < 10 * 1024 * 1024; i++) {
      const r = row(i);
      rows.push(r);
      size += r.length;
    }
    const file = `${header}${rows.join('')}${ALEX},-99999999,bad,last-line\n`;
    const res = await admin(server, 'POST', IMPORT, { key, file }, IMPORT_T);
    expect(res.status, res.text.slice(0, 300)).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ line: rows.length + 2, column: 'amount' })]);
    expect(await dataState(server)).toEqual(before);
  }, 120_000);

  it('refuses points in a program that keeps none', async () => {
    const res = await admin(server, 'POST', '/admin/api/programs/apex/points/import', { key, file: fixture('points.csv') }, IMPORT_T);
    expect(res.status).toBe(409);
  });
});

describe('one points line', () => {
  it('credits once per reference', async () => {
    const before = await balanceOf(ALEX);
    const line = { participant: ALEX, amount: 42, reason: 'Manager award', reference: 'award-9' };
    const first = await admin(server, 'POST', LINE, { key, json: line }, LINE_T);
    expect(first.body).toEqual({ applied: true, balance: before + 42 });
    const again = await admin(server, 'POST', LINE, { key, json: line }, LINE_T);
    expect(again.body).toEqual({ applied: false, balance: before + 42 });
    expect(await balanceOf(ALEX)).toBe(before + 42);
  });

  it('refuses a debit below zero (409), an unknown participant (404) and a bad body (400), changing nothing', async () => {
    const before = await dataState(server);
    const low = await balanceOf('low@summit.example');
    expect((await admin(server, 'POST', LINE, { key, json: { participant: 'low@summit.example', amount: -(low + 1), reason: 'x', reference: 'd-1' } }, LINE_T)).status).toBe(409);
    expect((await admin(server, 'POST', LINE, { key, json: { participant: 'nobody@x.example', amount: 1, reason: 'x', reference: 'd-2' } }, LINE_T)).status).toBe(404);
    const bad = await admin(server, 'POST', LINE, { key, json: { participant: ALEX, amount: 1.5, reason: '', reference: 'd-3' } }, LINE_T);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['amount', 'reason']));
    expect(await dataState(server)).toEqual(before);
  });
});
