// The five mails as HTML and plain text. Every value from the database or a participant is escaped
// in the HTML (names, product names and addresses are participant or operator input); the layout
// uses inline styles and tables because that is what mail clients render. Colours, option labels
// and addresses follow the shop's own rules (src/domain), so a mail reads as the shop does.
import { optionLabel, type ChosenOption, type OptionNames } from '../../src/domain/chosen-options.ts';
import { readableOnSurfaces, readableTextOn } from '../../src/domain/colour.ts';
import { intlLocale, type Locale } from '../../src/domain/locales.ts';
import { catalogue } from '../../src/i18n/messages/all.ts';
import { MAIL_TEXTS, type Lifetime, type MailTexts } from './messages.ts';
import { STAFF_MAIL_TEXTS } from './staff-messages.ts';
import { oneLineValues } from './one-line.ts';

/** How a program's mail looks: its name, logo (an absolute address) and theme colours. */
export interface Brand {
  programName: string;
  logoUrl: string | null;
  accent: string;
  button: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface OrderLine {
  /** In the participant's language where the catalogue translates it. */
  name: string;
  /** In the product's order. */
  options: readonly ChosenOption[];
  quantity: number;
  /** Points for the line; null outside points programs, which show no points. */
  points: number | null;
}

export interface ShippedLine {
  name: string;
  quantity: number;
  trackingNumber: string;
  trackingCompany: string;
  trackingLink: string | null;
}

export interface MailAddress {
  fullName: string;
  lines: string[];
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A theme colour fit for a style attribute: an operator's typo must not break out of it. */
export function safeColour(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A template filled with escaped values, for the HTML part. */
function fillHtml(template: string, values: Record<string, string>): string {
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  return fill(escapeHtml(template), escaped);
}

/** A link's lifetime as a reader counts it: minutes under two hours, hours under two days, else days. */
export function lifetimeOf(seconds: number): Lifetime {
  if (seconds < 2 * 3600) return { unit: 'minute', amount: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 2 * 86400) return { unit: 'hour', amount: Math.round(seconds / 3600) };
  return { unit: 'day', amount: Math.round(seconds / 86400) };
}

interface Block {
  html: string;
  text: string;
}

const paragraph = (text: string): Block => ({ html: `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`, text });

/**
 * The link colour as the shop draws its links: the program's colour, darkened only as far as 4.5:1
 * on white needs (a pale-yellow theme's #ffe066 would be 1.3:1 as it is).
 */
export function linkColour(brand: Brand): string {
  return readableOnSurfaces(safeColour(brand.link, '#1d4ed8'));
}

function button(brand: Brand, label: string, href: string, t: MailTexts): Block {
  const background = safeColour(brand.button, '#1f2937');
  const url = escapeHtml(href);
  return {
    html:
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${background};color:${readableTextOn(background)};font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(t.linkFallback)}<br><a href="${url}" style="color:${linkColour(brand)};word-break:break-all">${url}</a></p>`,
    text: `${label}${t.colon.trimEnd()}\n${href}`,
  };
}

/** The frame every mail shares: the logo on a band of the accent colour, the content, a footer. */
function layout(locale: Locale, brand: Brand, t: MailTexts, name: string, blocks: Block[]): { html: string; text: string } {
  const accent = safeColour(brand.accent, '#1f2937');
  const heading = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.programName)}" height="48" style="display:block;height:48px;max-width:240px">`
    : `<strong style="font-size:20px">${escapeHtml(brand.programName)}</strong>`;
  const greeting = { html: `<p style="margin:0 0 16px">${fillHtml(t.greeting, { name })}</p>`, text: fill(t.greeting, { name }) };
  const footer = fill(t.footer, { program: brand.programName });
  const all = [greeting, ...blocks];
  const html = `<!doctype html>
<html lang="${intlLocale(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(brand.programName)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:6px solid ${accent};font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">
<tr><td style="padding:24px 32px 8px">${heading}</td></tr>
<tr><td style="padding:16px 32px">${all.map((b) => b.html).join('\n')}</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body>
</html>
`;
  const text = `${all.map((b) => b.text).join('\n\n')}\n\n-- \n${footer}\n`;
  return { html, text };
}

export function renderPasswordReset(p: { locale: Locale; brand: Brand; name: string; link: string; ttlSeconds: number }): RenderedMail {
  p = oneLineValues(p); // No value may add a line to a header or the text (one-line.ts).
  const t = MAIL_TEXTS[p.locale];
  const program = p.brand.programName;
  const body = layout(p.locale, p.brand, t, p.name, [
    paragraph(fill(t.resetIntro, { program })),
    button(p.brand, t.resetAction, p.link, t),
    paragraph(t.linkExpiry(lifetimeOf(p.ttlSeconds))),
    paragraph(t.resetIgnore),
  ]);
  return { subject: fill(t.resetSubject, { program }), ...body };
}

export function renderInvitation(p: { locale: Locale; brand: Brand; name: string; link: string; ttlSeconds: number }): RenderedMail {
  p = oneLineValues(p); // No value may add a line to a header or the text (one-line.ts).
  const t = MAIL_TEXTS[p.locale];
  const program = p.brand.programName;
  const body = layout(p.locale, p.brand, t, p.name, [
    paragraph(fill(t.inviteIntro, { program })),
    button(p.brand, t.inviteAction, p.link, t),
    paragraph(t.linkExpiry(lifetimeOf(p.ttlSeconds))),
  ]);
  return { subject: fill(t.inviteSubject, { program }), ...body };
}

/**
 * A staff member's link to choose a console password: an owner's invitation (`inviter` and `role`
 * say who and as what) or a reset they asked for. English, in the program's colours.
 */
export function renderStaffPassword(p: {
  kind: 'invitation' | 'reset';
  brand: Brand;
  name: string;
  link: string;
  ttlSeconds: number;
  inviter?: string;
  role?: string;
}): RenderedMail {
  p = oneLineValues(p); // No value may add a line to a header or the text (one-line.ts).
  const s = STAFF_MAIL_TEXTS;
  const t: MailTexts = { ...MAIL_TEXTS.en, footer: s.footer };
  const program = p.brand.programName;
  const blocks =
    p.kind === 'invitation'
      ? [paragraph(fill(s.inviteIntro, { program, inviter: p.inviter ?? 'An owner', role: p.role ?? 'staff' })), button(p.brand, s.inviteAction, p.link, t), paragraph(t.linkExpiry(lifetimeOf(p.ttlSeconds)))]
      : [paragraph(fill(s.resetIntro, { program })), button(p.brand, s.resetAction, p.link, t), paragraph(t.linkExpiry(lifetimeOf(p.ttlSeconds))), paragraph(s.resetIgnore)];
  const body = layout('en', p.brand, t, p.name, blocks);
  return { subject: fill(p.kind === 'invitation' ? s.inviteSubject : s.resetSubject, { program }), ...body };
}

function addressBlock(t: MailTexts, address: MailAddress): Block {
  const lines = [address.fullName, ...address.lines];
  return {
    html: `<p style="margin:0 0 16px"><strong>${escapeHtml(t.shipTo)}</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`,
    text: `${t.shipTo}${t.colon.trimEnd()}\n${lines.join('\n')}`,
  };
}

/** What the shop calls color, size and an unlabelled custom field in this language (its cart texts). */
function optionNames(locale: Locale): OptionNames {
  const texts = catalogue.cart[locale];
  return {
    color: texts['option.color'],
    size: texts['option.size'],
    custom: (index) => texts['option.custom'].replace('{{index}}', String(index)),
  };
}

/** "Color: Black, Size: 9": in the product's order, labelled as the shop labels them. */
function optionsText(options: readonly ChosenOption[], locale: Locale, colon: string): string {
  const names = optionNames(locale);
  return options.map((option) => `${optionLabel(option, names)}${colon}${option.value}`).join(', ');
}

/** The items table of an order mail: name and options, quantity, and in points programs each line's points and the total. */
function itemsTable(locale: Locale, t: MailTexts, lines: readonly OrderLine[], total: number | null): Block {
  const rows = lines.map((line) => {
    const options = optionsText(line.options, locale, t.colon);
    return {
      html: `<tr><td style="padding:6px 0;border-bottom:1px solid #e5e7eb">${escapeHtml(line.name)}${options ? `<br><span style="font-size:13px;color:#4b5563">${escapeHtml(options)}</span>` : ''}</td><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:center">${line.quantity}</td>${line.points === null ? '' : `<td style="padding:6px 0;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap">${escapeHtml(t.points(line.points))}</td>`}</tr>`,
      text: `- ${line.name}${options ? ` (${options})` : ''} × ${line.quantity}${line.points === null ? '' : ` — ${t.points(line.points)}`}`,
    };
  });
  const totalRow =
    total === null
      ? { html: '', text: '' }
      : {
          html: `<tr><td colspan="2" style="padding:8px 0;font-weight:bold">${escapeHtml(t.total)}</td><td style="padding:8px 0;text-align:right;font-weight:bold;white-space:nowrap">${escapeHtml(t.points(total))}</td></tr>`,
          text: `\n${t.total}${t.colon}${t.points(total)}`,
        };
  const pointsColumn = lines.some((line) => line.points !== null);
  return {
    html: `<p style="margin:0 0 8px"><strong>${escapeHtml(t.orderItems)}</strong></p><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse"><tr><th align="left" style="font-size:13px;color:#4b5563">&nbsp;</th><th style="font-size:13px;color:#4b5563">${escapeHtml(t.quantity)}</th>${pointsColumn ? '<th>&nbsp;</th>' : ''}</tr>${rows.map((r) => r.html).join('')}${totalRow.html}</table>`,
    text: `${t.orderItems}${t.colon.trimEnd()}\n${rows.map((r) => r.text).join('\n')}${totalRow.text}`,
  };
}

const orderNumberBlock = (t: MailTexts, orderNumber: string): Block => ({
  html: `<p style="margin:0 0 16px">${escapeHtml(t.orderNumber + t.colon)}<strong>${escapeHtml(orderNumber)}</strong></p>`,
  text: `${t.orderNumber}${t.colon}${orderNumber}`,
});

export function renderOrderConfirmation(p: {
  locale: Locale;
  brand: Brand;
  name: string;
  orderNumber: string;
  lines: OrderLine[];
  address: MailAddress;
  /** The order's total in points; null outside points programs. */
  total: number | null;
  link: string;
}): RenderedMail {
  p = oneLineValues(p); // No value may add a line to a header or the text (one-line.ts).
  const t = MAIL_TEXTS[p.locale];
  const program = p.brand.programName;
  const body = layout(p.locale, p.brand, t, p.name, [
    paragraph(t.orderIntro),
    orderNumberBlock(t, p.orderNumber),
    itemsTable(p.locale, t, p.lines, p.total),
    addressBlock(t, p.address),
    button(p.brand, t.viewOrder, p.link, t),
  ]);
  return { subject: fill(t.orderSubject, { program, number: p.orderNumber }), ...body };
}

/**
 * An order the operator cancelled: which items will not come, and what the participant gets back:
 * the points in points programs (`refunded`), a new choice of gift in plateau and claim programs.
 */
export function renderCancelled(p: {
  locale: Locale;
  brand: Brand;
  name: string;
  orderNumber: string;
  lines: OrderLine[];
  /** Points given back; null outside points programs. */
  refunded: number | null;
  link: string;
}): RenderedMail {
  p = oneLineValues(p); // No value may add a line to a header or the text (one-line.ts).
  const t = MAIL_TEXTS[p.locale];
  const program = p.brand.programName;
  const after = p.refunded === null ? t.cancelledChooseAgain : fill(t.cancelledRefund, { points: t.points(p.refunded) });
  const body = layout(p.locale, p.brand, t, p.name, [
    paragraph(fill(t.cancelledIntro, { number: p.orderNumber })),
    itemsTable(p.locale, t, p.lines, null),
    paragraph(after),
    button(p.brand, t.viewOrder, p.link, t),
  ]);
  return { subject: fill(t.cancelledSubject, { program, number: p.orderNumber }), ...body };
}

export function renderShipped(p: {
  locale: Locale;
  brand: Brand;
  name: string;
  orderNumber: string;
  lines: ShippedLine[];
  link: string;
}): RenderedMail {
  p = oneLineValues(p); // No value may add a line to a header or the text (one-line.ts).
  const t = MAIL_TEXTS[p.locale];
  const program = p.brand.programName;
  const links = linkColour(p.brand);
  const items: Block[] = p.lines.map((line) => {
    const tracking = `${line.trackingCompany} ${line.trackingNumber}`.trim();
    return {
      html: `<p style="margin:0 0 16px"><strong>${escapeHtml(line.name)}</strong> × ${line.quantity}<br>${escapeHtml(t.tracking + t.colon)}${escapeHtml(tracking)}${line.trackingLink ? `<br><a href="${escapeHtml(line.trackingLink)}" style="color:${links}">${escapeHtml(t.track)}</a>` : ''}</p>`,
      text: `${line.name} × ${line.quantity}\n${t.tracking}${t.colon}${tracking}${line.trackingLink ? `\n${t.track}${t.colon}${line.trackingLink}` : ''}`,
    };
  });
  const body = layout(p.locale, p.brand, t, p.name, [
    paragraph(fill(t.shippedIntro, { number: p.orderNumber })),
    ...items,
    button(p.brand, t.viewOrder, p.link, t),
  ]);
  return { subject: fill(t.shippedSubject, { program, number: p.orderNumber }), ...body };
}
