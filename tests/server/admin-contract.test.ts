// Every operation of openapi-admin.yaml called with each documented answer, every body checked
// against the document; the last test compares what was seen with the document, so a new admin
// operation or answer without a call here fails the run.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSpoolFile, type OpenSpoolFile } from '../../server/admin/spool.ts';
import { staffTokenStore } from '../../server/admin/staff-tokens.ts';
import { admin, adminContract, operatorKey, type AdminCall } from '../support/admin.ts';
import { ALEX, BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';
import { STAFF_PASSWORD, staffMember, staffSignIn } from '../support/staff.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

const seen = new Map<string, Set<number>>();
let server: TestServer;
const keys = { root: '', apex: '', revokedId: '' };
let order: { orderNumber: string; itemId: string };
const LIMIT = 64 * 1024;
const big = `participant,amount,reason,reference\n${'x'.repeat(LIMIT + 1)}\n`;
const png = readFileSync('tests/fixtures/admin/program-harbor/theme/logo.png');

/** Calls the operation `op` (METHOD template) on `path`, expects `status`; the helper validates the body. */
async function call(op: string, path: string, status: number, init: AdminCall = {}) {
  const [method, template] = op.split(' ') as [string, string];
  expect(adminContract.operations).toContain(op);
  const res = await admin(server, method, path, init, template);
  expect(res.status, `${op} ${path}: ${res.text.slice(0, 300)}`).toBe(status);
  seen.set(op, (seen.get(op) ?? new Set()).add(status));
  return res;
}

/** While true the spool's disk is full: every write fails with ENOSPC. */
let diskFull = false;
const openSpool: OpenSpoolFile = async (path) => {
  const file = await openSpoolFile(path);
  return {
    write: (bytes) => (diskFull ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })) : file.write(bytes)),
    close: () => file.close(),
  };
};

