import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { fieldObject } from './field-object';
import { validationMessages as m } from './messages';
import { firstMessages } from './test-helpers';

const schema = fieldObject(
  {
    name: v.pipe(v.string(m.nameRequired), v.minLength(2, m.nameRequired)),
    email: v.config(v.pipe(v.string(m.invalidEmail)), { abortPipeEarly: true }),
    lazy: v.lazy(() => v.string()),
    note: v.optional(v.string(m.invalidValue)),
  },
  m.invalidValue,
);

describe('fieldObject', () => {
  it("reports a missing key with that field's own message", () => {
    expect(firstMessages(schema, { lazy: '' })).toEqual({ name: m.nameRequired, email: m.invalidEmail });
  });

  it('falls back to the given message where the field has none', () => {
    expect(firstMessages(schema, { name: 'Al', email: '' })).toEqual({ lazy: m.invalidValue });
  });

  it('uses the given message for a non-object', () => {
    expect(firstMessages(schema, null)).toEqual({ $: m.invalidValue });
    expect(firstMessages(schema, 'x')).toEqual({ $: m.invalidValue });
  });

  it('leaves optional fields optional', () => {
    expect(v.parse(schema, { name: 'Al', email: '', lazy: '' })).toEqual({ name: 'Al', email: '', lazy: '' });
  });
});
