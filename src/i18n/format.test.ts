import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, numberSeparators } from './format';

// French groups thousands with a narrow no-break space (CLDR), not a plain one.
const NNBSP = '\u202f';

describe('formatNumber', () => {
  it.each([
    ['en', '25,000'],
    ['fr', `25${NNBSP}000`],
    ['sp', '25.000'],
    ['ge', '25.000'],
    ['it', '25.000'],
    ['pt', '25.000'],
    ['nl', '25.000'],
  ] as const)('%s: 25000 is %s', (locale, expected) => {
    expect(formatNumber(locale, 25000)).toBe(expected);
  });

  it('groups large balances and keeps small ones plain', () => {
    expect(formatNumber('en', 1234567)).toBe('1,234,567');
    expect(formatNumber('en', 0)).toBe('0');
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('ge', 100000)).toBe('100.000');
  });
});

describe('numberSeparators', () => {
  it.each([
    ['en', ',', '.'],
    ['fr', NNBSP, ','],
    ['sp', undefined, ','],
    ['ge', '.', ','],
    ['it', undefined, ','],
    ['pt', '.', ','],
    ['nl', '.', ','],
  ] as const)('%s groups with %j and marks decimals with %j, never the same mark', (locale, group, decimal) => {
    expect(numberSeparators(locale)).toEqual({ group, decimal });
  });
});

describe('formatDate', () => {
  it.each([
    ['en', 'November 22, 2026'],
    ['fr', '22 novembre 2026'],
    ['sp', '22 de noviembre de 2026'],
    ['ge', '22. November 2026'],
    ['it', '22 novembre 2026'],
    ['pt', '22 de novembro de 2026'],
    ['nl', '22 november 2026'],
  ] as const)('%s long: %s', (locale, expected) => {
    expect(formatDate(locale, '2026-11-22', 'long')).toBe(expected);
  });

  it('writes ISO dates as YYYY-MM-DD in every locale', () => {
    expect(formatDate('en', '2026-11-22', 'iso')).toBe('2026-11-22');
    expect(formatDate('fr', '2026-01-05', 'iso')).toBe('2026-01-05');
  });

  it('shows a timestamp as the day it was in the given time zone', () => {
    const late = '2026-11-22T23:30:00Z';
    expect(formatDate('en', late, 'iso', { timeZone: 'UTC' })).toBe('2026-11-22');
    expect(formatDate('en', late, 'iso', { timeZone: 'Asia/Tokyo' })).toBe('2026-11-23');
    expect(formatDate('en', late, 'long', { timeZone: 'America/New_York' })).toBe('November 22, 2026');
    expect(formatDate('ge', new Date(Date.UTC(2026, 0, 2, 12)), 'long', { timeZone: 'UTC' })).toBe('2. Januar 2026');
  });

  it('keeps a date-only value on its calendar day whatever the time zone', () => {
    expect(formatDate('en', '2026-03-01', 'long', { timeZone: 'Pacific/Honolulu' })).toBe('March 1, 2026');
  });

  it('returns text that is no date unchanged', () => {
    expect(formatDate('en', 'soon', 'long')).toBe('soon');
    expect(formatDate('en', '', 'iso')).toBe('');
  });
});
