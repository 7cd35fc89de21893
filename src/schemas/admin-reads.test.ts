import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ordersQuerySchema, participantsQuerySchema, READ_PAGE_DEFAULT, READ_PAGE_MAX } from './admin-reads';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
};

describe('list queries', () => {
  it('default to a page of 50 and take 1 to 200', () => {
    expect(v.parse(participantsQuerySchema, {}).limit).toBe(READ_PAGE_DEFAULT);
    expect(v.parse(participantsQuerySchema, { limit: String(READ_PAGE_MAX) }).limit).toBe(READ_PAGE_MAX);
    expect(messages(participantsQuerySchema, { limit: '0' })).toEqual(['limit: At least 1.']);
    expect(messages(participantsQuerySchema, { limit: '201' })).toEqual(['limit: At most 200.']);
    expect(messages(participantsQuerySchema, { limit: '1.5' })).toEqual(['limit: Must be a whole number.']);
  });

  it('trim a search and refuse an empty or long one', () => {
    expect(v.parse(participantsQuerySchema, { q: '  Alex ' }).q).toBe('Alex');
    expect(messages(participantsQuerySchema, { q: '   ' })).toEqual(['q: Required.']);
    expect(messages(participantsQuerySchema, { q: 'a'.repeat(101) })).toEqual(['q: At most 100 characters.']);
  });

  it('take a cursor only as base64url, and name an unknown filter', () => {
    expect(messages(participantsQuerySchema, { cursor: 'a+b/' })).toEqual(['cursor: Must be the nextCursor of the previous page.']);
    expect(messages(participantsQuerySchema, { sort: 'name' })[0]).toMatch(/Unknown filter sort/);
  });

  it('take dates and date-times that exist, and order statuses as stored', () => {
    expect(v.parse(ordersQuerySchema, { from: '2026-02-28', to: '2026-03-01T12:00:00Z', status: 'API Error' })).toMatchObject({ from: '2026-02-28', status: 'API Error' });
    expect(messages(ordersQuerySchema, { from: '2026-02-30' })).toEqual(['from: Must be a date or date-time, e.g. 2026-01-31 or 2026-01-31T12:00:00Z.']);
    expect(messages(ordersQuerySchema, { to: '31/01/2026' })).toEqual(['to: Must be a date or date-time, e.g. 2026-01-31 or 2026-01-31T12:00:00Z.']);
    expect(messages(ordersQuerySchema, { status: 'shipped' })).toEqual(['status: Must be received, Shipped, Cancelled, API Error.']);
  });
});
