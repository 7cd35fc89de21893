import { intlLocale, type Locale } from '../domain/locales';

// Intl formatters are costly to build and used in lists: keep one per locale and option set.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  const tag = intlLocale(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    numberFormats.set(tag, format);
  }
  return format;
}

/**
 * Builds the locale's number format ahead of need: the first Intl.NumberFormat of a page costs
 * 10–20 ms (ICU's number data), later ones 0.1 ms (docs/performance.md).
 */
export function prepareNumberFormat(locale: Locale): void {
  numberFormat(locale);
}

/** Grouped per locale: 25,000 (en), 25 000 (fr, narrow no-break space), 25.000 (de). */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/**
 * The marks a number field of the locale types with: the grouping one as in 1,000 · 1.000 · 1 000
 * (none where the locale does not group four digits: es, it), and the decimal one. Both are needed:
 * a field given '.' to group while its decimal mark stays the default '.' cannot tell them apart.
 */
export function numberSeparators(locale: Locale): { group: string | undefined; decimal: string } {
  const parts = numberFormat(locale).formatToParts(1000.5);
  return { group: parts.find((p) => p.type === 'group')?.value, decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' };
}

export type DateStyle = 'long' | 'iso';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const cacheKey = `${tag}|${JSON.stringify(options)}`;
  let format = dateFormats.get(cacheKey);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(cacheKey, format);
  }
  return format;
}

/**
 * 'long': November 22, 2026 (en), 22 novembre 2026 (fr), 22. November 2026 (ge)…; 'iso': 2026-11-22.
 * A date-only input ('2026-11-22') is that calendar day everywhere; a timestamp is shown as the
 * day it was in `timeZone` (default: the browser's). Text that is no date comes back unchanged.
 */
export function formatDate(locale: Locale, value: string | Date, style: DateStyle = 'long', options: { timeZone?: string } = {}): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  // Date-only strings parse as UTC midnight: read them back in UTC so no time zone shifts the day.
  const timeZone = dateOnly ? 'UTC' : options.timeZone;
  const zone = timeZone ? { timeZone } : {};
  if (style === 'iso') {
    const parts = dateFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  }
  return dateFormat(intlLocale(locale), { dateStyle: 'long', ...zone }).format(date);
}
