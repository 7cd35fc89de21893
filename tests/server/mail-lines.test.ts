// Text from participants and operators (names, address lines, product names, tracking) can never
// add a line to a mail: not a header, not a line of the plain text. The schemas refuse control
// characters (src/schemas/field-rules.ts); these rows were written around them (by hand, or before
// the rule), and rendering still makes each value one line (server/mail/one-line.ts).
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCancelled, renderInvitation, renderOrderConfirmation, renderPasswordReset, renderShipped, type Brand } from '../../server/mail/render.ts';
import { recipients, startInbox, type Inbox } from '../support/smtp-inbox.ts';
import { BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

/** Every way text can start a line: CR, LF, both, NEL, vertical tab, form feed, the Unicode line and paragraph separators. */
const BREAKS = ['\r', '\n', '\r\n', '\u0085', '\u000b', '\u000c', '\u2028', '\u2029'];
const injected = (breakChar: string, what: string) => `Eve Doe${breakChar}Bcc: spy@evil.example${breakChar}${breakChar}${what}`;

/** The lines of a mail's text that start with what was injected. */
const injectedLines = (text: string) => text.split(/\r\n|[\n\r\u0085\u000b\u000c\u2028\u2029]/).filter((l) => /^(Bcc:|Visit |Ship to evil)/.test(l.trim()));

const brand = (programName = 'Summit Rewards'): Brand => ({ programName, logoUrl: null, accent: '#0f766e', button: '#0f766e', link: '#1d4ed8' });

describe('rendering', () => {
  it('a name or program name with a line break stays one line in the subject and the text', () => {
    for (const b of BREAKS) {
      for (const render of [renderPasswordReset, renderInvitation]) {
        const mail = render({
          locale: 'en',
          brand: brand(injected(b, 'Visit http://evil.example')),
          name: injected(b, 'Visit http://evil.example/login'),
          link: 'https://x.example/login/reset-password?token=a&email=b',
          ttlSeconds: 3600,
        });
        expect(mail.subject).not.toMatch(/[\r\n\u0085\u000b\u000c\u2028\u2029]/);
        expect(injectedLines(mail.text), JSON.stringify(b)).toEqual([]);
        expect(mail.text).toContain('Hello Eve Doe Bcc: spy@evil.example Visit http://evil.example/login,');
        expect(mail.html).not.toMatch(/[\r\u0085\u000b\u000c\u2028\u2029]|Doe\n/);
      }
    }
  });

  it('address lines, product names, options and tracking stay one line each', () => {
    for (const b of BREAKS) {
      const order = renderOrderConfirmation({
        locale: 'en',
        brand: brand(),
        name: 'Eve',
        orderNumber: '100001',
        lines: [{ name: `Bottle${b}Visit http://evil.example`, options: [{ field: 'custom1', label: `Colour${b}Bcc: x`, value: `Blue${b}Visit y` }], quantity: 1, points: 10 }],
        address: { fullName: `Eve${b}Ship to evil`, lines: [`1 Main St${b}Visit z`, `Town${b}${b}Bcc: w`] },
        total: 10,
        link: 'https://x.example/account/orders/1',
      });
      expect(injectedLines(order.text), JSON.stringify(b)).toEqual([]);
      expect(order.text).toContain('Eve Ship to evil\n1 Main St Visit z\nTown Bcc: w');
      const shipped = renderShipped({
        locale: 'en',
        brand: brand(),
        name: 'Eve',
        orderNumber: '100001',
        lines: [{ name: 'Bottle', quantity: 1, trackingNumber: `1Z${b}Visit t`, trackingCompany: `UPS${b}Bcc: v`, trackingLink: null }],
        link: 'https://x.example/account/orders/1',
      });
      expect(injectedLines(shipped.text), JSON.stringify(b)).toEqual([]);
      const cancelled = renderCancelled({
        locale: 'en',
        brand: brand(),
        name: 'Eve',
        orderNumber: '100001',
        lines: [{ name: `Bottle${b}Visit http://evil.example`, options: [{ field: 'color', label: null, value: `Blue${b}Bcc: y` }], quantity: 1, points: null }],
        refunded: null,
        link: 'https://x.example/account/orders/1',
      });
      expect(injectedLines(cancelled.text), JSON.stringify(b)).toEqual([]);
    }
  });

  it('leaves ordinary text as it is', () => {
    const mail = renderPasswordReset({ locale: 'fr', brand: brand('Zoé & Cie'), name: 'Zoé Leclerc-Ñúñez 王芳 👩‍💻', link: 'https://x.example/r', ttlSeconds: 3600 });
    expect(mail.text).toContain('Zoé Leclerc-Ñúñez 王芳 👩‍💻');
    expect(mail.subject).toContain('Zoé & Cie');
  });
});

describe('a reset mail sent over SMTP for a participant whose stored name has line breaks', () => {
  let inbox: Inbox;
  let server: TestServer;
  beforeAll(async () => {
    inbox = await startInbox();
    server = await startTestServer({ mail: { smtpUrl: inbox.url, from: 'Summit Rewards <rewards@summit.example>', retry: { attempts: 30, firstDelayMs: 40, maxDelayMs: 200 } } });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('reaches only the participant, with no header or text line of the name’s making', async () => {
    const email = 'buyer090@summit.example';
    await server.db.query("UPDATE users SET name = $1 WHERE id = 'u_buyer090_summit'", [injected('\r\n', 'Visit http://evil.example/login')]);
    await server.db.query(
      "UPDATE programs SET config = jsonb_set(config, '{fullName}', to_jsonb($1::text)) WHERE slug = 'summit'",
      [injected('\r\n', 'Visit http://evil.example')],
    );
    const res = await server.request(SUMMIT, '/api/users/forgotpassword', { json: { email } });
    expect(res.status).toBe(202);
    const mail: ParsedMail = await inbox.waitFor((m) => recipients(m).includes(email), 'the reset mail');
    expect(inbox.received.filter((m) => recipients(m).includes('spy@evil.example'))).toEqual([]);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.subject).toBe('Reset your Eve Doe Bcc: spy@evil.example Visit http://evil.example password');
    expect(injectedLines(mail.text ?? '')).toEqual([]);
    expect(mail.text).toContain('Hello Eve Doe Bcc: spy@evil.example Visit http://evil.example/login,');
  });

  it('the profile form and checkout refuse such a name at the API, changing nothing', async () => {
    const token = await server.signIn(SUMMIT, 'buyer091@summit.example', PASSWORD);
    const profile = await server.request(SUMMIT, '/api/users/u_buyer091_summit', {
      token,
      json: { name: 'Eve Doe\r\nBcc: spy@evil.example', email: 'buyer091@summit.example' },
    });
    expect(profile.status).toBe(400);
    expect(((await profile.json()) as { fields: unknown[] }).fields).toEqual([{ field: 'name', message: 'This value is not valid.' }]);
    const order = await server.request(SUMMIT, '/api/orders', {
      token,
      json: { shippingAddress: { ...US_ADDRESS, fullName: 'Eve Doe\nShip to evil' }, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] },
    });
    expect(order.status).toBe(400);
    expect(((await order.json()) as { fields: unknown[] }).fields).toEqual([{ field: 'shippingAddress.fullName', message: 'This value is not valid.' }]);
    const [row] = await server.db.query<{ name: string; orders: number }>(
      "SELECT name, (SELECT count(*)::int FROM orders WHERE user_id = u.id) AS orders FROM users u WHERE id = 'u_buyer091_summit'",
    );
    expect(row).toEqual({ name: expect.not.stringMatching(/[\r\n]/), orders: 0 });
  });
});
