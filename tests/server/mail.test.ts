// Mail as a participant receives it: the server under test sends over SMTP to a real SMTP server in
// this process (tests/support/smtp-inbox.ts), and each mail is read back with mailparser. Reset,
// invitation, order confirmation and shipped mail; language, links, branding, HTML and text; a mail
// server that refuses for a while (retried, nothing else waits for it); production without one.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { readConfig } from '../../server/config.ts';
import type { Program } from '../../server/context.ts';
import { startMail } from '../../server/mail/index.ts';
import { escapeHtml, renderInvitation, renderPasswordReset } from '../../server/mail/render.ts';
import type { Locale } from '../../src/domain/locales.ts';
import { admin, operatorKey } from '../support/admin.ts';
import { smtpSender } from '../../server/mail/sender.ts';
import { mailLocale } from '../../server/mail/service.ts';
import { issuePasswordToken } from '../../server/lib/reset-tokens.ts';
import { AURORA, BOTTLE, TRAILBLAZER, US_ADDRESS, USA } from '../support/fixtures.ts';
import { recipients, startInbox, type Inbox } from '../support/smtp-inbox.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const FROM = 'Summit Rewards <rewards@summit.example>';
/** Quick retries, so a refused mail is tried again within the test. */
const RETRY = { attempts: 30, firstDelayMs: 40, maxDelayMs: 200 };
const PUBLIC_URL = 'https://rewards.example.com';

let inbox: Inbox;
let server: TestServer;
let summitId: number;
let summit: Program;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startTestServer({ mail: { smtpUrl: inbox.url, from: FROM, retry: RETRY } });
  const [row] = await server.db.query<{ id: number; config: Program }>("SELECT id, config FROM programs WHERE slug = 'summit'");
  summitId = row!.id;
  summit = row!.config;
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

const html = (mail: ParsedMail) => (typeof mail.html === 'string' ? mail.html : '');
const to = (address: string) => (mail: ParsedMail) => recipients(mail).includes(address);

