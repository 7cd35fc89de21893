// Forgot-password answers a known and an unknown address alike, in the same time: the response is
// made before anything about the address is looked up, and the link is written after it
// (server/lib/after-response.ts). Requests are limited per client address (429) and links per
// participant (silently): each requester has a share of its own per participant, under a ceiling
// over all of them, so a stranger cannot use up the participant's own links. Timing figures:
// `npx tsx bench/forgot-password-timing.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterResponse } from '../../server/lib/after-response.ts';
import { requesterOf } from '../../server/lib/rate-limit.ts';
import type { MailService } from '../../server/mail/index.ts';
import { startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

/** Keeps the work started after each response instead of running it, until told to. */
function heldWork() {
  const queued: { what: string; task: () => Promise<void> }[] = [];
  const afterResponse: AfterResponse = {
    run: (what, task) => void queued.push({ what, task }),
    settled: async () => undefined,
    get pending() {
      return queued.length;
    },
  };
  return {
    afterResponse,
    queued,
    async runAll() {
      for (const { task } of queued.splice(0)) await task();
    },
  };
}

/** A mail service that keeps the reset mails asked for: what the limit governs is what is queued. */
function recordingMail() {
  const resets: Parameters<MailService['passwordReset']>[0][] = [];
  const service: MailService = {
    passwordReset: async (mail) => void resets.push(mail),
    invitation: async () => undefined,
    orderConfirmation: async () => undefined,
    shipped: async () => undefined,
    cancelled: async () => undefined,
    staffPassword: async () => undefined,
    close: async () => undefined,
  };
  return { service, resets };
}

async function forgot(server: TestServer, email: string) {
  const res = await server.request(SUMMIT, '/api/users/forgotpassword', { json: { email } });
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id'));
  return { status: res.status, headers, body: await res.text() };
}

describe('known and unknown addresses', () => {
  const held = heldWork();
  const mail = recordingMail();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ deps: { afterResponse: held.afterResponse, mail: mail.service } });
  });
  afterAll(() => server.close());

  it('get the same response, made before the address is looked up: nothing is written until the work after it runs', async () => {
    const known = await forgot(server, 'alex@summit.example');
    const unknown = await forgot(server, 'nobody@summit.example');
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);
    expect(JSON.parse(known.body)).toEqual({ success: true });
    // Both answers were sent with their work still queued: the same path, whatever the address.
    expect(held.queued.map((q) => q.what)).toEqual(['reset link', 'reset link']);
    expect(mail.resets).toEqual([]);

    await held.runAll();
    expect(mail.resets.map((m) => m.userId)).toEqual(['u_alex_summit']);
  });
});

describe('limits', () => {
  const held = heldWork();
  const mail = recordingMail();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimit: { perAccount: 10, perAddress: 100, windowSeconds: 900, resetPerAddress: 6, resetPerAccount: 2 },
      deps: { afterResponse: held.afterResponse, mail: mail.service },
    });
  });
  afterAll(() => server.close());

  it('a participant gets at most 2 links in the window, however many are asked for; the asker cannot tell', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await forgot(server, 'low@summit.example'));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await held.runAll();
    expect(mail.resets.map((m) => m.userId)).toEqual(['u_low_summit', 'u_low_summit']);
  });

  it('a client address is refused past 6 requests in the window, with Retry-After', async () => {
    // 4 so far from this address (app.request has none: `local`); 2 more are allowed.
    for (let i = 0; i < 2; i++) expect((await forgot(server, `someone${i}@summit.example`)).status).toBe(202);
    const refused = await server.request(SUMMIT, '/api/users/forgotpassword', { json: { email: 'alex@summit.example' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(((await refused.json()) as { error: string }).error).toBe('too_many_requests');
  });
});

/** A forgot-password request as it arrives from the client address `peer`. */
async function forgotFrom(server: TestServer, peer: string, email: string) {
  const env = { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: peer.includes(':') ? 'IPv6' : 'IPv4' } } };
  const res = await server.app.request(
    `http://${SUMMIT}/api/users/forgotpassword`,
    { method: 'POST', headers: { host: SUMMIT, 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
    env,
  );
  expect(res.status).toBe(202);
}

describe('a stranger asking links for a participant', () => {
  const held = heldWork();
  const mail = recordingMail();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimit: { perAccount: 10, perAddress: 100, windowSeconds: 900, resetPerAddress: 20, resetPerAccount: 3, resetPerAccountTotal: 6 },
      deps: { afterResponse: held.afterResponse, mail: mail.service },
    });
  });
  afterAll(() => server.close());
  const sent = async (email: string) => {
    await held.runAll();
    return mail.resets.filter((m) => m.userId === `u_${email.split('@')[0]}_summit`).length;
  };

  it('uses up only the stranger’s share: the participant’s own request, from their address, still sends', async () => {
    for (let i = 0; i < 5; i++) await forgotFrom(server, '203.0.113.9', 'low@summit.example');
    expect(await sent('low@summit.example')).toBe(3);
    await forgotFrom(server, '198.51.100.7', 'low@summit.example');
    expect(await sent('low@summit.example')).toBe(4);
  });

  it('many addresses together send at most the ceiling; what was dropped does not count towards it', async () => {
    // 4 sent so far (203.0.113.9's 2 dropped requests took nothing, or the ceiling would be
    // reached already): of 4 more addresses' requests, 2 fit under the ceiling of 6.
    for (const peer of ['203.0.113.20', '203.0.113.21', '203.0.113.22', '203.0.113.23']) await forgotFrom(server, peer, 'low@summit.example');
    expect(await sent('low@summit.example')).toBe(6);
    // Another participant's links are counted apart.
    await forgotFrom(server, '203.0.113.9', 'buyer080@summit.example');
    expect(await sent('buyer080@summit.example')).toBe(1);
  });

  it('an IPv6 network is one requester: rotating addresses inside a /64 gains nothing', async () => {
    for (let i = 1; i <= 5; i++) await forgotFrom(server, `2001:db8:1:2::${i}`, 'buyer081@summit.example');
    expect(await sent('buyer081@summit.example')).toBe(3);
    await forgotFrom(server, '2001:db8:1:3::1', 'buyer081@summit.example');
    expect(await sent('buyer081@summit.example')).toBe(4);
  });

  it('requesterOf: IPv4 as it is, IPv6 by its /64, an IPv4-mapped address as IPv4', () => {
    expect(requesterOf('203.0.113.9')).toBe('203.0.113.9');
    expect(requesterOf('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(requesterOf('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(requesterOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(requesterOf('::1')).toBe('0:0:0:0::/64');
    expect(requesterOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(requesterOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(requesterOf('local')).toBe('local');
  });
});
