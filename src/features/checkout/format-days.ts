import { intlLocale, type Locale } from '../../i18n';

const formats = new Map<string, Intl.NumberFormat>();

/** "3 days", "3 jours", "3 Tage": Intl knows each language's plural of a day. */
export function formatDays(locale: Locale, days: number): string {
  const tag = intlLocale(locale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'unit', unit: 'day', unitDisplay: 'long' });
    formats.set(tag, format);
  }
  return format.format(days);
}