/** The first address in the text that starts with `prefix`. */
function linkIn(text: string | undefined, prefix: string): URL {
  const found = (text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return new URL(found);
}

async function setPublicUrl(url: string | null) {
  await server.db.query(`UPDATE programs SET config = config || jsonb_build_object('publicUrl', $2::text) WHERE id = $1`, [summitId, url]);
}

async function chooseLanguage(host: string, token: string, sid: string, language: string) {
  const res = await server.request(host, `/api/users/${sid}/language`, { token, json: { language }, method: 'PUT' });
  expect(res.status).toBe(200);
}

async function forgot(host: string, email: string) {
  const res = await server.request(host, '/api/users/forgotpassword', { json: { email } });
  expect(res.status).toBe(202);
}

async function placeOrder(host: string, token: string, body: unknown): Promise<string> {
  const res = await server.request(host, '/api/orders', { token, json: body });
  const response = (await res.json()) as { id?: string };
  expect(res.status, JSON.stringify(response)).toBe(200);
  return response.id!;
}

async function order(host: string, token: string, id: string): Promise<S['Order']> {
  return (await (await server.request(host, `/api/orders/${id}`, { token })).json()) as S['Order'];
}

describe('password reset mail', () => {
  it('is in the language the participant chose, links from the public address, HTML and text, in the program’s colours', async () => {
    const email = 'buyer040@summit.example';
    const token = await server.signIn(SUMMIT, email, PASSWORD);
    await chooseLanguage(SUMMIT, token, 'u_buyer040_summit', 'fr');
    await setPublicUrl(`${PUBLIC_URL}/`);
    try {
      await forgot(SUMMIT, email);
      const mail = await inbox.waitFor(to(email), `reset mail to ${email}`);
      expect(mail.subject).toBe('Réinitialisez votre mot de passe Summit Rewards');
      expect(mail.from?.text).toContain('rewards@summit.example');
      expect(mail.headers.get('content-language')).toBe('fr');

      const link = linkIn(mail.text, `${PUBLIC_URL}/`);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/login/reset-password');
      expect(link.searchParams.get('email')).toBe(email);
      // The page opens in the mail's language; a reset is no invitation.
      expect(link.searchParams.get('lang')).toBe('fr');
      expect(link.searchParams.has('invitation')).toBe(false);
      expect(mail.text).toContain('Bonjour');
      expect(mail.text).toContain('60 minutes');

      const body = html(mail);
      expect(body).toContain('<html lang="fr">');
      expect(body).toContain(`href="${escapeHtml(link.href)}"`);
      expect(body).toContain(`<img src="${escapeHtml(new URL(summit.theme.logo!, PUBLIC_URL).href)}" alt="Summit Rewards"`);
      expect(body).toContain(`border-top:6px solid ${summit.theme.color1}`);
      expect(body).toContain(`background:${summit.theme.color2}`);

      const reset = await server.request(SUMMIT, '/api/users/resetpassword', {
        json: { email, token: link.searchParams.get('token'), password: 'Mailed#2027' },
      });
      expect(await reset.json()).toEqual({ success: true });
    } finally {
      await setPublicUrl(null);
    }
  });

  it('without a public address links to the address the request came to, in the program’s default language', async () => {
    const email = 'buyer041@summit.example';
    await forgot('points.localhost', email);
    const mail = await inbox.waitFor(to(email), `reset mail to ${email}`);
    expect(mail.subject).toBe('Reset your Summit Rewards password');
    const link = linkIn(mail.text, 'http://points.localhost/');
    expect(link.pathname).toBe('/login/reset-password');
    expect(html(mail)).toContain('<html lang="en-US">');
  });

  it('leaves no reset link in any table: only the token’s hash is kept', async () => {
    const email = 'buyer043@summit.example';
    await forgot(SUMMIT, email);
    const mail = await inbox.waitFor(to(email), `reset mail to ${email}`);
    const raw = linkIn(mail.text, 'http://localhost/').searchParams.get('token')!;
    const columns = await server.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text LIKE '%' || $1 || '%' OR "${column}"::text LIKE '%reset-password?%'`,
        [raw],
      );
      if (row!.n > 0) hits.push(`${table}.${column}`);
    }
    expect(hits).toEqual([]);
    const [stored] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reset_tokens WHERE user_id = 'u_buyer043_summit'",
    );
    expect(stored!.n).toBe(1);
  });
});

describe('order confirmation mail', () => {
  it('points: number, items, address and the total in points, in the participant’s language', async () => {
    const email = 'buyer044@summit.example';
    const token = await server.signIn(SUMMIT, email, PASSWORD);
    await chooseLanguage(SUMMIT, token, 'u_buyer044_summit', 'ge');
    const id = await placeOrder(SUMMIT, token, {
      shippingAddress: US_ADDRESS,
      region: USA,
      items: [
        { productId: BOTTLE, quantity: 2 },
        { productId: AURORA, optionId: `${AURORA}_black`, quantity: 1 },
        { productId: TRAILBLAZER, optionId: `${TRAILBLAZER}_grey_9`, quantity: 1 },
      ],
    });
    const placed = await order(SUMMIT, token, id);
    const mail = await inbox.waitFor(to(email), `order mail to ${email}`);
    expect(mail.subject).toBe(`Summit Rewards: Bestellung ${placed.orderNumber} eingegangen`);
    const text = mail.text ?? '';
    expect(text).toContain(`Bestellnummer: ${placed.orderNumber}`);
    // The catalogue's German names and the shop's German option labels, in the product's order
    // (the cart's "Color · Size"), never the English the order keeps.
    const german = ['Alltags-Trinkflasche', 'Aurora Kabellose Kopfhörer (Farbe: Black)', 'Trailblazer Laufschuh (Farbe: Grey, Größe: 9)'];
    placed.items.forEach((item, i) => {
      expect(text).toContain(`- ${german[i]} × ${item.quantity} — ${new Intl.NumberFormat('de').format(item.total)} Punkte`);
      expect(text).not.toContain(item.name);
    });
    expect(text).not.toMatch(/Color|Size/);
    expect(html(mail)).toContain(escapeHtml('Aurora Kabellose Kopfhörer'));
    expect(text).toContain(`Gesamt: ${new Intl.NumberFormat('de').format(placed.total)} Punkte`);
    // The address as the USA writes it, the country named in German.
    expect(text).toContain(['Lieferadresse:', US_ADDRESS.fullName, US_ADDRESS.address1, 'Denver, CO 80202', 'Vereinigte Staaten'].join('\n'));
    // Sent outside a request and without a public address: the program's first host name.
    expect(linkIn(text, 'http://').href).toBe(`http://localhost:${server.deps.config.port}/account/orders/${id}`);
  });

  it('claim: to the claim email, with no points and no total', async () => {
    const token = await server.signIn(CLAIM, 'THANKS-0020');
    const id = await placeOrder(CLAIM, token, {
      shippingAddress: { ...US_ADDRESS, email: 'winner20@example.com' },
      region: USA,
      items: [{ productId: AURORA, optionId: `${AURORA}_blue`, quantity: 1 }],
    });
    const placed = await order(CLAIM, token, id);
    const mail = await inbox.waitFor(to('winner20@example.com'), 'claim order mail');
    expect(mail.subject).toBe(`Thank You Gifts: order ${placed.orderNumber} received`);
    expect(mail.text).toContain(placed.items[0]!.name);
    expect(mail.text).not.toMatch(/points|Total/);
  });
});

describe('shipped mail', () => {
  it('lists the items named, each with its tracking number and link; other links are not made links', async () => {
    const email = 'buyer045@summit.example';
    const token = await server.signIn(SUMMIT, email, PASSWORD);
    await chooseLanguage(SUMMIT, token, 'u_buyer045_summit', 'nl');
    const id = await placeOrder(SUMMIT, token, {
      shippingAddress: US_ADDRESS,
      region: USA,
      items: [
        { productId: BOTTLE, quantity: 1 },
        { productId: AURORA, optionId: `${AURORA}_white`, quantity: 1 },
      ],
    });
    await inbox.waitFor(to(email), 'the order mail first');
    const placed = await order(SUMMIT, token, id);
    const [bottle, aurora] = placed.items as [S['OrderItem'], S['OrderItem']];
    const tracking = {
      trackingNumber: '1Z999AA10123456784',
      trackingCompany: 'UPS',
      trackingLink: 'https://track.example/1Z999AA10123456784',
    };
    await server.db.query('UPDATE order_items SET tracking = $2::jsonb WHERE id = $1', [bottle.id, JSON.stringify(tracking)]);
    await server.db.query('UPDATE order_items SET tracking = $2::jsonb WHERE id = $1', [
      aurora.id,
      JSON.stringify({ trackingNumber: 'X1', trackingCompany: 'Odd', trackingLink: 'javascript:alert(1)' }),
    ]);

    await server.deps.mail.shipped({ programId: summitId, orderId: id, itemIds: [bottle.id, aurora.id] });
    const mail = await inbox.waitFor((m) => to(email)(m) && /verzonden/.test(m.subject ?? ''), 'shipped mail');
    expect(mail.subject).toBe(`Summit Rewards: bestelling ${placed.orderNumber} is verzonden`);
    expect(mail.text).toContain(`Trackingnummer: UPS ${tracking.trackingNumber}`);
    expect(mail.text).toContain(`Volg het pakket: ${tracking.trackingLink}`);
    expect(html(mail)).toContain(`href="${tracking.trackingLink}"`);
    expect(mail.text).toContain('Trackingnummer: Odd X1');
    expect(html(mail)).not.toContain('javascript:');
  });

  it('sends nothing for items without tracking', async () => {
    const [row] = await server.db.query<{ id: string; item: string }>(
      "SELECT o.id, i.id AS item FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.user_id = 'u_alex_summit' AND i.tracking IS NULL LIMIT 1",
    );
    const before = inbox.received.length;
    await server.deps.mail.shipped({ programId: summitId, orderId: row!.id, itemIds: [row!.item] });
    // Nothing was queued, so nothing can arrive later: shown by a mail queued afterwards arriving alone.
    await forgot(SUMMIT, 'buyer046@summit.example');
    await inbox.waitFor(to('buyer046@summit.example'));
    expect(inbox.received.length).toBe(before + 1);
  });
});

describe('invitation mail', () => {
  it('lets a participant without a password choose one, through the reset page, for days', async () => {
    const email = 'invited@summit.example';
    await server.db.query(
      `INSERT INTO users (id, program_id, login, name, email, balance) VALUES ('u_invited_summit', $1, $2, 'Ines Invited', $2, 0)`,
      [summitId, email],
    );
    const raw = await issuePasswordToken(server.db, {
      userId: 'u_invited_summit',
      ttlSeconds: server.deps.config.invitationTokenTtlSeconds,
    });
    const [stored] = await server.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM reset_tokens WHERE user_id = 'u_invited_summit'",
    );
    expect(stored!.token_hash).not.toBe(raw);

    await server.deps.mail.invitation({ programId: summitId, userId: 'u_invited_summit', token: raw });
    const mail = await inbox.waitFor(to(email), 'invitation');
    expect(mail.subject).toBe('Your Summit Rewards account is ready');
    expect(mail.text).toContain('Hello Ines Invited,');
    expect(mail.text).toContain('7 days');
    const link = linkIn(mail.text, 'http://localhost:');
    expect(link.pathname).toBe('/login/reset-password');
    expect(link.searchParams.get('token')).toBe(raw);
    // The page says it sets a first password, in the mail's language.
    expect(link.searchParams.get('invitation')).toBe('1');
    expect(link.searchParams.get('lang')).toBe('en');

    expect((await server.request(SUMMIT, '/token', { json: { email, password: 'First#2026' } })).status).toBe(401);
    const res = await server.request(SUMMIT, '/api/users/resetpassword', { json: { email, token: raw, password: 'First#2026' } });
    expect(await res.json()).toEqual({ success: true });
    expect(await server.signIn(SUMMIT, email, 'First#2026')).toBeTruthy();
  });
});

