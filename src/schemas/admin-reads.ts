import * as v from 'valibot';

import { dateOrTimeSchema } from './staff';

/**
 * The query parameters of the admin API's lists (participants, a ledger, orders, imports),
 * checked by the server (server/admin/reads/) and the console alike. They speak to staff, in
 * English: not exported from index.ts.
 */

export const READ_PAGE_DEFAULT = 50;
export const READ_PAGE_MAX = 200;
/** The longest search a list takes. */
export const SEARCH_MAX = 100;

export const PARTICIPANT_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const ORDER_STATUSES = ['received', 'Shipped', 'Cancelled', 'API Error'] as const;

const required = 'Required.';

const limitSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^[0-9]{1,4}$/, 'Must be a whole number.'),
    v.transform(Number),
    v.minValue(1, 'At least 1.'),
    v.maxValue(READ_PAGE_MAX, `At most ${READ_PAGE_MAX}.`),
  ),
  String(READ_PAGE_DEFAULT),
);

/** The previous page's nextCursor, as given: its content is the server's business (server/admin/reads/cursor.ts). */
const cursorSchema = v.optional(v.pipe(v.string(), v.nonEmpty(required), v.maxLength(600, 'Must be the nextCursor of the previous page.'), v.regex(/^[A-Za-z0-9_-]+$/, 'Must be the nextCursor of the previous page.')));

const loginSchema = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(320, 'At most 320 characters.'));

const unknownFilter = (names: string) => (issue: v.BaseIssue<unknown>) => `Unknown filter ${String(issue.input)}: use ${names}.`;

/** GET …/participants: a prefix of an e-mail, name, sign-in or claim code (any case), a status, a page. */
export const participantsQuerySchema = v.strictObject(
  {
    q: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(SEARCH_MAX, `At most ${SEARCH_MAX} characters.`))),
    status: v.optional(v.picklist(PARTICIPANT_STATUSES, `Must be ${PARTICIPANT_STATUSES.join(', ')}.`)),
    cursor: cursorSchema,
    limit: limitSchema,
  },
  unknownFilter('q, status, cursor or limit'),
);

/** GET …/participants/{login}/transactions: a page of the ledger. */
export const ledgerQuerySchema = v.strictObject({ cursor: cursorSchema, limit: limitSchema }, unknownFilter('cursor or limit'));

/** GET …/imports: a page of the files applied. */
export const importsQuerySchema = ledgerQuerySchema;

/** The orders filter, shared by the list and its CSV download. */
const ordersFilterEntries = {
  status: v.optional(v.picklist(ORDER_STATUSES, `Must be ${ORDER_STATUSES.join(', ')}.`)),
  from: v.optional(dateOrTimeSchema),
  to: v.optional(dateOrTimeSchema),
  participant: v.optional(loginSchema),
  product: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(100, 'At most 100 characters.'))),
};

/** GET …/orders: placed newest first, filtered. */
export const ordersQuerySchema = v.strictObject(
  { ...ordersFilterEntries, cursor: cursorSchema, limit: limitSchema },
  unknownFilter('status, from, to, participant, product, cursor or limit'),
);

/** GET …/orders/download: the same filter, every order of it. */
export const ordersDownloadQuerySchema = v.strictObject(ordersFilterEntries, unknownFilter('status, from, to, participant or product'));
