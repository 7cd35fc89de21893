import { useFormat, useT } from '../../i18n';

/** A number of points in the participant's language: "4,500 points", "4 500 points", "4.500 Punkte". */
export function usePointsText(): (points: number) => string {
  const tc = useT('common');
  const { number } = useFormat();
  return (points) => tc('pointsAmount', { points: number(points) });
}
