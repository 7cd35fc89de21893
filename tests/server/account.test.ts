// The account area against the reference server: the password change round trip (points and
// plateau), profile saves, the address book's default rules, allowAddressManagement, and the
// forms' own valibot rules held by the server, so a crafted request cannot store what a form
// would refuse (a property test over generated addresses and passwords).
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import {
  addressRequest,
  canSaveAddress,
  draftOf,
  fieldMessages,
  newAddressValues,
  type AddressFormValues,
} from '../../src/features/account/addresses/address-draft.ts';
import {
  isAccountAddressCountry,
  newPasswordIssues,
  profileSchema,
  validationMessages as m,
} from '../../src/schemas/index.ts';
import { loadContract } from '../support/openapi-validator.ts';
import { CLAIM, PASSWORD, startTestServer, SUMMIT, TIERED, type TestServer } from '../support/test-server.ts';

type S = components['schemas'];

const contract = loadContract();
const APEX_PASSWORD = 'Apex#2026';
const US_ADDRESS = {
  fullName: 'Morgan Buyer',
  address1: '12 Pine Street',
  townCity: 'Boise',
  stateCounty: 'ID',
  postcode: '83702',
  country: 'USA',
  phone: '(208) 555-0142',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function send(host: string, path: string, init: { token?: string; json?: unknown; method?: string } = {}) {
  const res = await server.request(host, path, { ...init, ...(init.method ? { method: init.method } : {}) });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const self = async (host: string, token: string) => (await send(host, '/api/self', { token })).body as S['User'];
const tokenStatus = async (host: string, email: string, password: string) =>
  (await send(host, '/token', { json: { email, password } })).status;
const change = (host: string, token: string, currentPassword: string, newPassword: string) =>
  send(host, '/api/users/changepassword', { token, json: { currentPassword, newPassword } });

describe('password change', () => {
  it.each([
    ['points', SUMMIT, 'buyer061@summit.example', PASSWORD],
    ['plateau (link hidden, page offered)', TIERED, 'GOLD-1007', APEX_PASSWORD],
  ])('%s: the new password works at the next sign-in and the old one no longer does', async (_type, host, login, old) => {
    const session = await server.signIn(host, login, old);
    const res = await change(host, session, old, 'Fresh#2027x');
    expect(res.status).toBe(200);
    contract.assertResponse('post', '/api/users/changepassword', 200, res.body);
    const body = res.body as { success: boolean; access_token: string };
    expect(body.success).toBe(true);
    // The page keeps this fresh token: the one it had is revoked with every other session.
    expect((await send(host, '/api/self', { token: body.access_token })).status).toBe(200);
    expect((await send(host, '/api/self', { token: session })).status).toBe(401);
    expect(await tokenStatus(host, login, old)).toBe(401);
    expect(await tokenStatus(host, login, 'Fresh#2027x')).toBe(200);
  });

  it('a wrong current password is success false and changes nothing', async () => {
    const login = 'buyer062@summit.example';
    const session = await server.signIn(SUMMIT, login, PASSWORD);
    const res = await change(SUMMIT, session, 'Wrong#2026', 'Fresh#2027x');
    expect(res).toEqual({ status: 200, body: { success: false } });
    expect(await tokenStatus(SUMMIT, login, PASSWORD)).toBe(200);
    expect(await tokenStatus(SUMMIT, login, 'Fresh#2027x')).toBe(401);
  });

  it.each([
    ['SUMMIT#2027', m.passwordLetter],
    ['summit#2027', m.passwordCapital],
    ['Summit2027x', m.passwordSpecial],
    ['Summit#Peak', m.passwordDigit],
    ['Aa1!aaa', m.passwordMin],
    ['Aa1!aaaaaaaaaaaaa', m.passwordMax],
    [PASSWORD, m.passwordSameAsCurrent],
  ])('refuses %j with the form’s message (%s) and changes nothing', async (newPassword, message) => {
    const login = 'buyer063@summit.example';
    const session = await server.signIn(SUMMIT, login, PASSWORD);
    const res = await change(SUMMIT, session, PASSWORD, newPassword);
    expect(res.status).toBe(400);
    contract.assertResponse('post', '/api/users/changepassword', 400, res.body);
    expect((res.body as S['Error']).fields).toEqual([{ field: 'newPassword', message }]);
    expect((await send(SUMMIT, '/api/self', { token: session })).status).toBe(200);
    expect(await tokenStatus(SUMMIT, login, PASSWORD)).toBe(200);
  });

  it('property: the server changes the password exactly when the form’s rules pass', async () => {
    const login = 'buyer064@summit.example';
    let current = PASSWORD;
    let token = await server.signIn(SUMMIT, login, current);
    let changed = 0;
    let refused = 0;
    const char = fc.constantFrom(...'aZ9#! xYé'.split(''));
    const candidate = fc.oneof(fc.string({ unit: char, minLength: 0, maxLength: 20 }), fc.constant(PASSWORD), fc.constant('Valid#2027'));
    await fc.assert(
      fc.asyncProperty(candidate, async (newPassword) => {
        const formAccepts = newPasswordIssues(newPassword, current).length === 0;
        const res = await change(SUMMIT, token, current, newPassword);
        if (formAccepts) {
          expect(res.status, newPassword).toBe(200);
          token = (res.body as { access_token: string }).access_token;
          current = newPassword;
          changed += 1;
        } else {
          expect(res.status, newPassword).toBe(400);
          refused += 1;
          const messages = ((res.body as S['Error']).fields ?? []).map((f) => f.message);
          expect(messages.length).toBe(1);
          // The server names the first rule the form lists.
          expect(messages[0]).toBe(m[newPasswordIssues(newPassword, current)[0]!]);
        }
        expect(await tokenStatus(SUMMIT, login, current)).toBe(200);
      }),
      { numRuns: 40, seed: 6 },
    );
    expect(changed).toBeGreaterThan(2);
    expect(refused).toBeGreaterThan(10);
  });

  it('claim codes have no password to change (403)', async () => {
    const code = await server.signIn(CLAIM, 'THANKS-0047');
    const res = await change(CLAIM, code, 'x', 'Fresh#2027x');
    expect(res.status).toBe(403);
    contract.assertResponse('post', '/api/users/changepassword', 403, res.body);
  });
});

describe('profile', () => {
  it('saves a trimmed name and email, responses the participant, and My Profile shows it', async () => {
    const token = await server.signIn(SUMMIT, 'buyer065@summit.example', PASSWORD);
    const { sid } = await self(SUMMIT, token);
    const res = await send(SUMMIT, `/api/users/${sid}`, { token, json: { name: '  Robin Buyer ', email: ' robin.buyer@summit.example ' } });
    expect(res.status).toBe(200);
    contract.assertResponse('post', '/api/users/{sid}', 200, res.body);
    expect(res.body).toMatchObject({ name: 'Robin Buyer', email: 'robin.buyer@summit.example' });
    expect(await self(SUMMIT, token)).toMatchObject({ name: 'Robin Buyer', email: 'robin.buyer@summit.example' });
    // The sign-in id stays what it was.
    expect(await tokenStatus(SUMMIT, 'buyer065@summit.example', PASSWORD)).toBe(200);
  });

  it('refuses what the form refuses, with its messages, and keeps the old values', async () => {
    const token = await server.signIn(SUMMIT, 'buyer066@summit.example', PASSWORD);
    const before = await self(SUMMIT, token);
    for (const body of [
      { name: 'A', email: 'buyer066@summit.example' },
      { name: 'x'.repeat(51), email: 'buyer066@summit.example' },
      { name: 'Robin', email: 'robin@' },
      { name: '', email: '' },
    ]) {
      const formIssues = v.safeParse(profileSchema, body).issues ?? [];
      expect(formIssues.length, JSON.stringify(body)).toBeGreaterThan(0);
      const res = await send(SUMMIT, `/api/users/${before.sid}`, { token, json: body });
      expect(res.status).toBe(400);
      const fields = (res.body as S['Error']).fields ?? [];
      expect(Object.fromEntries(fields.map((f) => [f.field, f.message]))).toEqual(
        Object.fromEntries(formIssues.map((i) => [v.getDotPath(i), i.message])),
      );
    }
    expect(await self(SUMMIT, token)).toMatchObject({ name: before.name, email: before.email });
  });

  it('claim programs have no profile to edit (403), and the code stays as it was', async () => {
    const token = await server.signIn(CLAIM, 'THANKS-0048');
    const { sid } = await self(CLAIM, token);
    const res = await send(CLAIM, `/api/users/${sid}`, { token, json: { name: 'Someone', email: 'someone@example.com' } });
    expect(res.status).toBe(403);
    contract.assertResponse('post', '/api/users/{sid}', 403, res.body);
    expect(await self(CLAIM, token)).toMatchObject({ name: 'Gift Recipient', email: 'THANKS-0048' });
  });

  it('an email another participant uses is a conflict (409)', async () => {
    const token = await server.signIn(SUMMIT, 'buyer067@summit.example', PASSWORD);
    const { sid, email } = await self(SUMMIT, token);
    const res = await send(SUMMIT, `/api/users/${sid}`, { token, json: { name: 'Buyer 067', email: 'alex@summit.example' } });
    expect(res.status).toBe(409);
    contract.assertResponse('post', '/api/users/{sid}', 409, res.body);
    expect((await self(SUMMIT, token)).email).toBe(email);
  });
});

describe('address book', () => {
  const addressesOf = async (token: string) => (await self(SUMMIT, token)).addresses;

  it('create, edit, move the default and remove, as the pages do', async () => {
    const token = await server.signIn(SUMMIT, 'buyer068@summit.example', PASSWORD);
    const { sid } = await self(SUMMIT, token);
    expect(await addressesOf(token)).toEqual([]);

    // The first address is the default, even unticked.
    const first = await send(SUMMIT, `/api/users/${sid}/addresses`, { token, json: { ...US_ADDRESS, default: false } });
    expect(first.status).toBe(201);
    contract.assertResponse('post', '/api/users/{sid}/addresses', 201, first.body);
    const firstId = (first.body as S['Address']).id;
    expect(first.body).toMatchObject({ default: true, fullName: 'Morgan Buyer' });

    // A second one ticked as default takes it over.
    const second = await send(SUMMIT, `/api/users/${sid}/addresses`, {
      token,
      json: {
        ...US_ADDRESS,
        fullName: 'Morgan at Work',
        companyName: 'Acme Corp',
        customField1: { label: 'Cost Centre', value: 'CC-77' },
        default: true,
      },
    });
    expect(second.status).toBe(201);
    const secondId = (second.body as S['Address']).id;
    expect((await addressesOf(token)).map((a) => [a.id, a.default])).toEqual([
      [firstId, false],
      [secondId, true],
    ]);
    expect((await addressesOf(token))[1]).toMatchObject({
      companyName: 'Acme Corp',
      customField1: { label: 'Cost Centre', value: 'CC-77' },
    });

    // Editing replaces the fields; unticking the default alone leaves it where it is.
    const edited = await send(SUMMIT, `/api/users/${sid}/addresses/${secondId}`, {
      token,
      json: { ...US_ADDRESS, fullName: 'Morgan Edited', default: false },
    });
    expect(edited.status).toBe(200);
    contract.assertResponse('post', '/api/users/{sid}/addresses/{addressId}', 200, edited.body);
    expect(edited.body).toMatchObject({ fullName: 'Morgan Edited', default: true });
    expect((edited.body as S['Address']).companyName ?? null).toBeNull();

    // Set as default: the same address with default true.
    const moved = await send(SUMMIT, `/api/users/${sid}/addresses/${firstId}`, { token, json: { ...US_ADDRESS, default: true } });
    expect(moved.status).toBe(200);
    expect((await addressesOf(token)).map((a) => [a.id, a.default])).toEqual([
      [firstId, true],
      [secondId, false],
    ]);

    // Removing the default hands it to the oldest remaining address.
    const removed = await send(SUMMIT, `/api/users/${sid}/addresses/${firstId}`, { token, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await addressesOf(token)).map((a) => [a.id, a.default])).toEqual([[secondId, true]]);
    expect((await send(SUMMIT, `/api/users/${sid}/addresses/${firstId}`, { token, method: 'DELETE' })).status).toBe(404);
  });

  it('property: the server stores an address exactly when the account form’s Save would, and says what the form says', async () => {
    const token = await server.signIn(SUMMIT, 'buyer069@summit.example', PASSWORD);
    const { sid } = await self(SUMMIT, token);
    const base = { ...newAddressValues({ defaultCountry: 'USA' }, { name: 'Casey Buyer', email: 'casey@summit.example' }), ...US_ADDRESS };
    // Per field, values the rules accept and values they refuse, for each country type.
    const pools: Partial<Record<keyof AddressFormValues, string[]>> = {
      country: ['USA', 'USA', 'CAN', 'FRA', ''],
      fullName: ['Casey Buyer', 'C', ' ', 'x'.repeat(50), 'x'.repeat(51), '<b>Casey</b>'],
      address1: ['12 Pine Street', '1', 'x'.repeat(51)],
      address3: ['', 'Building 4'],
      townCity: ['Boise', 'B', ''],
      stateCounty: ['ID', 'I', 'IDA', 'ON'],
      postcode: ['83702', '83702-1234', '8370', 'K1A 0B1', 'k1a-0b1', '75001', 'x'.repeat(9), 'x'.repeat(10), ''],
      phone: ['(208) 555-0142', '+1 208.555.0142', '555', '', '2085550142 ext'],
      phoneExt: ['', '12', '12345', '123456', '12a'],
      alternativePhone: ['', '208-555-0199', '12'],
      alternativePhoneExt: ['', '9', 'x'],
      email: ['', 'casey@summit.example', 'casey@'],
      companyName: ['', 'Acme', 'x'.repeat(51)],
    };
    // Each field mostly keeps the valid US value, so whole addresses pass often enough to matter.
    const arbitrary = fc.record(
      Object.fromEntries(
        Object.entries(pools).map(([field, values]) => [
          field,
          fc.oneof({ arbitrary: fc.constant(undefined), weight: 10 }, { arbitrary: fc.constantFrom(...values), weight: 1 }),
        ]),
      ) as Record<string, fc.Arbitrary<string | undefined>>,
    );
    let stored = 0;
    let refused = 0;
    let abroad = 0;
    await fc.assert(
      fc.asyncProperty(arbitrary, async (fields) => {
        const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        const values = { ...base, ...changed } as AddressFormValues;
        const draft = draftOf(values, []);
        const messages = fieldMessages(draft);
        const formAccepts = Object.keys(messages).length === 0;
        // Save is enabled exactly for addresses the rules accept in the USA [validation 16].
        const saves = canSaveAddress(draft);
        expect(saves).toBe(formAccepts && values.country === 'USA');
        // The book's country rule (one predicate, src/schemas/address.ts): a country the form
        // accepts outside the USA is what the server names.
        const expected = { ...messages };
        if (expected.country === undefined && !isAccountAddressCountry(values.country)) expected.country = 'accountAddressUsaOnly';
        const body = formAccepts ? addressRequest(draft) : { ...draft, id: undefined };
        const before = await addressesOf(token);
        const res = await send(SUMMIT, `/api/users/${sid}/addresses`, { token, json: body });
        if (saves) {
          expect(res.status, JSON.stringify(fields)).toBe(201);
          stored += 1;
          // Keep the book small: remove what was just stored.
          expect(
            (await send(SUMMIT, `/api/users/${sid}/addresses/${(res.body as S['Address']).id}`, { token, method: 'DELETE' })).status,
          ).toBe(204);
        } else {
          expect(res.status, JSON.stringify(fields)).toBe(400);
          refused += 1;
          if (formAccepts) abroad += 1;
          const server = Object.fromEntries(((res.body as S['Error']).fields ?? []).map((f) => [f.field.split('.')[0], f.message]));
          expect(server, JSON.stringify(fields)).toEqual(Object.fromEntries(Object.entries(expected).map(([k, id]) => [k, m[id]])));
          expect(await addressesOf(token)).toEqual(before);
        }
      }),
      { numRuns: 150, seed: 6 },
    );
    // The generator reaches both sides.
    expect(stored).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(50);
    expect(abroad).toBeGreaterThan(0);
  });

  it('text that looks like HTML is stored as typed', async () => {
    const token = await server.signIn(SUMMIT, 'buyer070@summit.example', PASSWORD);
    const { sid } = await self(SUMMIT, token);
    const res = await send(SUMMIT, `/api/users/${sid}/addresses`, { token, json: { ...US_ADDRESS, fullName: '<img src=x onerror=1>' } });
    expect(res.status).toBe(201);
    expect((res.body as S['Address']).fullName).toBe('<img src=x onerror=1>');
  });
});

describe('allowAddressManagement false', () => {
  let locked: TestServer;
  beforeAll(async () => {
    locked = await startTestServer();
    await locked.db.query(
      `UPDATE programs SET config = jsonb_set(config, '{permissions,allowAddressManagement}', 'false') WHERE id = (SELECT program_id FROM program_hosts WHERE host = $1)`,
      [SUMMIT],
    );
  });
  afterAll(() => locked.close());

  it('refuses every change to the book (403) and changes nothing', async () => {
    const token = await locked.signIn(SUMMIT, 'low@summit.example', PASSWORD);
    const request = (path: string, init: { json?: unknown; method?: string } = {}) => locked.request(SUMMIT, path, { token, ...init });
    const before = (await (await request('/api/self')).json()) as S['User'];
    const [address] = before.addresses;
    expect(address).toBeDefined();
    for (const [path, init] of [
      [`/api/users/${before.sid}/addresses`, { json: US_ADDRESS }],
      [`/api/users/${before.sid}/addresses/${address!.id}`, { json: US_ADDRESS }],
      [`/api/users/${before.sid}/addresses/${address!.id}`, { method: 'DELETE' }],
    ] as const) {
      const res = await request(path, init);
      expect(res.status, path).toBe(403);
      expect(((await res.json()) as S['Error']).error).toBe('forbidden');
    }
    expect(((await (await request('/api/self')).json()) as S['User']).addresses).toEqual(before.addresses);
  });
});
