import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralLow, freePort } from '../support/free-port';

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1' }, () => resolve(server));
  });

describe('freePort', () => {
  it('gives ports below the range the kernel takes outgoing connections’ ports from, each once, each bindable', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    const low = ephemeralLow();
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1_024);
      expect(port).toBeLessThan(low);
    }
    const servers = await Promise.all(ports.map(listen));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
