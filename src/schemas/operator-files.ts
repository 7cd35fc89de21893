import * as v from 'valibot';

import { emailSchema, isValidEmail } from './email';
import { EMAIL_MAX, NAME_MAX, SINGLE_LINE_PATTERN } from './field-rules';
import { passwordHashCheck } from './password-hash';

/**
 * Rows of the operator's files (docs/operate.md has every column). Every value arrives as text,
 * from a CSV cell or a JSON line's field, so each rule turns text into what the row holds; an
 * optional column may be absent or empty. Messages name the rule; the server adds the line and
 * the column. These are the operator's messages, in English: not exported from index.ts, whose
 * schemas speak to participants in the message catalogue's words.
 */

const required = 'Required.';
/** Every cell is one line: a name or a reason reaches mail and the participant's pages (field-rules.ts). */
const oneLine = 'No line breaks or other control characters.';

const text = (max: number) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, `At most ${max} characters.`), v.regex(SINGLE_LINE_PATTERN, oneLine));

const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(max, `At most ${max} characters.`),
    v.regex(SINGLE_LINE_PATTERN, oneLine),
    v.transform((s) => (s === '' ? undefined : s)),
  );

/** A whole number written in digits (an optional minus), within [min, max]. */
const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.regex(/^-?\d{1,12}$/, 'Must be a whole number.'),
    v.transform(Number),
    v.minValue(min, min === 0 ? 'Must not be negative.' : `Must be at least ${min}.`),
    v.maxValue(max, `Must be at most ${max}.`),
  );

const optionalWholeNumber = (min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
    v.optional(wholeNumber(min, max)),
  );

/** The largest balance the integer column holds. */
export const MAX_BALANCE = 2_147_483_647;
/** A single credit or debit moves at most this many points. */
export const MAX_POINTS_LINE = 1_000_000_000;

/** Scrypt hashes in the server's format, within the accepted costs (password-hash.ts), for a migration from a system that kept them. */
const passwordHash = v.pipe(optionalText(400), passwordHashCheck);

const language = optionalText(10);

const optionalEmail = v.pipe(
  optionalText(EMAIL_MAX),
  v.check((s) => s === undefined || isValidEmail(s), 'Not a valid email address.'),
);

/** A participant's record id as another system kept it: letters, digits, _ and -, up to 64. */
export const PARTICIPANT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** For migrations from another system: keeps the participant's id instead of a new random one. */
const participantId = v.pipe(
  optionalText(64),
  v.check((s) => s === undefined || PARTICIPANT_ID_PATTERN.test(s), 'Letters, digits, _ and - only (at most 64), starting with a letter or digit.'),
);

/** Points programs: one participant per email; the opening balance is used only when they are created. */
export const pointsParticipantRowSchema = v.object({
  email: v.pipe(emailSchema, v.transform((s) => s.toLowerCase())),
  name: text(NAME_MAX * 2),
  language,
  balance: optionalWholeNumber(0, MAX_BALANCE),
  password_hash: passwordHash,
  id: participantId,
});

/** Plateau (tiered) programs: one participant per user id, at one of the program's levels. */
export const plateauParticipantRowSchema = v.object({
  user_id: v.pipe(text(100), v.regex(/^[^\s]+$/, 'No spaces.')),
  email: optionalEmail,
  name: text(NAME_MAX * 2),
  language,
  level: text(100),
  password_hash: passwordHash,
  id: participantId,
});

/** Claim programs: one code per gift, with an optional email to reach the recipient. */
export const claimCodeRowSchema = v.object({
  code: v.pipe(text(100), v.regex(/^[^\s]+$/, 'No spaces.')),
  email: optionalEmail,
  id: participantId,
});

export const PARTICIPANT_COLUMNS = {
  points: { required: ['email', 'name'], optional: ['language', 'balance', 'password_hash', 'id'] },
  plateau: { required: ['user_id', 'name', 'level'], optional: ['email', 'language', 'password_hash', 'id'] },
  claim: { required: ['code'], optional: ['email', 'id'] },
} as const;

