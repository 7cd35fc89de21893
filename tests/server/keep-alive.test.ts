// An idle HTTP/1.1 connection outlives a proxy's pooled one (server/listen.ts): nginx keeps an idle
// upstream connection for 60 s, and a process that closed it after Node's default 5 s reset the
// requests nginx sent as it closed; nginx then took the process out of its pool (seen in the
// deployment test under load).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { listen } from '../../server/listen.ts';

function get(port: number, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

// Nothing here touches a database.
describe('keep-alive', () => {
  it('is 65 s unless KEEP_ALIVE_TIMEOUT_MS says otherwise, and must be a whole number', () => {
    expect(readConfig({}).keepAliveTimeoutMs).toBe(65_000);
    expect(readConfig({ KEEP_ALIVE_TIMEOUT_MS: '120000' }).keepAliveTimeoutMs).toBe(120_000);
    expect(() => readConfig({ KEEP_ALIVE_TIMEOUT_MS: 'soon' })).toThrow('KEEP_ALIVE_TIMEOUT_MS must be a whole number, got "soon"');
  });

  it('responses a second request on a connection left idle past Node’s default 5 s', async () => {
    const server = await new Promise<ReturnType<typeof listen>>((resolve) => {
      const started = listen({ ...readConfig({}), port: 0, host: '127.0.0.1' }, () => new Response('ok'), () => resolve(started));
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(server).toMatchObject({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
      const { port } = server.address() as AddressInfo;
      expect(await get(port, agent)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
