import { useFormat, useT } from '../../i18n';

/** '25,000 points' (en), '25 000 points' (fr)… in the current locale. */
export function usePointsText(): (value: number) => string {
  const t = useT('common');
  const format = useFormat();
  return (value) => t('pointsAmount', { points: format.number(value) });
}
