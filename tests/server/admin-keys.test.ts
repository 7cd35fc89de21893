// The admin API's door: operator keys (hash only, scoped, revocable), the upload limit of its own
// and the refusal of files that are not CSV or JSON lines. Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../server/admin/keys.ts';
import { admin, dataState, operatorKey } from '../support/admin.ts';
import { ALEX } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let key: string;
let keyId: string;

beforeAll(async () => {
  server = await startTestServer({ adminUploadLimitBytes: 256 * 1024 });
  ({ key, id: keyId } = await operatorKey(server, null, 'root'));
});
afterAll(() => server?.close());

const credit = (reference: string) => ({ participant: ALEX, amount: 10, reason: 'Course completed', reference });

describe('operator keys', () => {
  it('keeps only the hash of a key', async () => {
    const rows = await server.db.query<{ key_hash: string }>('SELECT key_hash FROM operator_keys WHERE id = $1', [keyId]);
    expect(rows[0]!.key_hash).toBe(hashKey(key));
    expect(rows[0]!.key_hash).not.toContain(key);
  });

  it('refuses a call with no key, a malformed key or an unknown key, and changes nothing', async () => {
    const before = await dataState(server);
    for (const init of [{}, { headers: { authorization: 'Bearer nope' } }, { key: `sk_${'A'.repeat(43)}` }]) {
      const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { ...init, json: credit('k-1') }, '/admin/api/programs/{program}/points');
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
    }
    expect(await dataState(server)).toEqual(before);
  });

  it('tells no key, a text that cannot be a key and a well-formed key it does not know apart, and no more', async () => {
    const before = await dataState(server);
    const call = async (headers: Record<string, string>) => {
      const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { headers, json: credit('k-0') }, '/admin/api/programs/{program}/points');
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('unauthorized');
      return res.body.message as string;
    };
    const missing = 'Send an operator key (Authorization: Bearer … or X-Api-Key).';
    expect(await call({})).toBe(missing);
    // Another scheme (a proxy's Basic) carries no key.
    expect(await call({ authorization: 'Basic dXNlcjpwYXNz' })).toBe(missing);
    const shape = 'This is not an operator key: an operator key is sk_ and 43 letters, digits, - or _ (46 characters), and ';
    expect(await call({ authorization: `Bearer pk_${'A'.repeat(43)}` })).toBe(`${shape}it does not start with sk_.`);
    expect(await call({ 'x-api-key': key.slice(0, -1) })).toBe(`${shape}it has 45: was it copied whole?`);
    expect(await call({ authorization: `Bearer ${key.slice(0, -1)}!` })).toBe(`${shape}it has other characters.`);
    expect(await call({ authorization: 'Bearer' })).toBe('This is not an operator key: the Authorization header must read "Bearer " and then the key, in one piece.');
    // Well formed: unknown and revoked read the same, and nothing says how close a guess came.
    const unknown = await call({ authorization: `Bearer sk_${'A'.repeat(43)}` });
    expect(unknown).toBe('This operator key is unknown or revoked.');
    expect(await call({ authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` })).toBe(unknown);
    expect(await dataState(server)).toEqual(before);
  });

  it('takes the key as a bearer token or in X-Api-Key', async () => {
    const bearer = await admin(server, 'GET', '/admin/api/keys', { key });
    expect(bearer.status).toBe(200);
    const header = await admin(server, 'GET', '/admin/api/keys', { headers: { 'x-api-key': key } });
    expect(header.status).toBe(200);
    // Beside a proxy's own Authorization, X-Api-Key still carries the key.
    expect((await admin(server, 'GET', '/admin/api/keys', { headers: { authorization: 'Basic dXNlcjpwYXNz', 'x-api-key': key } })).status).toBe(200);
    expect(header.body.map((k: { id: string }) => k.id)).toContain(keyId);
    expect(JSON.stringify(header.body)).not.toContain(key);
  });

  it('refuses a key of another program, whether or not the program exists, and changes nothing', async () => {
    const { key: apexOnly } = await operatorKey(server, ['apex']);
    const before = await dataState(server);
    for (const program of ['summit', 'no-such-program']) {
      const res = await admin(server, 'POST', `/admin/api/programs/${program}/points`, { key: apexOnly, json: credit('k-2') }, '/admin/api/programs/{program}/points');
      expect(res.status).toBe(403);
    }
    const file = await admin(server, 'POST', '/admin/api/programs/summit/points/import', { key: apexOnly, file: `participant,amount,reason,reference\n${ALEX},5,x,k-3\n` }, '/admin/api/programs/{program}/points/import');
    expect(file.status).toBe(403);
    expect(await dataState(server)).toEqual(before);
    // Keys are managed with a key for every program only.
    expect((await admin(server, 'GET', '/admin/api/keys', { key: apexOnly })).status).toBe(403);
  });

  it('a key for the program is let in', async () => {
    const { key: summitOnly } = await operatorKey(server, ['summit', 'apex']);
    const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { key: summitOnly, json: credit('k-4') }, '/admin/api/programs/{program}/points');
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(true);
  });

  it('revokes a key: refused from the next call on, nothing changed by it', async () => {
    const { key: doomed, id } = await operatorKey(server, null, 'doomed');
    const revoked = await admin(server, 'POST', `/admin/api/keys/${id}/revoke`, { key }, '/admin/api/keys/{keyId}/revoke');
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const before = await dataState(server);
    const res = await admin(server, 'POST', '/admin/api/programs/summit/points', { key: doomed, json: credit('k-5') }, '/admin/api/programs/{program}/points');
    expect(res.status).toBe(401);
    expect(await dataState(server)).toEqual(before);
    // Revoking again keeps the first time.
    const again = await admin(server, 'POST', `/admin/api/keys/${id}/revoke`, { key }, '/admin/api/keys/{keyId}/revoke');
    expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
    expect((await admin(server, 'POST', '/admin/api/keys/key_AAAAAAAAAAAAAAAA/revoke', { key }, '/admin/api/keys/{keyId}/revoke')).status).toBe(404);
  });

  it('responds 404 for an unknown program or an unknown admin path', async () => {
    const res = await admin(server, 'POST', '/admin/api/programs/nowhere/points', { key, json: credit('k-6') }, '/admin/api/programs/{program}/points');
    expect(res.status).toBe(404);
    const other = await server.app.request('http://admin.example/admin/api/nothing', { headers: { authorization: `Bearer ${key}` } });
    expect(other.status).toBe(404);
  });
});

describe('uploads', () => {
  const path = '/admin/api/programs/summit/points/import';
  const template = '/admin/api/programs/{program}/points/import';

  it('takes a file far past the participant calls’ 64 kB limit', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `${ALEX},1,Quiz answered,big-${i}`);
    const file = `participant,amount,reason,reference\n${lines.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(100 * 1024);
    const res = await admin(server, 'POST', path, { key, file }, template);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ rows: 3000, created: 3000, updated: 0, unchanged: 0 });
  });

  it('refuses a file past ADMIN_UPLOAD_LIMIT_MB with 413, declared or streamed, and changes nothing', async () => {
    const before = await dataState(server);
    const lines = Array.from({ length: 8000 }, (_, i) => `${ALEX},1,Quiz answered,over-${i}`);
    const file = `participant,amount,reason,reference\n${lines.join('\n')}\n`;
    expect(file.length).toBeGreaterThan(256 * 1024);
    const declared = await admin(server, 'POST', path, { key, file }, template);
    expect(declared.status).toBe(413);
    expect(declared.body.error).toBe('payload_too_large');
    // No Content-Length: the limit holds as the bytes arrive.
    const bytes = new TextEncoder().encode(file);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16 * 1024) controller.enqueue(bytes.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const res = await server.app.request(`http://admin.example${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await dataState(server)).toEqual(before);
  });

  it('refuses a body that is neither CSV nor JSON lines, and an empty file', async () => {
    const before = await dataState(server);
    const wrongType = await admin(server, 'POST', path, { key, file: 'participant,amount\n', type: 'application/json' }, template);
    expect(wrongType.status).toBe(400);
    const empty = await admin(server, 'POST', path, { key, file: '' }, template);
    expect(empty.status).toBe(400);
    const headerOnly = await admin(server, 'POST', path, { key, file: 'participant,amount,reason,reference\n' }, template);
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.errors[0]).toEqual({ line: 1, message: 'The file has no records.' });
    expect(await dataState(server)).toEqual(before);
  });
});