/** A credit (positive) or debit (negative) with the operator's reason and reference. */
export const pointsLineRowSchema = v.object({
  participant: text(EMAIL_MAX),
  amount: v.pipe(
    wholeNumber(-MAX_POINTS_LINE, MAX_POINTS_LINE),
    v.check((n) => n !== 0, 'Must not be 0.'),
  ),
  reason: text(200),
  reference: text(200),
});

export const POINTS_COLUMNS = { required: ['participant', 'amount', 'reason', 'reference'], optional: [] } as const;

/** The same line as the admin call's JSON body, where the amount is a number. */
export const pointsLineBodySchema = v.object({
  participant: text(EMAIL_MAX),
  amount: v.pipe(
    v.number('Must be a whole number.'),
    v.integer('Must be a whole number.'),
    v.minValue(-MAX_POINTS_LINE, `Must be at least ${-MAX_POINTS_LINE}.`),
    v.maxValue(MAX_POINTS_LINE, `Must be at most ${MAX_POINTS_LINE}.`),
    v.check((n) => n !== 0, 'Must not be 0.'),
  ),
  reason: text(200),
  reference: text(200),
  // A field left out is as required as one left empty: valibot reports it with the object's message.
}, required);

/** One participant to deactivate, by their sign-in (email, user id or code). */
export const deactivateRowSchema = v.object({ login: text(EMAIL_MAX) });
export const DEACTIVATE_COLUMNS = { required: ['login'], optional: [] } as const;

export const ITEM_STATUSES = ['Shipped', 'Received'] as const;

/** A tracking link must be a web address: it becomes a link on the participant's order page. */
const trackingLink = v.pipe(
  optionalText(500),
  v.check((s) => s === undefined || /^https?:\/\/[^\s]+$/i.test(s), 'Must be an http(s) address.'),
);

/**
 * One order item's fulfilment: Shipped (with tracking) or Received (whose tracking, when given, is
 * whole: a number with its carrier; a part alone would be dropped without a word).
 */
export const trackingRowSchema = v.pipe(
  v.object({
    order_number: v.pipe(text(18), v.regex(/^\d+$/, 'Must be an order number (digits).')),
    item_id: text(100),
    status: v.picklist(ITEM_STATUSES, `Must be one of: ${ITEM_STATUSES.join(', ')}.`),
    tracking_number: optionalText(100),
    tracking_company: optionalText(100),
    tracking_link: trackingLink,
  }),
  v.forward(
    v.check((row) => row.status !== 'Shipped' || row.tracking_number !== undefined, 'Required when the status is Shipped.'),
    ['tracking_number'],
  ),
  v.forward(
    v.check((row) => row.status !== 'Shipped' || row.tracking_company !== undefined, 'Required when the status is Shipped.'),
    ['tracking_company'],
  ),
  v.forward(
    v.check(
      (row) => row.status === 'Shipped' || row.tracking_number !== undefined || (row.tracking_company === undefined && row.tracking_link === undefined),
      'Required with a carrier or a tracking link.',
    ),
    ['tracking_number'],
  ),
  v.forward(
    v.check((row) => row.status === 'Shipped' || row.tracking_company !== undefined || row.tracking_number === undefined, 'Required with a tracking number.'),
    ['tracking_company'],
  ),
);

/**
 * The tracking of one order item as the admin call's JSON body, named as the file's columns; the
 * order number and item id come from the path, and the row is then checked as a file's row.
 */
export const trackingLineBodySchema = v.strictObject(
  {
    status: v.string(required),
    tracking_number: v.optional(v.string()),
    tracking_company: v.optional(v.string()),
    tracking_link: v.optional(v.string()),
  },
  (issue) => (issue.expected === 'never' ? `Unknown field ${String(issue.input)}.` : required),
);

export const TRACKING_COLUMNS = {
  required: ['order_number', 'item_id', 'status'],
  optional: ['tracking_number', 'tracking_company', 'tracking_link'],
} as const;
