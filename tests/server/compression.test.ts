import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const gzip = { 'accept-encoding': 'gzip, deflate, br' };

describe('API answers compressed for phones', () => {
  it('gzips a GET answer to a fraction of its size, the same JSON once unpacked', async () => {
    const plain = await server.request(SUMMIT, '/api/programs');
    const plainText = await plain.text();
    const packed = await server.request(SUMMIT, '/api/programs', { headers: gzip });
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(packed.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await packed.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainText));
    expect(bytes.length).toBeLessThan(plainText.length / 3);
  });

  it('sends a GET answer as it is to a client that does not ask for gzip', async () => {
    const res = await server.request(SUMMIT, '/api/programs');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { fullName: string }).fullName).toBe('Summit Rewards');
  });

  it('never compresses the answer of a POST (a token next to text the client sent)', async () => {
    const res = await server.request(SUMMIT, '/token', { headers: gzip, json: { email: 'alex@summit.example', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { access_token: string }).access_token).toMatch(/\S{20,}/);
  });

  it('compresses a GET error answer as well, readable once unpacked', async () => {
    const token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const res = await server.request(SUMMIT, '/api/products/no-such-product-anywhere', { headers: gzip, token });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toMatchObject({ error: 'not_found' });
  });
});
