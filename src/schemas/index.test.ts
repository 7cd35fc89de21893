import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import * as schemas from './index';
import { allMessages } from './test-helpers';

const {
  accountAddressSchema,
  checkoutAddressSchema,
  accountBookAddressSchema,
  changePasswordRequestSchema,
  changePasswordSchema,
  claimCodeSignInSchema,
  confirmationMessageId,
  credentialsSchema,
  emailSchema,
  locationChoiceSchema,
  newPasswordFeedback,
  newPasswordSchema,
  orderLineSchema,
  orderRequestSchema,
  createOrderRequestSchema,
  cartUpdateRequestSchema,
  profileSchema,
  regionSchema,
  resetPasswordSchema,
  ssoTokenRequestSchema,
  suggestionTermSchema,
  validationMessages,
} = schemas;

const usa = {
  fullName: 'Alex Summit',
  address1: '1 Main Street',
  townCity: 'Cheyenne',
  stateCounty: 'WY',
  country: 'USA',
  postcode: '82001',
  phone: '(555) 123-4567',
};

// One failing input per message: together they must reach the whole catalogue, so a message
// no schema can produce (dead text) or a schema text missing from it shows up here.
const failures: [v.GenericSchema, unknown][] = [
  [emailSchema, ''],
  [newPasswordSchema, ''],
  [newPasswordSchema, 'A'.repeat(17)],
  [changePasswordRequestSchema, { currentPassword: 'Summit#2026', newPassword: 'Summit#2026' }],
  [changePasswordSchema, {}],
  [changePasswordSchema, { currentPassword: 'x', newPassword: 'Summit#2026', confirmPassword: 'Summit#2025' }],
  [resetPasswordSchema, {}],
  [locationChoiceSchema, {}],
  [regionSchema, {}],
  [orderRequestSchema, { items: [], region: { location: 'USA-CONT', country: 'USA' }, shippingAddress: usa, total: -1 }],
  [orderLineSchema, { productId: '', optionId: '', quantity: 0 }],
  // Where an order ships: a region that does not exist, one the program does not offer, a country outside it.
  ...['NOWHERE', 'AS', 'EU'].map((location): [v.GenericSchema, unknown] => [
    createOrderRequestSchema({ program: { continents: ['USA', 'EU'] } }),
    { items: [], region: { location, country: 'USA' }, shippingAddress: usa },
  ]),
  [cartUpdateRequestSchema, { cartItems: Array.from({ length: 201 }, () => ({ productId: 'p', quantity: 1 })) }],
  [accountAddressSchema('USA'), {}],
  [accountAddressSchema('USA'), { ...usa, country: 'usa', phone: '555-1234', phoneExt: 'x', address3: 'B', postcode: '1' }],
  [accountAddressSchema('CAN'), { ...usa, country: 'CAN', postcode: '82001' }],
  [checkoutAddressSchema('OTHER'), { ...usa, country: 'DEU', phone: '+49 30 12' }],
  [accountBookAddressSchema, { ...usa, country: 'CAN', stateCounty: 'ON', postcode: 'K1A 0B1' }],
  [profileSchema, { name: 'n'.repeat(51) }],
  [profileSchema, null],
  [profileSchema, {}],
  [credentialsSchema, {}],
  [claimCodeSignInSchema, {}],
  [ssoTokenRequestSchema, {}],
  [suggestionTermSchema, ''],
];

describe('the schema package', () => {
  it('produces every catalogue message somewhere, and no other text', () => {
    const produced = new Set(failures.flatMap(([schema, input]) => allMessages(schema, input)));
    for (const id of newPasswordFeedback('Summit#2026')) produced.add(validationMessages[id]);
    produced.add(validationMessages[confirmationMessageId('a', 'a')!]);
    const missing = Object.values(validationMessages).filter((text) => !produced.has(text));
    expect(missing).toEqual([]);
    expect([...produced].sort()).toEqual(Object.values(validationMessages).sort());
  });

  it('responses hostile input to every exported schema with catalogue text only', () => {
    const catalogue = new Set<string>(Object.values(validationMessages));
    const values: unknown[] = Object.values(schemas);
    const exported = values.filter(
      (value): value is v.GenericSchema => typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'schema',
    );
    expect(exported.length).toBeGreaterThanOrEqual(20);
    for (const schema of exported) {
      for (const input of [undefined, null, 0, Number.NaN, '', 'x', true, [], {}, { email: 1, items: {}, cartItems: 'x' }]) {
        for (const message of allMessages(schema, input)) expect(catalogue).toContain(message);
      }
    }
  });

  it('exports the address schema factories and keeps test helpers out', () => {
    expect(typeof schemas.accountAddressSchema).toBe('function');
    expect(typeof schemas.checkoutAddressSchema).toBe('function');
    expect(typeof schemas.isAccountSaveEnabled).toBe('function');
    expect(Object.keys(schemas)).not.toContain('firstMessages');
  });
});
