// HTTPS with HTTP/2 (server/listen.ts): the program is still chosen by the host the browser asked
// for, which HTTP/2 sends as :authority rather than Host, and HTTP/1.1 clients still get responses.
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { listen } from '../../server/listen.ts';
import { startTestServer, TIERED, type TestServer } from '../support/test-server.ts';
import { makeTestCertificate, type TestCertificate } from '../support/tls.ts';

let server: TestServer;
let certificate: TestCertificate;
let listening: ReturnType<typeof listen>;
let port: number;
let url = '';

beforeAll(async () => {
  server = await startTestServer();
  certificate = makeTestCertificate();
  const tls = { certFile: certificate.certFile, keyFile: certificate.keyFile };
  await new Promise<void>((resolve) => {
    listening = listen({ ...server.deps.config, port: 0, host: '127.0.0.1', tls }, server.app.fetch, (at) => {
      url = at;
      resolve();
    });
  });
  port = (listening.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => listening.close(resolve));
  certificate.remove();
  await server.close();
});

interface CallResult {
  status: number;
  protocol: string | false | null;
  body: string;
  hsts: string | undefined;
}

function overHttp2(authority: string, path: string): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca: certificate.pem, servername: 'localhost' });
    session.on('error', reject);
    const request = session.request({ ':authority': `${authority}:${port}`, ':path': path });
    let body = '';
    let status = 0;
    let hsts: string | undefined;
    request.setEncoding('utf8');
    request.on('response', (headers) => {
      status = Number(headers[':status']);
      hsts = headers['strict-transport-security'] as string | undefined;
    });
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      resolve({ status, protocol: session.alpnProtocol ?? false, body, hsts });
      session.close();
    });
    request.on('error', reject);
    request.end();
  });
}

function overHttp1(host: string, path: string): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port,
        path,
        servername: 'localhost',
        ca: certificate.pem,
        headers: { host: `${host}:${port}` },
      },
      (response) => {
        // A client that offers no ALPN protocol gets HTTP/1.1 (allowHTTP1).
        const protocol = `http/${response.httpVersion}`;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, protocol, body, hsts: response.headers['strict-transport-security'] }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

// The transport, not the database.
describe('HTTPS with HTTP/2', () => {
  it('says where it listens, with the https scheme', () => {
    expect(url).toBe(`https://127.0.0.1:${port}`);
  });

  it('chooses the program by :authority over HTTP/2', async () => {
    const answer = await overHttp2(TIERED, '/api/programs');
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ fullName: 'Apex Tiers', type: 'plateau' });
    const unknown = await overHttp2('nowhere.example', '/api/programs');
    expect(unknown.status).toBe(404);
  });

  it('sends Strict-Transport-Security on every response over TLS, HTTP/2 and HTTP/1.1, errors too', async () => {
    for (const answer of [
      await overHttp2(TIERED, '/api/programs'),
      await overHttp1(TIERED, '/api/programs'),
      await overHttp2('nowhere.example', '/api/programs'),
    ]) {
      expect(answer.hsts).toBe('max-age=15552000');
    }
  });

  it('still answers HTTP/1.1 clients, by Host', async () => {
    const answer = await overHttp1(TIERED, '/api/programs');
    expect(answer.protocol).toBe('http/1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ fullName: 'Apex Tiers' });
  });
});

describe('TLS settings', () => {
  it('are off without files, and need both files that exist', () => {
    expect(readConfig({}).tls).toBeUndefined();
    expect(() => readConfig({ TLS_CERT_FILE: certificate.certFile })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE must be set together');
    expect(() => readConfig({ TLS_KEY_FILE: certificate.keyFile })).toThrow('must be set together');
    expect(() => readConfig({ TLS_CERT_FILE: '/nonexistent/cert.pem', TLS_KEY_FILE: certificate.keyFile })).toThrow(
      'TLS_CERT_FILE: no file at "/nonexistent/cert.pem"',
    );
    expect(readConfig({ TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile }).tls).toEqual({
      certFile: certificate.certFile,
      keyFile: certificate.keyFile,
    });
  });
});
