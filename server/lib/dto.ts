import type { components } from '../../src/api/schema.gen.ts';
import { isLocale } from '../../src/domain/locales.ts';
import type { UserRow } from '../context.ts';

type S = components['schemas'];

export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());

export interface AddressRow {
  id: string;
  is_default: boolean;
  data: S['AddressInput'];
}

export function toAddress(row: AddressRow): S['Address'] {
  return { ...row.data, id: row.id, default: row.is_default };
}

export function toUser(row: UserRow, addresses: AddressRow[]): S['User'] {
  const custom = row.custom_fields ?? {};
  return {
    sid: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    balance: row.balance,
    lastUpdateDate: iso(row.last_update_date),
    levelId: row.level_id,
    country: row.country,
    language: isLocale(row.language) ? row.language : null,
    addresses: addresses.map(toAddress),
    cartItems: row.cart_items ?? [],
    claimEmail: row.claim_email,
    customField1: custom.customField1 ?? null,
    customField2: custom.customField2 ?? null,
    customField3: custom.customField3 ?? null,
    customField4: custom.customField4 ?? null,
  };
}