describe('invitation and reset lifetimes', () => {
  it('a German invitation counts its days in the dative: innerhalb von 7 Tagen', async () => {
    const email = 'eingeladen@summit.example';
    await server.db.query(
      `INSERT INTO users (id, program_id, login, name, email, balance, language) VALUES ('u_eingeladen_summit', $1, $2, 'Erika Eingeladen', $2, 0, 'ge')`,
      [summitId, email],
    );
    const raw = await issuePasswordToken(server.db, { userId: 'u_eingeladen_summit', ttlSeconds: 7 * 86400 });
    await server.deps.mail.invitation({ programId: summitId, userId: 'u_eingeladen_summit', token: raw });
    const mail = await inbox.waitFor(to(email), 'German invitation');
    expect(mail.text).toContain('Der Link funktioniert einmal, innerhalb von 7 Tagen.');
  });

  it('every language says how long a link works with its own plural forms and case', () => {
    const brand = { programName: 'Summit Rewards', logoUrl: null, accent: '#0f766e', button: '#0f766e', link: '#1d4ed8' };
    const expiry = (locale: Locale, ttlSeconds: number) =>
      renderInvitation({ locale, brand, name: 'A', link: 'https://x.example/', ttlSeconds }).text.split('\n').find((line) => /\d/.test(line) && !line.includes('://'));
    const days = 86400;
    const cases: [Locale, number, string][] = [
      ['en', 7 * days, 'The link works once, within 7 days.'],
      ['en', 3600, 'The link works once, within 60 minutes.'],
      ['fr', 7 * days, 'Le lien ne fonctionne qu’une fois, pendant 7 jours.'],
      ['fr', 36 * 3600, 'Le lien ne fonctionne qu’une fois, pendant 36 heures.'],
      ['sp', 14 * days, 'El enlace funciona una sola vez, durante 14 días.'],
      ['ge', 7 * days, 'Der Link funktioniert einmal, innerhalb von 7 Tagen.'],
      ['ge', 60, 'Der Link funktioniert einmal, innerhalb von 1 Minute.'],
      ['ge', 36 * 3600, 'Der Link funktioniert einmal, innerhalb von 36 Stunden.'],
      ['it', 7 * days, 'Il link funziona una sola volta, entro 7 giorni.'],
      ['pt', 7 * days, 'O link funciona uma única vez, dentro de 7 dias.'],
      ['nl', 7 * days, 'De link werkt één keer, binnen 7 dagen.'],
      ['nl', 36 * 3600, 'De link werkt één keer, binnen 36 uur.'],
    ];
    for (const [locale, seconds, sentence] of cases) expect(expiry(locale, seconds), `${locale} ${seconds}`).toBe(sentence);
  });
});

