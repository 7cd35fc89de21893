// A throwaway self-signed certificate for a server on loopback that speaks HTTPS (and so HTTP/2,
// which browsers speak only over TLS), and a fetch for Node that trusts it and nothing else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate's PEM text: the one authority `trustingFetch` accepts. */
  pem: string;
  remove(): void;
}

/** Valid for localhost, every *.localhost program host and 127.0.0.1, for a day. Needs `openssl`. */
export function makeTestCertificate(): TestCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`making a test certificate needs openssl (apt-get install -y openssl): ${why}`);
  }
  return { certFile, keyFile, pem: readFileSync(certFile, 'utf8'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** fetch that accepts the given certificate, for Node-side calls to a server that uses it. */
export function trustingFetch(pem: string): typeof fetch {
  const dispatcher = new Agent({ connect: { ca: pem } });
  return ((input: string | URL, init?: RequestInit) => undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}
