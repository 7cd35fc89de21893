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

  it('never compresses the response of a POST (a token next to text the client sent)', async () => {
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

describe('cached catalogue responses, packed once', () => {
  const page = `/api/products?o=${encodeURIComponent(JSON.stringify({ limit: 24, sort: 'name_desc' }))}`;

  it('a cached list page: gzip when asked for, the same JSON as the plain response, the same bytes each time', async () => {
    const token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const plain = await server.request(SUMMIT, page, { token });
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const first = await server.request(SUMMIT, page, { token, headers: gzip });
    const second = await server.request(SUMMIT, page, { token, headers: gzip });
    for (const res of [first, second]) {
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const [a, b] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await second.arrayBuffer())];
    expect(a.equals(b)).toBe(true);
    expect(Number(first.headers.get('content-length'))).toBe(a.length);
    expect(JSON.parse(gunzipSync(a).toString('utf8'))).toEqual(JSON.parse(plainText));
    expect(a.length).toBeLessThan(plainText.length / 3);
  });

  it('gzip refused with q=0 gets the plain response', async () => {
    const token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const res = await server.request(SUMMIT, page, { token, headers: { 'accept-encoding': 'gzip;q=0, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(24);
  });

  it('a few suggestions (under 1 kB) go as they are: packing them would cost more than it saves', async () => {
    const token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const res = await server.request(SUMMIT, '/api/products/suggestions?q=aur', { token, headers: gzip });
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect((JSON.parse(text) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
