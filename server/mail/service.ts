// What the rest of the server asks of mail: one call per kind of message. Each loads what its mail
// needs, renders it in the participant's language with the program's brand, and queues it; it
// resolves once queued, never waiting for the SMTP server.
import type { components } from '../../src/api/schema.gen.ts';
import { passwordLink as passwordPageLink } from '../../src/domain/password-link.ts';
import { staffPasswordLink } from '../../src/domain/staff-password-link.ts';
import { postalLines } from '../../src/domain/postal-address.ts';
import { normalizeLocale, pickLocale, programLocales, type Locale } from '../../src/domain/locales.ts';
import { isValidEmail } from '../../src/schemas/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Sql } from '../db/types.ts';
import { storedOptions } from '../../src/domain/chosen-options.ts';
import { translatedProductName } from '../../src/domain/product-name.ts';
import { lineProducts, type LineProduct, type StoredLineOptions } from '../lib/order-lines.ts';
import {
  renderCancelled,
  renderInvitation,
  renderOrderConfirmation,
  renderPasswordReset,
  renderShipped,
  renderStaffPassword,
  type Brand,
  type MailAddress,
  type OrderLine,
  type RenderedMail,
} from './render.ts';
import type { Sender } from './sender.ts';

type S = components['schemas'];
type Program = S['Program'];

export interface MailService {
  passwordReset(p: { programId: number; userId: string; token: string; origin?: string }): Promise<void>;
  invitation(p: { programId: number; userId: string; token: string }): Promise<void>;
  orderConfirmation(p: { programId: number; orderId: string }): Promise<void>;
  shipped(p: { programId: number; orderId: string; itemIds: string[] }): Promise<void>;
  /** After an operator cancelled the order (committed): `refunded` is the points given back, 0 outside points programs. */
  cancelled(p: { programId: number; orderNumber: string; refunded: number }): Promise<void>;
  /**
   * A staff member's link to choose a console password, in English, pointing at the console of
   * the program `programId` (its address as for participants' links).
   */
  staffPassword(p: StaffPasswordMail): Promise<void>;
  close(): Promise<void>;
}

interface ProgramInfo {
  slug: string;
  config: Program;
  hosts: string[];
}

interface Participant {
  id: string;
  name: string;
  email: string;
  language: string | null;
}

interface OrderInfo {
  id: string;
  order_number: string;
  total: number;
  shipping_address: S['OrderAddress'];
  claim_email: string | null;
  user_id: string;
}

interface ItemInfo {
  id: string;
  product_id: string;
  name: string;
  options: StoredLineOptions;
  quantity: number;
  total: number;
  tracking: S['OrderItem']['tracking'];
}

export interface StaffPasswordMail {
  kind: 'invitation' | 'reset';
  programId: number;
  to: string;
  name: string;
  token: string;
  /** Who invited them and as what (invitations). */
  inviter?: string;
  role?: string;
  origin?: string | undefined;
}

export class MailNotFound extends Error {}

/** The mail's language: the participant's when the program offers it, else the program's default. */
export function mailLocale(language: string | null | undefined, program: Program): Locale {
  return pickLocale(normalizeLocale(language), programLocales(program));
}

/**
 * Where a program's links point, without a trailing slash. Its `publicUrl` when set. Else, in
 * production, https and its first host name (the shortest that is not an IP address), whatever
 * the request said: its Host, Origin and X-Forwarded-* are the sender's to choose, and a reset
 * link must not lead anywhere the program does not. Outside production, the address the request
 * came to (a reset asked for in the demo, on a localhost port), else the first host on the
 * demo's own scheme and port.
 */
export function programBaseUrl(program: ProgramInfo, config: Pick<ServerConfig, 'production' | 'port' | 'tls'>, origin?: string): string {
  const configured = program.config.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  const host = [...program.hosts].sort(hostOrder)[0] ?? 'localhost';
  if (config.production) return `https://${host}`;
  if (origin) return origin.replace(/\/+$/, '');
  return `${config.tls ? 'https' : 'http'}://${host}:${config.port}`;
}

const isIpAddress = (host: string) => /^[0-9.]+$/.test(host) || host.startsWith('[');

function hostOrder(a: string, b: string): number {
  return Number(isIpAddress(a)) - Number(isIpAddress(b)) || a.length - b.length || a.localeCompare(b);
}

