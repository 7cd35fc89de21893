import { createOperatorKey } from '../../server/admin/keys.ts';
import type { MailService } from '../../server/mail/index.ts';
import { loadContract } from './openapi-validator.ts';
import type { TestServer } from './test-server.ts';

export const adminContract = loadContract('openapi-admin.yaml');

/** A key made the way `npm run ops -- keys create` makes it. */
export async function operatorKey(server: TestServer, programs: string[] | null = null, name = 'test'): Promise<{ key: string; id: string }> {
  const { key, row } = await createOperatorKey(server.db, { name, programs });
  return { key, id: row.id };
}

export interface AdminCall {
  key?: string;
  json?: unknown;
  /** A file body, sent as text/csv unless `type` says otherwise. */
  file?: string | Uint8Array;
  type?: string;
  headers?: Record<string, string>;
}

/**
 * An admin call through the app; a JSON answer is checked against openapi-admin.yaml for the
 * operation `template` names (the path itself when it has no parameters).
 * The body is loosely typed: tests read what the contract check above has already validated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export async function admin(server: TestServer, method: string, path: string, init: AdminCall = {}, template = path): Promise<{ status: number; body: any; text: string; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.key) headers.set('authorization', `Bearer ${init.key}`);
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  } else if (init.file !== undefined) {
    headers.set('content-type', init.type ?? 'text/csv');
    body = init.file as BodyInit;
  }
  const res = await server.app.request(`http://admin.example${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').startsWith('application/json');
  const parsed = isJson && text ? JSON.parse(text) : text;
  if (isJson) adminContract.assertResponse(method, template, res.status, parsed);
  return { status: res.status, body: parsed, text, headers: res.headers };
}

/** Mail asked for, kept for the test to read. */
export function recordingMail() {
  const sent: {
    kind: string;
    programId: number;
    userId?: string;
    token?: string;
    orderId?: string;
    itemIds?: string[];
    orderNumber?: string;
    refunded?: number;
    /** Staff mail: an invitation or a reset, to whom, in which role. */
    staffKind?: 'invitation' | 'reset';
    to?: string;
    role?: string;
  }[] = [];
  const service: MailService = {
    async passwordReset(p) {
      sent.push({ kind: 'passwordReset', ...p });
    },
    async invitation(p) {
      sent.push({ kind: 'invitation', ...p });
    },
    async orderConfirmation(p) {
      sent.push({ kind: 'orderConfirmation', ...p });
    },
    async shipped(p) {
      sent.push({ kind: 'shipped', ...p });
    },
    async cancelled(p) {
      sent.push({ kind: 'cancelled', ...p });
    },
    async staffPassword({ kind, programId, to, token, role }) {
      sent.push({ kind: 'staffPassword', staffKind: kind, programId, to, token, ...(role ? { role } : {}) });
    },
    async close() {},
  };
  return { sent, service };
}

/** Row counts and sums of the tables an admin call may change: equal before and after a refusal. */
export async function dataState(server: TestServer): Promise<Record<string, string>> {
  const [row] = await server.db.query<Record<string, string>>(`SELECT
    (SELECT count(*) || ':' || coalesce(sum(balance), 0) || ':' || count(deactivated_at) || ':' || coalesce(string_agg(name || coalesce(level_id, '') || coalesce(language, ''), ',' ORDER BY id), '') FROM users) AS users,
    (SELECT count(*)::text FROM transactions) AS transactions,
    (SELECT count(*)::text FROM reset_tokens) AS reset_tokens,
    (SELECT count(*) || ':' || count(revoked_at) FROM sessions) AS sessions,
    (SELECT count(*) || ':' || coalesce(string_agg(status || coalesce(exported_at::text, ''), ',' ORDER BY id), '') FROM orders) AS orders,
    (SELECT count(*) || ':' || coalesce(string_agg(coalesce(status, '') || coalesce(tracking::text, ''), ',' ORDER BY id), '') FROM order_items) AS order_items,
    (SELECT count(*) || ':' || count(revoked_at) FROM operator_keys) AS operator_keys,
    (SELECT count(*) || ':' || coalesce(md5(string_agg(slug || coalesce(program_id::text, '') || name || price || coalesce(discount_price::text, '') || details::text, ',' ORDER BY id)), '') FROM products) AS products,
    (SELECT count(*)::text FROM product_categories) AS product_categories,
    (SELECT count(*)::text FROM categories) AS categories,
    (SELECT count(*) || ':' || coalesce(md5(string_agg(scope || name || sha256, ',' ORDER BY scope, name)), '') FROM catalogue_images) AS catalogue_images,
    (SELECT count(*) || ':' || coalesce(md5(string_agg(slug || config::text, ',' ORDER BY slug)), '') FROM programs) AS programs,
    (SELECT count(*)::text FROM program_assets) AS program_assets`);
  return row!;
}