describe('cancellation mail', () => {
  let key: string;
  beforeAll(async () => {
    ({ key } = await operatorKey(server));
  });
  const cancel = (program: string, orderNumber: string) =>
    admin(server, 'POST', `/admin/api/programs/${program}/orders/${orderNumber}/cancel`, { key }, '/admin/api/programs/{program}/orders/{orderNumber}/cancel');

  it('points: in the participant’s language, the items that will not come and the points given back', async () => {
    const email = 'buyer049@summit.example';
    const token = await server.signIn(SUMMIT, email, PASSWORD);
    await chooseLanguage(SUMMIT, token, 'u_buyer049_summit', 'sp');
    const id = await placeOrder(SUMMIT, token, {
      shippingAddress: US_ADDRESS,
      region: USA,
      items: [
        { productId: TRAILBLAZER, optionId: `${TRAILBLAZER}_red_8`, quantity: 1 },
        { productId: BOTTLE, quantity: 1 },
      ],
    });
    const placed = await order(SUMMIT, token, id);
    await inbox.waitFor(to(email), 'the order mail first');
    const res = await cancel('summit', placed.orderNumber);
    expect(res.status).toBe(200);

    const mail = await inbox.waitFor((m) => to(email)(m) && /cancelado/.test(m.subject ?? ''), 'cancellation mail');
    expect(mail.subject).toBe(`Summit Rewards: pedido ${placed.orderNumber} cancelado`);
    expect(mail.headers.get('content-language')).toBe('sp');
    const text = mail.text ?? '';
    expect(text).toContain(`Su pedido ${placed.orderNumber} ha sido cancelado`);
    expect(text).toContain('- Zapatilla de running Trailblazer (Color: Red, Talla: 8) × 1');
    expect(text).toContain('- Botella de agua para cada día × 1');
    expect(text).toContain(`Reembolso a su saldo: ${new Intl.NumberFormat('es').format(placed.total)} puntos.`);
    expect(linkIn(text, 'http://').pathname).toBe(`/account/orders/${id}`);
    // The program's look, like every other mail.
    expect(html(mail)).toContain(`border-top:6px solid ${summit.theme.color1}`);
    expect(html(mail)).toContain('<html lang="es">');
  });

  it('claim: to the claim email, no points, and the gift may be chosen again', async () => {
    const token = await server.signIn(CLAIM, 'THANKS-0021');
    const id = await placeOrder(CLAIM, token, {
      shippingAddress: { ...US_ADDRESS, email: 'winner21@example.com' },
      region: USA,
      items: [{ productId: AURORA, optionId: `${AURORA}_white`, quantity: 1 }],
    });
    const placed = await order(CLAIM, token, id);
    await inbox.waitFor(to('winner21@example.com'), 'the claim order mail first');
    expect((await cancel('thanks', placed.orderNumber)).status).toBe(200);
    const mail = await inbox.waitFor((m) => to('winner21@example.com')(m) && /cancelled/.test(m.subject ?? ''), 'claim cancellation mail');
    expect(mail.subject).toBe(`Thank You Gifts: order ${placed.orderNumber} cancelled`);
    expect(mail.text).toContain('- Aurora Wireless Headphones (Color: White) × 1');
    expect(mail.text).toContain('You may choose a gift again.');
    expect(mail.text).not.toMatch(/points|balance/);
  });
});

