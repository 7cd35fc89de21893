import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, type DateStyle } from './format';
import { useLocale } from './i18n-provider';
import type { Namespace } from './messages';

/** The t function of one namespace (default `common`); re-renders on a language change or new server texts. */
export function useT<N extends Namespace = 'common'>(ns?: N) {
  return useTranslation<N>(ns ?? ('common' as N)).t;
}

/** Number and date formatting in the current locale. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(locale, value),
      date: (value: string | Date, style: DateStyle = 'long') => formatDate(locale, value, style),
    }),
    [locale],
  );
}
