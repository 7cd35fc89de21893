import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('program by host', () => {
  it('responses the program of the host and 404 for an unknown host', async () => {
    const res = await server.request(SUMMIT, '/api/programs');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { fullName: string }).fullName).toBe('Summit Rewards');
    const none = await server.request('nowhere.example', '/api/programs');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: 'not_found' });
  });

  it('signs alex in and responses /api/self', async () => {
    const token = await server.signIn(SUMMIT, 'alex@summit.example', PASSWORD);
    const res = await server.request(SUMMIT, '/api/self', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'alex@summit.example', balance: 25000 });
  });
});
