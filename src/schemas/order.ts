import * as v from 'valibot';

import { checkoutAddressByCountrySchema, type AddressSchemaOptions } from './address';
import { orderLineSchema } from './cart';
import { optionalEmailSchema } from './email';
import { fieldObject } from './field-object';
import {
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_CUSTOM_FIELD_MAX,
  ORDER_ITEMS_MAX,
} from './field-rules';
import { regionSchema } from './location';
import { validationMessages as m } from './messages';

const orderCustomFieldSchema = v.nullish(v.pipe(v.string(m.invalidValue), v.maxLength(ORDER_CUSTOM_FIELD_MAX, m.tooLong)));

/**
 * POST /api/orders as the server accepts it. Claim programs pass `{ emailRequired: true }`,
 * since their shipping address must carry a valid email (§5).
 */
export function createOrderRequestSchema(options: AddressSchemaOptions = {}) {
  return fieldObject(
    {
      items: v.pipe(
        v.array(orderLineSchema, m.cartEmpty),
        v.minLength(1, m.cartEmpty),
        v.maxLength(ORDER_ITEMS_MAX, m.tooManyItems),
      ),
      shippingAddress: checkoutAddressByCountrySchema(options),
      claimEmail: optionalEmailSchema,
      customField1: orderCustomFieldSchema,
      customField2: orderCustomFieldSchema,
      customField3: orderCustomFieldSchema,
      customField4: orderCustomFieldSchema,
      region: regionSchema,
      // Informational only: the server prices the order itself and never trusts this figure.
      total: v.optional(v.pipe(v.number(m.invalidTotal), v.finite(m.invalidTotal), v.minValue(0, m.invalidTotal))),
    },
    m.invalidValue,
  );
}

export const orderRequestSchema = createOrderRequestSchema();

/** The optional Idempotency-Key header of POST /api/orders: one key per checkout attempt. */
export const idempotencyKeySchema = v.pipe(
  v.string(m.invalidValue),
  v.minLength(IDEMPOTENCY_KEY_MIN, m.invalidValue),
  v.maxLength(IDEMPOTENCY_KEY_MAX, m.invalidValue),
  v.regex(IDEMPOTENCY_KEY_PATTERN, m.invalidValue),
);

export type OrderRequest = v.InferOutput<typeof orderRequestSchema>;