describe('a mail server that refuses for a while', () => {
  let refusing: Inbox;
  let srv: TestServer;
  beforeAll(async () => {
    refusing = await startInbox();
    refusing.accepting = false;
    // Tries enough to outlast any slowness of the machine before the test lets mail through.
    srv = await startTestServer({ mail: { smtpUrl: refusing.url, from: FROM, retry: { ...RETRY, attempts: 1_000 } } });
  });
  afterAll(async () => {
    await srv?.close();
    await refusing?.close();
  });

  it('neither the reset nor the order waits for it or fails; the mail is retried and arrives once it accepts', async () => {
    const email = 'buyer047@summit.example';
    const res = await srv.request(SUMMIT, '/api/users/forgotpassword', { json: { email } });
    expect(res.status).toBe(202);

    const token = await srv.signIn(SUMMIT, email, PASSWORD);
    const [before] = await srv.db.query<{ balance: number }>("SELECT balance FROM users WHERE id = 'u_buyer047_summit'");
    const placed = await srv.request(SUMMIT, '/api/orders', {
      token,
      json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] },
    });
    expect(placed.status).toBe(200);
    const { id } = (await placed.json()) as { id: string };
    const [after] = await srv.db.query<{ balance: number }>("SELECT balance FROM users WHERE id = 'u_buyer047_summit'");
    expect(after!.balance).toBeLessThan(before!.balance);
    expect(await srv.db.query('SELECT id FROM orders WHERE id = $1', [id])).toHaveLength(1);
    // Both answered while every delivery is refused: neither waited for its mail.
    expect(refusing.received).toHaveLength(0);

    await refusing.waitForRefusals(4);
    refusing.accepting = true;
    const reset = await refusing.waitFor((m) => to(email)(m) && /password/.test(m.subject ?? ''), 'the retried reset mail');
    const confirmation = await refusing.waitFor((m) => to(email)(m) && /order/.test(m.subject ?? ''), 'the retried order mail');
    expect(linkIn(reset.text, 'http://localhost/').searchParams.get('token')).toBeTruthy();
    expect(confirmation.text).toContain('Everyday');
  });

  it('gives up after the attempts allowed, and the log names no link', async () => {
    const lines: string[] = [];
    const log = { warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const closed = await startInbox();
    closed.accepting = false;
    const sender = smtpSender({ url: closed.url, from: FROM, retry: { attempts: 3, firstDelayMs: 10, maxDelayMs: 20 }, log });
    const link = 'https://rewards.example.com/login/reset-password?token=secret-token';
    sender.queue({ kind: 'reset', program: 'summit', to: 'someone@summit.example', subject: 's', html: link, text: link, language: 'en' });
    try {
      await closed.waitForRefusals(3);
      const until = Date.now() + 15_000;
      while (!lines.some((l) => l.includes('dropped after 3 tries')) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(lines.filter((l) => l.includes('failed (try'))).toHaveLength(2);
      expect(lines.some((l) => l.includes('reset mail of program summit to …@summit.example dropped after 3 tries'))).toBe(true);
      expect(lines.join('\n')).not.toContain('secret-token');
      expect(lines.join('\n')).not.toContain('someone@');
    } finally {
      await sender.close();
      await closed.close();
    }
  });
});

