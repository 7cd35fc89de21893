import { Center, Pagination } from '@mantine/core';
import { memo } from 'react';
import { useT } from '../../i18n';
import classes from './catalogue.module.css';

/** [catalogue 9; constants 16]: 2 siblings either side of the current page, and jumps to the first and last. */
export const PAGINATION_SIBLINGS = 2;

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
        // The size and the gap are CSS (catalogue.module.css, .pagination): smaller on a phone.
        className={classes.pagination}
        gap="var(--list-pagination-gap)"
        getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }), 'aria-current': n === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': t(labels[control]) })}
      />
    </Center>
  );
});