/** Only web addresses become links: an imported `javascript:` tracking link is shown as nothing. */
function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function brandOf(program: ProgramInfo, base: string): Brand {
  const theme = program.config.theme;
  let logoUrl: string | null = null;
  if (theme.logo) logoUrl = webAddress(new URL(theme.logo, `${base}/`).href);
  return { programName: program.config.fullName, logoUrl, accent: theme.color1, button: theme.color2, link: theme.color3 };
}

/** The shipping address as the shop's address card writes it: the name, then the country's own layout. */
function addressOf(a: S['OrderAddress'], locale: Locale): MailAddress {
  return { fullName: a.fullName, lines: postalLines(a, locale) };
}

export interface MailServiceDeps {
  db: Sql;
  config: Pick<ServerConfig, 'production' | 'port' | 'tls' | 'resetTokenTtlSeconds' | 'invitationTokenTtlSeconds'>;
  sender: Sender;
  log: { warn(message: string): void };
}

export function createMailService({ db, config, sender, log }: MailServiceDeps): MailService {
  async function program(programId: number): Promise<ProgramInfo> {
    const [row] = await db.query<{ slug: string; config: Program; hosts: string[] | null }>(
      'SELECT p.slug, p.config, array_agg(h.host) FILTER (WHERE h.host IS NOT NULL) AS hosts FROM programs p LEFT JOIN program_hosts h ON h.program_id = p.id WHERE p.id = $1 GROUP BY p.id',
      [programId],
    );
    if (!row) throw new MailNotFound(`no program ${programId}`);
    return { slug: row.slug, config: row.config, hosts: row.hosts ?? [] };
  }

  async function participant(programId: number, userId: string): Promise<Participant> {
    const [row] = await db.query<Participant>('SELECT id, name, email, language FROM users WHERE id = $1 AND program_id = $2', [
      userId,
      programId,
    ]);
    if (!row) throw new MailNotFound(`no participant ${userId} in program ${programId}`);
    return row;
  }

  function queue(kind: string, info: ProgramInfo, to: string, locale: Locale, mail: RenderedMail): void {
    sender.queue({ kind, program: info.slug, to, language: locale, ...mail });
  }

  /** A plateau user id or a claim code is no address to write to: such mail is skipped, and said so. */
  function deliverable(kind: string, info: ProgramInfo, to: string | null | undefined): to is string {
    if (to && isValidEmail(to)) return true;
    log.warn(`mail: ${kind} mail of program ${info.slug} not sent: the participant has no email address`);
    return false;
  }

  async function passwordLink(
    kind: 'reset' | 'invitation',
    p: { programId: number; userId: string; token: string; origin?: string | undefined },
    ttlSeconds: number,
  ) {
    const info = await program(p.programId);
    const user = await participant(p.programId, p.userId);
    if (!deliverable(kind, info, user.email)) return;
    const base = programBaseUrl(info, config, p.origin);
    const locale = mailLocale(user.language, info.config);
    // The page opens in the mail's language, and an invitation's says it sets a first password.
    const link = passwordPageLink(base, { token: p.token, email: user.email, language: locale, invitation: kind === 'invitation' });
    const input = { locale, brand: brandOf(info, base), name: user.name, link, ttlSeconds };
    queue(kind, info, user.email, locale, kind === 'reset' ? renderPasswordReset(input) : renderInvitation(input));
  }

  /** An order by its id, or by its number (what the operator's cancel names). */
  async function order(
    programId: number,
    which: { id: string } | { number: string },
  ): Promise<{ info: ProgramInfo; user: Participant; order: OrderInfo; items: ItemInfo[]; products: Map<string, LineProduct> }> {
    const info = await program(programId);
    const [row] = await db.query<OrderInfo>(
      `SELECT o.id, o.order_number, o.total, o.shipping_address, o.claim_email, o.user_id FROM orders o JOIN users u ON u.id = o.user_id
        WHERE ${'id' in which ? 'o.id' : 'o.order_number'} = $1 AND u.program_id = $2`,
      ['id' in which ? which.id : which.number, programId],
    );
    if (!row) throw new MailNotFound(`no order ${'id' in which ? which.id : which.number} in program ${programId}`);
    const user = await participant(programId, row.user_id);
    const items = await db.query<ItemInfo>(
      'SELECT id, product_id, name, options, quantity, total, tracking FROM order_items WHERE order_id = $1 ORDER BY position',
      [row.id],
    );
    // The catalogue as it is now: names in the participant's language, and the option order of a map an older order kept.
    const products = await lineProducts(
      db,
      items.map((i) => i.product_id),
    );
    return { info, user, order: row, items, products };
  }

  /** An item as the mail lists it: the catalogue's name in the mail's language, the options in the product's order. */
  function orderLine(item: ItemInfo, products: Map<string, LineProduct>, locale: Locale, points: boolean): OrderLine {
    const product = products.get(item.product_id);
    return {
      name: translatedProductName(product, locale) ?? item.name,
      options: storedOptions(item.options, product),
      quantity: item.quantity,
      points: points ? item.total : null,
    };
  }

  /** What every mail about an order starts with: its recipient, language, greeting and link to the order's page. */
  function orderMail({ info, user, order: o }: Awaited<ReturnType<typeof order>>) {
    const locale = mailLocale(user.language, info.config);
    const base = programBaseUrl(info, config);
    return {
      to: orderRecipient(user, o),
      locale,
      points: info.config.type === 'points',
      head: {
        locale,
        brand: brandOf(info, base),
        name: user.name,
        orderNumber: o.order_number,
        link: `${base}/account/orders/${encodeURIComponent(o.id)}`,
      },
    };
  }

  /** The participant's own address first; a claim code has none, so its order's claim email. */
  function orderRecipient(user: Participant, o: OrderInfo): string | null {
    return [user.email, o.claim_email, o.shipping_address.email].find((a) => a && isValidEmail(a)) ?? null;
  }

  return {
    passwordReset: (p) => passwordLink('reset', p, config.resetTokenTtlSeconds),
    invitation: (p) => passwordLink('invitation', p, config.invitationTokenTtlSeconds),

    async orderConfirmation(p) {
      const loaded = await order(p.programId, { id: p.orderId });
      const { to, locale, points, head } = orderMail(loaded);
      if (!deliverable('order', loaded.info, to)) return;
      const o = loaded.order;
      const mail = renderOrderConfirmation({
        ...head,
        lines: loaded.items.map((i) => orderLine(i, loaded.products, locale, points)),
        address: addressOf(o.shipping_address, locale),
        total: points ? o.total : null,
      });
      queue('order', loaded.info, to, locale, mail);
    },

    async shipped(p) {
      const loaded = await order(p.programId, { id: p.orderId });
      const { to, locale, head } = orderMail(loaded);
      const wanted = new Set(p.itemIds);
      const lines = loaded.items
        .filter((i) => wanted.has(i.id) && i.tracking)
        .map((i) => ({
          name: translatedProductName(loaded.products.get(i.product_id), locale) ?? i.name,
          quantity: i.quantity,
          trackingNumber: i.tracking!.trackingNumber,
          trackingCompany: i.tracking!.trackingCompany,
          trackingLink: webAddress(i.tracking!.trackingLink),
        }));
      if (lines.length === 0) {
        log.warn(`mail: shipped mail of program ${loaded.info.slug} not sent: none of the items named has tracking`);
        return;
      }
      if (!deliverable('shipped', loaded.info, to)) return;
      queue('shipped', loaded.info, to, locale, renderShipped({ ...head, lines }));
    },

    async cancelled(p) {
      const loaded = await order(p.programId, { number: p.orderNumber });
      const { to, locale, points, head } = orderMail(loaded);
      if (!deliverable('cancelled', loaded.info, to)) return;
      const mail = renderCancelled({
        ...head,
        lines: loaded.items.map((i) => orderLine(i, loaded.products, locale, points)),
        refunded: points ? p.refunded : null,
      });
      queue('cancelled', loaded.info, to, locale, mail);
    },

    async staffPassword(p) {
      const info = await program(p.programId);
      const base = programBaseUrl(info, config, p.origin);
      const ttlSeconds = p.kind === 'invitation' ? config.invitationTokenTtlSeconds : config.resetTokenTtlSeconds;
      const link = staffPasswordLink(base, { token: p.token, invitation: p.kind === 'invitation' });
      const mail = renderStaffPassword({ kind: p.kind, brand: brandOf(info, base), name: p.name, link, ttlSeconds, ...(p.inviter ? { inviter: p.inviter } : {}), ...(p.role ? { role: p.role } : {}) });
      queue(`staff-${p.kind}`, info, p.to, 'en', mail);
    },

    close: () => sender.close(),
  };
}
