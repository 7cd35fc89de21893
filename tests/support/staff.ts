import type { ProgramRole } from '../../server/admin/roles.ts';
import { createStaff } from '../../server/admin/staff.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import type { TestServer } from './test-server.ts';

export const STAFF_PASSWORD = 'correct horse battery staple';

/** A staff member made the way `npm run ops -- staff create` makes one. */
export async function staffMember(server: TestServer, email: string, grant: { platformOwner?: boolean; roles?: Record<string, ProgramRole> }): Promise<string> {
  const row = await server.db.transaction(async (tx) =>
    createStaff(tx, { email, name: email.split('@')[0]!, passwordHash: await hashPassword(STAFF_PASSWORD), platformOwner: grant.platformOwner ?? false, roles: grant.roles ?? {} }),
  );
  return row.id;
}

export interface StaffSession {
  /** The Cookie header to send. */
  cookie: string;
  forgeryToken: string;
  /** The Set-Cookie header the sign-in answered with. */
  setCookie: string;
  /** Headers for a call that changes something: the cookie and the forgery token. */
  headers: Record<string, string>;
}

/** Signs in through POST /admin/api/staff/sign-in, as the console does. */
export async function staffSignIn(server: TestServer, email: string, password = STAFF_PASSWORD, base = 'http://admin.example'): Promise<StaffSession> {
  const res = await server.app.request(`${base}/admin/api/staff/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`staff sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0]!;
  const { forgeryToken } = (await res.json()) as { forgeryToken: string };
  return { cookie, forgeryToken, setCookie, headers: { cookie, 'x-csrf-token': forgeryToken } };
}
