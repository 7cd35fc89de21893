import { Center, Pagination } from '@mantine/core';
import { memo } from 'react';
import { useT } from '../../i18n';
import { useMediaMatch } from '../../ui/use-media-match';

/** [catalogue 9; constants 16]: 2 siblings either side of the current page, and jumps to the first and last. */
export const PAGINATION_SIBLINGS = 2;

/**
 * Up to seven page buttons, two gaps and four jumps: on a phone they keep to one row only at the
 * smallest size (22 px, 2 px apart: 24 px from one centre to the next, WCAG 2.5.8's spacing).
 * At 26 px they wrapped at 390 px wide.
 */
export const NARROW_PAGINATION_MEDIA = '(max-width: 36em)';

export const ListPagination = memo(function ListPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT('shop');
  const narrow = useMediaMatch(NARROW_PAGINATION_MEDIA);
  if (total <= 1) return null;
  const labels = { first: 'pagination.first', previous: 'pagination.previous', next: 'pagination.next', last: 'pagination.last' } as const;
  return (
    <Center component="nav" aria-label={t('pagination.label')} mt="lg">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onPage}
        siblings={PAGINATION_SIBLINGS}
        boundaries={1}
        withEdges
        size={narrow ? 'xs' : 'md'}
        gap={narrow ? 2 : 8}
        getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }), 'aria-current': n === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': t(labels[control]) })}
      />
    </Center>
  );
});
