import { use, useMemo, useSyncExternalStore } from 'react';
import { hasEnglish } from './create-i18n';
import { formatDate, formatNumber, numberSeparators, type DateStyle } from './format';
import { useI18n, useLocale } from './i18n-provider';
import { loadSignedInEnglish, type Namespace } from './messages';
import type { TFunction } from './texts';

/**
 * The t function of one namespace (default `common`); a new one on a language change or new texts,
 * so components re-render. A signed-in namespace read before the signed-in frame has brought its
 * English (a public page showing a product carousel) suspends until that chunk is in.
 */
export function useT<N extends Namespace = 'common'>(ns?: N): TFunction<N> {
  const i18n = useI18n();
  const version = useSyncExternalStore(i18n.subscribe, i18n.version, i18n.version);
  const namespace = ns ?? ('common' as N);
  if (!hasEnglish(i18n, namespace)) use(loadSignedInEnglish());
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the point: texts or language changed
  return useMemo(() => i18n.fixedT(namespace, i18n.language), [i18n, namespace, version]);
}

/** Number and date formatting in the current locale. */
export function useFormat() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(locale, value),
      separators: numberSeparators(locale),
      date: (value: string | Date, style: DateStyle = 'long') => formatDate(locale, value, style),
    }),
    [locale],
  );
}
