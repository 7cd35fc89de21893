// In production a mailed reset link leads to the program's own address: its publicUrl, else https
// and its first host. Host, Origin and X-Forwarded-* are whatever the sender wrote (a stranger
// asking a reset for someone else's address chooses them), so none of them reaches the link.
// Outside production the demo keeps the request's origin (tests/server/cors.test.ts, mail.test.ts).
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipients, startInbox, type Inbox } from '../support/smtp-inbox.ts';
import { startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

const BALANCER = '10.0.0.5';
const PUBLIC_URL = 'https://rewards.example.com';

let inbox: Inbox;
let server: TestServer;
let summitId: number;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startTestServer({
    production: true,
    trustedProxies: ['10.0.0.0/8'],
    mail: { smtpUrl: inbox.url, from: 'Summit Rewards <rewards@summit.example>', retry: { attempts: 30, firstDelayMs: 40, maxDelayMs: 200 } },
  });
  const [row] = await server.db.query<{ id: number }>("SELECT id FROM programs WHERE slug = 'summit'");
  summitId = row!.id;
  // A name of the program's that a request may also arrive on.
  await server.db.query("INSERT INTO program_hosts (host, program_id) VALUES ('acme.localhost', $1)", [summitId]);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

/** A forgot-password request as it arrives from `peer`, with exactly these headers. */
async function forgot(email: string, headers: Record<string, string>, peer = '203.0.113.40') {
  const env = { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } } };
  const res = await server.app.request(
    `http://${headers.host}/api/users/forgotpassword`,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email }) },
    env,
  );
  expect(res.status).toBe(202);
}

async function resetLink(email: string): Promise<URL> {
  const mail: ParsedMail = await inbox.waitFor((m) => recipients(m).includes(email), `reset mail to ${email}`);
  const word = (mail.text ?? '').split(/\s+/).find((w) => w.includes('/login/reset-password?'));
  if (!word) throw new Error(`no reset link in:\n${mail.text}`);
  expect(mail.html).toContain(`href="${word.replaceAll('&', '&amp;')}"`);
  return new URL(word);
}

describe('reset links in production', () => {
  it('a Host with another of the program’s names and a port: the link is https on the program’s first host', async () => {
    await forgot('buyer070@summit.example', { host: 'acme.localhost:6666' });
    const link = await resetLink('buyer070@summit.example');
    expect(link.origin).toBe('https://localhost');
    expect(link.pathname).toBe('/login/reset-password');
  });

  it('an Origin of a program’s page on another scheme and port: the same', async () => {
    await forgot('buyer071@summit.example', { host: 'acme.localhost:6666', origin: 'http://localhost:1337' });
    expect((await resetLink('buyer071@summit.example')).origin).toBe('https://localhost');
  });

  it('X-Forwarded-Host and -Proto from a trusted proxy: the same', async () => {
    await forgot(
      'buyer072@summit.example',
      { host: SUMMIT, 'x-forwarded-for': '198.51.100.72', 'x-forwarded-host': 'acme.localhost:6666', 'x-forwarded-proto': 'http' },
      BALANCER,
    );
    expect((await resetLink('buyer072@summit.example')).origin).toBe('https://localhost');
  });

  it('a program with a public address: the link is on it, whatever the request said', async () => {
    await server.db.query(`UPDATE programs SET config = config || jsonb_build_object('publicUrl', $2::text) WHERE id = $1`, [summitId, `${PUBLIC_URL}/`]);
    try {
      await forgot('buyer073@summit.example', { host: 'acme.localhost:6666', origin: 'http://localhost:1337' });
      const link = await resetLink('buyer073@summit.example');
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.searchParams.get('email')).toBe('buyer073@summit.example');
    } finally {
      await server.db.query(`UPDATE programs SET config = config - 'publicUrl' WHERE id = $1`, [summitId]);
    }
  });
});
