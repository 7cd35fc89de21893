import { Text } from '@mantine/core';
import { useFormat, useT } from '../../i18n';

/** The first and last position shown on a page of `limit`, and the total (results legend [catalogue 5]). */
export function legendRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}

/** 'Showing x-y of N products', translated, numbers in the locale's format. */
export function ResultsLegend({ page, limit, total }: { page: number; limit: number; total: number }) {
  const t = useT('shop');
  const { number } = useFormat();
  const { from, to } = legendRange(page, limit, total);
  return (
    <Text size="sm" c="dimmed" role="status">
      {t(total === 1 ? 'list.legendOne' : 'list.legend', { from: number(from), to: number(to), total: number(total) })}
    </Text>
  );
}