beforeAll(async () => {
  server = await startTestServer({ adminUploadLimitBytes: LIMIT, deps: { openSpoolFile: openSpool } });
  keys.root = (await operatorKey(server)).key;
  keys.apex = (await operatorKey(server, ['apex'])).key;
  keys.revokedId = (await operatorKey(server, null, 'to revoke')).id;
  const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
  const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
  const { id } = (await placed.json()) as { id: string };
  const full = (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as { orderNumber: string; items: { id: string }[] };
  order = { orderNumber: full.orderNumber, itemId: full.items[0]!.id };
});
afterAll(() => server?.close());

const program = JSON.parse(readFileSync('tests/fixtures/admin/program-harbor/program.json', 'utf8')) as Record<string, unknown>;
const settings = { ...program, theme: { color1: '#000000', color2: '#111111', color3: '#222222' } };

describe('openapi-admin.yaml, operation by operation', () => {
  it('keys', async () => {
    await call('GET /admin/api/keys', '/admin/api/keys', 200, { key: keys.root });
    await call('GET /admin/api/keys', '/admin/api/keys', 401);
    await call('GET /admin/api/keys', '/admin/api/keys', 403, { key: keys.apex });
    const revoke = 'POST /admin/api/keys/{keyId}/revoke';
    await call(revoke, `/admin/api/keys/${keys.revokedId}/revoke`, 200, { key: keys.root });
    await call(revoke, `/admin/api/keys/${keys.revokedId}/revoke`, 401);
    await call(revoke, `/admin/api/keys/${keys.revokedId}/revoke`, 403, { key: keys.apex });
    await call(revoke, '/admin/api/keys/key_0000000000000000/revoke', 404, { key: keys.root });
  });

  it('programs', async () => {
    const op = 'PUT /admin/api/programs/{program}/assets/{name}';
    const file = (data: string | Uint8Array) => ({ file: data, type: 'application/octet-stream' });
    await call(op, '/admin/api/programs/harbor/assets/logo.png', 200, { key: keys.root, ...file(png) });
    await call(op, '/admin/api/programs/harbor/assets/logo.png', 400, { key: keys.root, ...file('text') });
    await call(op, '/admin/api/programs/harbor/assets/logo.png', 401, file(png));
    await call(op, '/admin/api/programs/harbor/assets/logo.png', 403, { key: keys.apex, ...file(png) });
    await call(op, '/admin/api/programs/Not_A_Slug/assets/logo.png', 404, { key: keys.root, ...file(png) });
    await call(op, '/admin/api/programs/harbor/assets/logo.png', 413, { key: keys.root, ...file(new Uint8Array(10 * 1024 * 1024 + 1)) });
    const apply = 'PUT /admin/api/programs/{program}';
    await call(apply, '/admin/api/programs/harbor', 200, { key: keys.root, json: { settings } });
    await call(apply, '/admin/api/programs/harbor', 400, { key: keys.root, json: { settings: { ...settings, type: 'cash' } } });
    await call(apply, '/admin/api/programs/harbor', 401, { json: { settings } });
    await call(apply, '/admin/api/programs/harbor', 403, { key: keys.apex, json: { settings } });
    await call(apply, '/admin/api/programs/Not_A_Slug', 404, { key: keys.root, json: { settings } });
    await call(apply, '/admin/api/programs/harbor', 409, { key: keys.root, json: { settings: { ...settings, hosts: ['localhost'] } } });
    await call(apply, '/admin/api/programs/harbor', 413, { key: keys.root, json: { settings, padding: 'x'.repeat(LIMIT) } });
  });

  it('points', async () => {
    const op = 'POST /admin/api/programs/{program}/points';
    const line = { participant: ALEX, amount: 5, reason: 'Contract', reference: 'contract-1' };
    await call(op, '/admin/api/programs/summit/points', 200, { key: keys.root, json: line });
    await call(op, '/admin/api/programs/summit/points', 400, { key: keys.root, json: { ...line, amount: 'five' } });
    await call(op, '/admin/api/programs/summit/points', 401, { json: line });
    await call(op, '/admin/api/programs/summit/points', 403, { key: keys.apex, json: line });
    await call(op, '/admin/api/programs/summit/points', 404, { key: keys.root, json: { ...line, participant: 'nobody@x.example' } });
    await call(op, '/admin/api/programs/summit/points', 409, { key: keys.root, json: { ...line, amount: -999_999_999, reference: 'contract-2' } });
    const file = 'POST /admin/api/programs/{program}/points/import';
    const csv = `participant,amount,reason,reference\n${ALEX},5,Contract,contract-3\n`;
    await call(file, '/admin/api/programs/summit/points/import', 200, { key: keys.root, file: csv });
    await call(file, '/admin/api/programs/summit/points/import', 400, { key: keys.root, file: 'participant\nx\n' });
    await call(file, '/admin/api/programs/summit/points/import', 401, { file: csv });
    await call(file, '/admin/api/programs/summit/points/import', 403, { key: keys.apex, file: csv });
    await call(file, '/admin/api/programs/nowhere/points/import', 404, { key: keys.root, file: csv });
    await call(file, '/admin/api/programs/apex/points/import', 409, { key: keys.root, file: csv });
    await call(file, '/admin/api/programs/summit/points/import', 413, { key: keys.root, file: big });
  });

  it('participants', async () => {
    for (const [op, path, good] of [
      ['POST /admin/api/programs/{program}/participants/import', '/admin/api/programs/summit/participants/import', 'email,name\nzed@summit.example,Zed Ray\n'],
      ['POST /admin/api/programs/{program}/participants/deactivate', '/admin/api/programs/summit/participants/deactivate', 'login\nzed@summit.example\n'],
    ] as const) {
      await call(op, path, 200, { key: keys.root, file: good });
      await call(op, path, 400, { key: keys.root, file: 'colour\nred\n' });
      await call(op, path, 401, { file: good });
      await call(op, path, 403, { key: keys.apex, file: good });
      await call(op, path.replace('summit', 'nowhere'), 404, { key: keys.root, file: good });
      await call(op, path, 413, { key: keys.root, file: big });
    }
    const one = 'POST /admin/api/programs/{program}/participants/{login}/deactivate';
    await call(one, '/admin/api/programs/summit/participants/learner3%40summit.example/deactivate', 200, { key: keys.root });
    await call(one, '/admin/api/programs/summit/participants/learner3%40summit.example/deactivate', 401);
    await call(one, '/admin/api/programs/summit/participants/learner3%40summit.example/deactivate', 403, { key: keys.apex });
    await call(one, '/admin/api/programs/summit/participants/nobody/deactivate', 404, { key: keys.root });
  });

  it('fulfilment', async () => {
    const exp = 'POST /admin/api/programs/{program}/orders/export';
    await call(exp, '/admin/api/programs/summit/orders/export', 200, { key: keys.root });
    await call(exp, '/admin/api/programs/summit/orders/export?format=pdf', 400, { key: keys.root });
    await call(exp, '/admin/api/programs/summit/orders/export', 401);
    await call(exp, '/admin/api/programs/summit/orders/export', 403, { key: keys.apex });
    await call(exp, '/admin/api/programs/nowhere/orders/export', 404, { key: keys.root });
    const cancel = 'POST /admin/api/programs/{program}/orders/{orderNumber}/cancel';
    await call(cancel, `/admin/api/programs/summit/orders/${order.orderNumber}/cancel`, 401);
    await call(cancel, `/admin/api/programs/summit/orders/${order.orderNumber}/cancel`, 403, { key: keys.apex });
    await call(cancel, `/admin/api/programs/summit/orders/${order.orderNumber}/cancel`, 200, { key: keys.root });
    await call(cancel, `/admin/api/programs/summit/orders/${order.orderNumber}/cancel`, 409, { key: keys.root });
    await call(cancel, '/admin/api/programs/summit/orders/1/cancel', 404, { key: keys.root });
    const track = 'POST /admin/api/programs/{program}/tracking/import';
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
    const { id } = (await placed.json()) as { id: string };
    const full = (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as { orderNumber: string; items: { id: string }[] };
    const csv = `order_number,item_id,status,tracking_number,tracking_company\n${full.orderNumber},${full.items[0]!.id},Shipped,1Z,UPS\n`;
    await call(track, '/admin/api/programs/summit/tracking/import', 200, { key: keys.root, file: csv });
    await call(track, '/admin/api/programs/summit/tracking/import', 400, { key: keys.root, file: csv.replace('Shipped', 'Lost') });
    await call(track, '/admin/api/programs/summit/tracking/import', 401, { file: csv });
    await call(track, '/admin/api/programs/summit/tracking/import', 403, { key: keys.apex, file: csv });
    await call(track, '/admin/api/programs/nowhere/tracking/import', 404, { key: keys.root, file: csv });
    await call(track, '/admin/api/programs/summit/tracking/import', 413, { key: keys.root, file: big });
  });

  it('catalogue', async () => {
    const bin = (data: string | Uint8Array) => ({ file: data, type: 'application/octet-stream' });
    const sharedImage = 'PUT /admin/api/catalogue/images/{name}';
    await call(sharedImage, '/admin/api/catalogue/images/contract.png', 200, { key: keys.root, ...bin(png) });
    await call(sharedImage, '/admin/api/catalogue/images/contract.png', 400, { key: keys.root, ...bin('text') });
    await call(sharedImage, '/admin/api/catalogue/images/contract.png', 401, bin(png));
    await call(sharedImage, '/admin/api/catalogue/images/contract.png', 403, { key: keys.apex, ...bin(png) });
    await call(sharedImage, '/admin/api/catalogue/images/contract.png', 413, { key: keys.root, ...bin(new Uint8Array(10 * 1024 * 1024 + 1)) });
    const ownImage = 'PUT /admin/api/programs/{program}/catalogue/images/{name}';
    await call(ownImage, '/admin/api/programs/summit/catalogue/images/contract.png', 200, { key: keys.root, ...bin(png) });
    await call(ownImage, '/admin/api/programs/summit/catalogue/images/contract.png', 400, { key: keys.root, ...bin('text') });
    await call(ownImage, '/admin/api/programs/summit/catalogue/images/contract.png', 401, bin(png));
    await call(ownImage, '/admin/api/programs/summit/catalogue/images/contract.png', 403, { key: keys.apex, ...bin(png) });
    await call(ownImage, '/admin/api/programs/nowhere/catalogue/images/contract.png', 404, { key: keys.root, ...bin(png) });
    await call(ownImage, '/admin/api/programs/summit/catalogue/images/contract.png', 413, { key: keys.root, ...bin(new Uint8Array(10 * 1024 * 1024 + 1)) });
    const row = (slug: string) => `slug,name,brand,category,price,images\n${slug},Contract Lamp,Lumen,Electronics > Audio > Speakers,700,contract.png\n`;
    const shared = 'POST /admin/api/catalogue/import';
    await call(shared, '/admin/api/catalogue/import', 200, { key: keys.root, file: row('contract-lamp') });
    await call(shared, '/admin/api/catalogue/import', 400, { key: keys.root, file: row('contract-lamp').replace('700', '-1') });
    await call(shared, '/admin/api/catalogue/import', 401, { file: row('contract-lamp') });
    await call(shared, '/admin/api/catalogue/import', 403, { key: keys.apex, file: row('contract-lamp') });
    await call(shared, '/admin/api/catalogue/import', 413, { key: keys.root, file: big });
    const own = 'POST /admin/api/programs/{program}/catalogue/import';
    await call(own, '/admin/api/programs/summit/catalogue/import', 200, { key: keys.root, file: row('contract-summit-lamp') });
    await call(own, '/admin/api/programs/summit/catalogue/import', 400, { key: keys.root, file: row('contract-lamp') });
    await call(own, '/admin/api/programs/summit/catalogue/import', 401, { file: row('contract-summit-lamp') });
    await call(own, '/admin/api/programs/summit/catalogue/import', 403, { key: keys.apex, file: row('contract-summit-lamp') });
    await call(own, '/admin/api/programs/nowhere/catalogue/import', 404, { key: keys.root, file: row('contract-summit-lamp') });
    await call(own, '/admin/api/programs/summit/catalogue/import', 413, { key: keys.root, file: big });
    const categories = 'POST /admin/api/catalogue/categories/import';
    await call(categories, '/admin/api/catalogue/categories/import', 200, { key: keys.root, file: 'path,name_fr\nContract Garden,Jardin\n' });
    await call(categories, '/admin/api/catalogue/categories/import', 400, { key: keys.root, file: 'path\nNowhere > Garden\n' });
    await call(categories, '/admin/api/catalogue/categories/import', 401, { file: 'path\nContract Garden\n' });
    await call(categories, '/admin/api/catalogue/categories/import', 403, { key: keys.apex, file: 'path\nContract Garden\n' });
    await call(categories, '/admin/api/catalogue/categories/import', 413, { key: keys.root, file: big });
  });

  it('participant access and program removal', async () => {
    await call('POST /admin/api/programs/{program}/participants/import', '/admin/api/programs/summit/participants/import', 200, { key: keys.root, file: 'email,name\numa@summit.example,Uma Vale\n' });
    const invite = 'POST /admin/api/programs/{program}/participants/{login}/invite';
    await call(invite, '/admin/api/programs/summit/participants/uma%40summit.example/invite', 200, { key: keys.root });
    await call(invite, '/admin/api/programs/summit/participants/uma%40summit.example/invite', 401);
    await call(invite, '/admin/api/programs/summit/participants/uma%40summit.example/invite', 403, { key: keys.apex });
    await call(invite, '/admin/api/programs/summit/participants/nobody/invite', 404, { key: keys.root });
    await call(invite, `/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}/invite`, 409, { key: keys.root });
    const reactivate = 'POST /admin/api/programs/{program}/participants/{login}/reactivate';
    await call(reactivate, '/admin/api/programs/summit/participants/learner3%40summit.example/reactivate', 200, { key: keys.root });
    await call(reactivate, '/admin/api/programs/summit/participants/learner3%40summit.example/reactivate', 401);
    await call(reactivate, '/admin/api/programs/summit/participants/learner3%40summit.example/reactivate', 403, { key: keys.apex });
    await call(reactivate, '/admin/api/programs/summit/participants/nobody/reactivate', 404, { key: keys.root });
    const remove = 'DELETE /admin/api/programs/{program}';
    await call(remove, '/admin/api/programs/summit', 409, { key: keys.root });
    await call(remove, '/admin/api/programs/harbor', 401);
    await call(remove, '/admin/api/programs/harbor', 403, { key: keys.apex });
    await call(remove, '/admin/api/programs/harbor', 200, { key: keys.root });
    await call(remove, '/admin/api/programs/harbor', 404, { key: keys.root });
  });

  it('staff sign-in', async () => {
    await staffMember(server, 'contract@staff.example', { roles: { summit: 'viewer' } });
    const signIn = 'POST /admin/api/staff/sign-in';
    await call(signIn, '/admin/api/staff/sign-in', 200, { json: { email: 'contract@staff.example', password: STAFF_PASSWORD } });
    await call(signIn, '/admin/api/staff/sign-in', 400, { json: { email: 'contract@staff.example' } });
    await call(signIn, '/admin/api/staff/sign-in', 401, { json: { email: 'contract@staff.example', password: 'wrong password here' } });
    const session = await staffSignIn(server, 'contract@staff.example');
    await call('GET /admin/api/staff/me', '/admin/api/staff/me', 200, { headers: session.headers });
    await call('GET /admin/api/staff/me', '/admin/api/staff/me', 200, { key: keys.root });
    await call('GET /admin/api/staff/me', '/admin/api/staff/me', 401);
    for (const [op, ok] of [
      ['POST /admin/api/staff/sign-out', 204],
      ['POST /admin/api/staff/sign-out-everywhere', 200],
    ] as const) {
      const path = op.split(' ')[1]!;
      await call(op, path, 403, { key: keys.root });
      await call(op, path, ok, { headers: (await staffSignIn(server, 'contract@staff.example')).headers });
      await call(op, path, 401, { headers: { cookie: 'staff_session=ended', 'x-csrf-token': session.forgeryToken } });
    }
  });

  it('audit trail', async () => {
    const all = 'GET /admin/api/audit';
    await call(all, '/admin/api/audit?limit=5', 200, { key: keys.root });
    await call(all, '/admin/api/audit?limit=none', 400, { key: keys.root });
    await call(all, '/admin/api/audit', 401);
    await call(all, '/admin/api/audit', 403, { key: keys.apex });
    const one = 'GET /admin/api/programs/{program}/audit';
    await call(one, '/admin/api/programs/apex/audit?action=points', 200, { key: keys.apex });
    await call(one, '/admin/api/programs/apex/audit?from=someday', 400, { key: keys.apex });
    await call(one, '/admin/api/programs/apex/audit', 401);
    await call(one, '/admin/api/programs/summit/audit', 403, { key: keys.apex });
    await call(one, '/admin/api/programs/Not_A_Slug/audit', 404, { key: keys.root });
  });

  it('console writes and staff', async () => {
    const reset = 'POST /admin/api/programs/{program}/participants/{login}/reset';
    await call(reset, `/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}/reset`, 200, { key: keys.root });
    await call(reset, `/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}/reset`, 401);
    await call(reset, `/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}/reset`, 403, { key: keys.apex });
    await call(reset, '/admin/api/programs/summit/participants/nobody/reset', 404, { key: keys.root });
    await call(reset, '/admin/api/programs/thanks/participants/nobody/reset', 409, { key: keys.root });

    const track = 'PUT /admin/api/programs/{program}/orders/{orderNumber}/items/{itemId}/tracking';
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
    const { id } = (await placed.json()) as { id: string };
    const full = (await (await server.request(SUMMIT, `/api/orders/${id}`, { token })).json()) as { orderNumber: string; items: { id: string }[] };
    const line = `/admin/api/programs/summit/orders/${full.orderNumber}/items/${full.items[0]!.id}/tracking`;
    const shipped = { status: 'Shipped', tracking_number: '1Z', tracking_company: 'UPS' };
    await call(track, line, 200, { key: keys.root, json: shipped });
    await call(track, line, 400, { key: keys.root, json: { status: 'Lost' } });
    await call(track, line, 401, { json: shipped });
    await call(track, line, 403, { key: keys.apex, json: shipped });
    await call(track, `/admin/api/programs/summit/orders/${full.orderNumber}/items/nothing/tracking`, 404, { key: keys.root, json: shipped });
    // The order of the fulfilment test was cancelled.
    await call(track, `/admin/api/programs/summit/orders/${order.orderNumber}/items/${order.itemId}/tracking`, 409, { key: keys.root, json: shipped });

    const staff = 'POST /admin/api/programs/{program}/staff';
    const invitee = { email: 'contract-invitee@staff.example', name: 'Contract Invitee', role: 'viewer' };
    const invited = await call(staff, '/admin/api/programs/summit/staff', 201, { key: keys.root, json: invitee });
    await call(staff, '/admin/api/programs/summit/staff', 400, { key: keys.root, json: { ...invitee, role: 'boss' } });
    await call(staff, '/admin/api/programs/summit/staff', 401, { json: invitee });
    await call(staff, '/admin/api/programs/summit/staff', 403, { key: keys.apex, json: invitee });
    await call(staff, '/admin/api/programs/nowhere/staff', 404, { key: keys.root, json: invitee });
    await staffMember(server, 'contract-owner@staff.example', { roles: { summit: 'owner' } });
    await call(staff, '/admin/api/programs/summit/staff', 409, { key: keys.root, json: { ...invitee, email: 'contract-owner@staff.example' } });
    const list = 'GET /admin/api/programs/{program}/staff';
    const members = await call(list, '/admin/api/programs/summit/staff', 200, { key: keys.root });
    const ownerId = (members.body as { id: string; email: string }[]).find((m) => m.email === 'contract-owner@staff.example')!.id;
    await call(list, '/admin/api/programs/summit/staff', 401);
    await call(list, '/admin/api/programs/summit/staff', 403, { key: keys.apex });
    await call(list, '/admin/api/programs/nowhere/staff', 404, { key: keys.root });
    const member = 'PUT /admin/api/programs/{program}/staff/{staffId}';
    const memberPath = `/admin/api/programs/summit/staff/${invited.body.id}`;
    await call(member, memberPath, 200, { key: keys.root, json: { role: 'support' } });
    await call(member, memberPath, 400, { key: keys.root, json: { role: 'boss' } });
    await call(member, memberPath, 401, { json: { role: 'support' } });
    await call(member, memberPath, 403, { key: keys.apex, json: { role: 'support' } });
    await call(member, '/admin/api/programs/summit/staff/stf_0000000000000000', 404, { key: keys.root, json: { role: 'support' } });
    await call(member, `/admin/api/programs/summit/staff/${ownerId}`, 409, { key: keys.root, json: { role: 'viewer' } });
    const remove = 'DELETE /admin/api/programs/{program}/staff/{staffId}';
    await call(remove, `/admin/api/programs/summit/staff/${ownerId}`, 409, { key: keys.root });
    await call(remove, memberPath, 401);
    await call(remove, memberPath, 403, { key: keys.apex });
    await call(remove, memberPath, 200, { key: keys.root });
    await call(remove, memberPath, 404, { key: keys.root });

    const setPassword = 'POST /admin/api/staff/password';
    const { token: link } = await staffTokenStore(() => new Date()).issue(server.db, ownerId, 'reset', 3600);
    await call(setPassword, '/admin/api/staff/password', 200, { json: { token: link, password: STAFF_PASSWORD } });
    await call(setPassword, '/admin/api/staff/password', 400, { json: { token: link, password: STAFF_PASSWORD } });
    const forgot = 'POST /admin/api/staff/password/forgot';
    await call(forgot, '/admin/api/staff/password/forgot', 400, { json: { email: 'not an address' } });
    // Accepted until the address has asked too often.
    let status = 202;
    for (let i = 0; status === 202 && i < 50; i += 1) {
      const res = await admin(server, 'POST', '/admin/api/staff/password/forgot', { json: { email: 'contract-owner@staff.example' } }, '/admin/api/staff/password/forgot');
      status = res.status;
      seen.set(forgot, (seen.get(forgot) ?? new Set()).add(status));
    }
    expect(seen.get(forgot)).toEqual(new Set([400, 202, 429]));

    const keysOp = 'POST /admin/api/programs/{program}/keys';
    const created = await call(keysOp, '/admin/api/programs/summit/keys', 201, { key: keys.root, json: { name: 'contract', role: 'viewer' } });
    await call(keysOp, '/admin/api/programs/summit/keys', 400, { key: keys.root, json: { name: 'contract', role: 'platform_owner' } });
    await call(keysOp, '/admin/api/programs/summit/keys', 401, { json: { name: 'contract', role: 'viewer' } });
    await call(keysOp, '/admin/api/programs/summit/keys', 403, { key: keys.apex, json: { name: 'contract', role: 'viewer' } });
    await call(keysOp, '/admin/api/programs/nowhere/keys', 404, { key: keys.root, json: { name: 'contract', role: 'viewer' } });
    const listKeys = 'GET /admin/api/programs/{program}/keys';
    await call(listKeys, '/admin/api/programs/summit/keys', 200, { key: keys.root });
    await call(listKeys, '/admin/api/programs/summit/keys', 401);
    await call(listKeys, '/admin/api/programs/summit/keys', 403, { key: keys.apex });
    await call(listKeys, '/admin/api/programs/nowhere/keys', 404, { key: keys.root });
    const revokeKey = 'POST /admin/api/programs/{program}/keys/{keyId}/revoke';
    await call(revokeKey, `/admin/api/programs/summit/keys/${created.body.id}/revoke`, 200, { key: keys.root });
    await call(revokeKey, `/admin/api/programs/summit/keys/${created.body.id}/revoke`, 401);
    await call(revokeKey, `/admin/api/programs/summit/keys/${created.body.id}/revoke`, 403, { key: keys.apex });
    await call(revokeKey, '/admin/api/programs/summit/keys/key_0000000000000000/revoke', 404, { key: keys.root });
  });

  it('reads', async () => {
    const root = { key: keys.root };
    const dashboard = 'GET /admin/api/programs/{program}/dashboard';
    await call(dashboard, '/admin/api/programs/summit/dashboard', 200, root);
    await call(dashboard, '/admin/api/programs/summit/dashboard', 401);
    await call(dashboard, '/admin/api/programs/summit/dashboard', 403, { key: keys.apex });
    await call(dashboard, '/admin/api/programs/Not_A_Slug/dashboard', 404, root);

    const participants = 'GET /admin/api/programs/{program}/participants';
    await call(participants, '/admin/api/programs/summit/participants?q=AL&limit=2', 200, root);
    await call(participants, '/admin/api/programs/summit/participants?limit=0', 400, root);
    await call(participants, '/admin/api/programs/summit/participants', 401);
    await call(participants, '/admin/api/programs/summit/participants', 403, { key: keys.apex });
    await call(participants, '/admin/api/programs/Not_A_Slug/participants', 404, root);

    const alex = `/admin/api/programs/summit/participants/${encodeURIComponent(ALEX)}`;
    const participant = 'GET /admin/api/programs/{program}/participants/{login}';
    await call(participant, alex, 200, root);
    await call(participant, alex, 401);
    await call(participant, alex, 403, { key: keys.apex });
    await call(participant, '/admin/api/programs/summit/participants/nobody', 404, root);

    const ledger = 'GET /admin/api/programs/{program}/participants/{login}/transactions';
    await call(ledger, `${alex}/transactions?limit=3`, 200, root);
    await call(ledger, `${alex}/transactions?cursor=not-a-cursor`, 400, root);
    await call(ledger, `${alex}/transactions`, 401);
    await call(ledger, `${alex}/transactions`, 403, { key: keys.apex });
    await call(ledger, '/admin/api/programs/summit/participants/nobody/transactions', 404, root);

    const orders = 'GET /admin/api/programs/{program}/orders';
    await call(orders, '/admin/api/programs/summit/orders?status=received&limit=5', 200, root);
    await call(orders, '/admin/api/programs/summit/orders?from=2026-02-30', 400, root);
    await call(orders, '/admin/api/programs/summit/orders', 401);
    await call(orders, '/admin/api/programs/summit/orders', 403, { key: keys.apex });
    await call(orders, '/admin/api/programs/Not_A_Slug/orders', 404, root);

    const download = 'GET /admin/api/programs/{program}/orders/download';
    await call(download, '/admin/api/programs/summit/orders/download?status=received', 200, root);
    await call(download, '/admin/api/programs/summit/orders/download?status=lost', 400, root);
    await call(download, '/admin/api/programs/summit/orders/download', 401);
    await call(download, '/admin/api/programs/summit/orders/download', 403, { key: keys.apex });
    await call(download, '/admin/api/programs/Not_A_Slug/orders/download', 404, root);

    const one = 'GET /admin/api/programs/{program}/orders/{orderNumber}';
    await call(one, `/admin/api/programs/summit/orders/${order.orderNumber}`, 200, root);
    await call(one, `/admin/api/programs/summit/orders/${order.orderNumber}`, 401);
    await call(one, `/admin/api/programs/summit/orders/${order.orderNumber}`, 403, { key: keys.apex });
    await call(one, '/admin/api/programs/summit/orders/999999999', 404, root);

    const imports = 'GET /admin/api/programs/{program}/imports';
    await call(imports, '/admin/api/programs/summit/imports', 200, root);
    await call(imports, '/admin/api/programs/summit/imports?limit=none', 400, root);
    await call(imports, '/admin/api/programs/summit/imports', 401);
    await call(imports, '/admin/api/programs/summit/imports', 403, { key: keys.apex });
    await call(imports, '/admin/api/programs/Not_A_Slug/imports', 404, root);
  });

  it('every file import, on a full disk', async () => {
    diskFull = true;
    try {
      for (const [op, path, file] of [
        ['POST /admin/api/catalogue/import', '/admin/api/catalogue/import', 'slug,name,brand,category,price\ncontract-full,Full,B,Electronics,1\n'],
        ['POST /admin/api/programs/{program}/catalogue/import', '/admin/api/programs/summit/catalogue/import', 'slug,name,brand,category,price\ncontract-full,Full,B,Electronics,1\n'],
        ['POST /admin/api/catalogue/categories/import', '/admin/api/catalogue/categories/import', 'path\nContract Garden\n'],
        ['POST /admin/api/programs/{program}/participants/import', '/admin/api/programs/summit/participants/import', 'email,name\nfull@summit.example,Full\n'],
        ['POST /admin/api/programs/{program}/participants/deactivate', '/admin/api/programs/summit/participants/deactivate', `login\n${ALEX}\n`],
        ['POST /admin/api/programs/{program}/points/import', '/admin/api/programs/summit/points/import', `participant,amount,reason,reference\n${ALEX},1,Full,full-1\n`],
        ['POST /admin/api/programs/{program}/tracking/import', '/admin/api/programs/summit/tracking/import', 'order_number,item_id,status\n1,x,Received\n'],
      ] as const) {
        const res = await call(op, path, 503, { key: keys.root, file });
        expect(res.body.error).toBe('unavailable');
      }
    } finally {
      diskFull = false;
    }
  });

  it('every operation and every documented answer was called', () => {
    const doc = adminContract.doc as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const status of Object.keys(op.responses)) {
          const key = `${method.toUpperCase()} ${path}`;
          if (!seen.get(key)?.has(Number(status))) missing.push(`${key} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