describe('production without SMTP_URL', () => {
  it('warns at start, then logs each mail it drops, without its link', async () => {
    const lines: string[] = [];
    const log = { warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const mail = await startMail(readConfig({ NODE_ENV: 'production' }), server.db, log);
    try {
      expect(lines).toEqual([expect.stringContaining('SMTP_URL is not set, so no mail is sent')]);
      await mail.passwordReset({
        programId: summitId,
        userId: 'u_buyer048_summit',
        token: 'secret-token-value',
        origin: 'https://x.example',
      });
      expect(lines[1]).toBe('mail: reset mail of program summit to …@summit.example not sent: SMTP_URL is not set');
      expect(lines.join('\n')).not.toContain('secret-token-value');
    } finally {
      await mail.close();
    }
  });

  it('refuses to start with SMTP_URL but no MAIL_FROM, or an SMTP_URL that is no smtp address', () => {
    expect(() => readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/MAIL_FROM/);
    expect(() => readConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\//);
    expect(readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: FROM }).mail).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.com',
      from: FROM,
    });
  });
});

describe('the language of a mail', () => {
  const program = (languages: string[]) => ({ ...summit, languages }) as Program;
  it('is the participant’s when the program offers it, else the program’s default', () => {
    expect(mailLocale('fr', program(['en', 'fr']))).toBe('fr');
    expect(mailLocale('de', program(['en', 'ge']))).toBe('ge');
    expect(mailLocale('nl', program(['en', 'fr']))).toBe('en');
    expect(mailLocale(null, program(['fr', 'it']))).toBe('fr');
    expect(mailLocale(null, program(['it', 'en']))).toBe('en');
  });

  it('renders every locale with its own texts, and escapes what participants typed', () => {
    const brand = { programName: 'Summit <Rewards>', logoUrl: null, accent: 'red;background:url(x)', button: '#0f766e', link: '#1d4ed8' };
    const subjects = new Set<string>();
    for (const locale of ['en', 'fr', 'sp', 'ge', 'it', 'pt', 'nl'] as const) {
      const mail = renderPasswordReset({
        locale,
        brand,
        name: '<img src=x onerror=alert(1)>',
        link: 'https://x.example/login/reset-password?token=a&email=b',
        ttlSeconds: 3600,
      });
      subjects.add(mail.subject);
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.html).toContain('Summit &lt;Rewards&gt;');
      // A colour that is not one is replaced, not written into the style attribute.
      expect(mail.html).not.toContain('url(x)');
      expect(mail.text).toContain('https://x.example/login/reset-password?token=a&email=b');
    }
    expect(subjects.size).toBe(7);
  });
});
