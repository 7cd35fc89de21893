import * as v from 'valibot';

import { OPTION_FIELDS } from '../domain/chosen-options';
import { shippingProblem, type RegionProgram, type ShippingProblem } from '../domain/regions';

import { checkoutAddressByCountrySchema, type AddressSchemaOptions } from './address';
import { orderLineSchema, STORED_NAME_MAX } from './cart';
import { optionalEmailSchema } from './email';
import { fieldObject } from './field-object';
import {
  CUSTOM_FIELD_LABEL_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  ID_MAX,
  IDEMPOTENCY_KEY_MAX,
  IDEMPOTENCY_KEY_MIN,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_CUSTOM_FIELD_MAX,
  ORDER_ITEMS_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SLUG_MAX,
  SLUG_PATTERN,
} from './field-rules';
import { regionSchema } from './location';
import { validationMessages as m } from './messages';

const orderCustomFieldSchema = v.nullish(v.pipe(v.string(m.invalidValue), v.maxLength(ORDER_CUSTOM_FIELD_MAX, m.tooLong)));

export interface OrderSchemaOptions extends AddressSchemaOptions {
  /**
   * The program the order is for: its region must exist, be offered by the program and hold the
   * shipping country, so an order is always priced by the region it ships to [checkout 3-4].
   */
  program?: RegionProgram;
}

const SHIPPING_PROBLEM_MESSAGES = {
  unknownRegion: m.unknownRegion,
  regionNotOffered: m.regionNotOffered,
  countryOutsideRegion: m.countryOutsideRegion,
} as const satisfies Record<ShippingProblem, string>;

/**
 * POST /api/orders as the server accepts it. Claim programs pass `{ emailRequired: true }`,
 * since their shipping address must carry a valid email [validation 17].
 */
export function createOrderRequestSchema(options: OrderSchemaOptions = {}) {
  const order = fieldObject(
    {
      items: v.pipe(v.array(orderLineSchema, m.cartEmpty), v.minLength(1, m.cartEmpty), v.maxLength(ORDER_ITEMS_MAX, m.tooManyItems)),
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
  const { program } = options;
  if (!program) return order;
  const problem = (input: { region: { location: string }; shippingAddress: { country: string } }) =>
    shippingProblem(program, input.region.location, input.shippingAddress.country);
  return v.pipe(
    order,
    // A region the program does not ship to is the region's fault; a country outside it, the country's.
    v.forward(
      v.partialCheck(
        [['region', 'location']],
        (input) => regionProblem(program, input.region.location) === undefined,
        (issue) => SHIPPING_PROBLEM_MESSAGES[regionProblem(program, (issue.input as { region: { location: string } }).region.location) ?? 'unknownRegion'],
      ),
      ['region', 'location'],
    ),
    v.forward(
      v.partialCheck(
        [['region', 'location'], ['shippingAddress', 'country']],
        (input) => problem(input) !== 'countryOutsideRegion',
        m.countryOutsideRegion,
      ),
      ['shippingAddress', 'country'],
    ),
  );
}

/** The region's own problem, if any: it does not exist, or the program does not ship there. */
function regionProblem(program: RegionProgram, location: string): Exclude<ShippingProblem, 'countryOutsideRegion'> | undefined {
  const problem = shippingProblem(program, location, '');
  return problem === 'countryOutsideRegion' ? undefined : problem;
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

// Stored client state is read back, never shown: one message for anything unreadable.
const bad = m.invalidValue;

/** Product image addresses are the server's own paths. */
const IMAGE_URL_MAX = 2000;

/** One line of a stored order summary: what the summary page shows of it. */
export const summaryLineSchema = v.object(
  {
    productSlug: v.pipe(v.string(bad), v.maxLength(SLUG_MAX, bad), v.regex(SLUG_PATTERN, bad)),
    name: v.pipe(v.string(bad), v.maxLength(STORED_NAME_MAX, bad)),
    // The option's values in the product's order (chosenOptions), as the order will keep them.
    options: v.pipe(
      v.array(
        v.object(
          {
            field: v.picklist(OPTION_FIELDS, bad),
            label: v.nullable(v.pipe(v.string(bad), v.maxLength(CUSTOM_FIELD_LABEL_MAX, bad))),
            value: v.pipe(v.string(bad), v.maxLength(CUSTOM_FIELD_VALUE_MAX, bad)),
          },
          bad,
        ),
        bad,
      ),
      v.maxLength(OPTION_FIELDS.length, bad),
    ),
    quantity: v.pipe(v.number(bad), v.integer(bad), v.minValue(QUANTITY_MIN, bad), v.maxValue(QUANTITY_MAX, bad)),
    unitPrice: v.pipe(v.number(bad), v.finite(bad), v.minValue(0, bad)),
    total: v.pipe(v.number(bad), v.finite(bad), v.minValue(0, bad)),
    dropShipDays: v.nullable(v.pipe(v.number(bad), v.integer(bad), v.minValue(0, bad))),
    image: v.nullable(v.pipe(v.string(bad), v.maxLength(IMAGE_URL_MAX, bad))),
  },
  bad,
);

/**
 * The order summary Place Order stores in the browser [checkout 11] for the summary page: the body it
 * will post, the Idempotency-Key of this checkout attempt, and the lines as the participant saw them.
 */
export const storedSummarySchema = v.object(
  {
    owner: v.pipe(v.string(bad), v.nonEmpty(bad), v.maxLength(ID_MAX, bad)),
    key: idempotencyKeySchema,
    createdAt: v.pipe(v.string(bad), v.isoTimestamp(bad)),
    order: orderRequestSchema,
    lines: v.pipe(v.array(summaryLineSchema, bad), v.minLength(1, bad), v.maxLength(ORDER_ITEMS_MAX, bad)),
  },
  bad,
);

export type SummaryLine = v.InferOutput<typeof summaryLineSchema>;
export type StoredSummary = v.InferOutput<typeof storedSummarySchema>;
