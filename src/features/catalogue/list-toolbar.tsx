import { Button, Group, NativeSelect, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useT } from '../../i18n';
import { FilterIcon, GridIcon, ListIcon, LongListIcon } from '../../ui/icons';
import classes from './catalogue.module.css';
import { LAYOUTS } from './layout-choice';
import { withLimit, withSort, type ListAddress, type ListChange, type ListOptions } from './list-address';
import type { CardLayout } from './product-card';

const LAYOUT_ICONS: Record<CardLayout, typeof GridIcon> = { grid: GridIcon, list: ListIcon, long: LongListIcon };

export interface ListToolbarProps {
  address: ListAddress;
  options: ListOptions;
  go: (change: ListChange) => void;
  layout: CardLayout;
  /** Null when the program fixes the layout (no allowUserGrid). */
  onLayout: ((layout: CardLayout) => void) | null;
  /** Opens the filters (the phone layout's drawer); null when there is no such button. */
  onOpenFilters: (() => void) | null;
}

/** Sort, page size and layout [catalogue 4, 7, 8]; the filters button, shown below md (the phone layout). */
export const ListToolbar = memo(function ListToolbar({
  address,
  options,
  go,
  layout,
  onLayout,
  onOpenFilters,
}: ListToolbarProps) {
  const t = useT('shop');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {onOpenFilters ? (
        <Button
          hiddenFrom="md"
          variant="default"
          leftSection={<FilterIcon />}
          onClick={onOpenFilters}
          aria-haspopup="dialog"
        >
          {t('toolbar.filters')}
        </Button>
      ) : null}
      <NativeSelect
        label={t('toolbar.sort')}
        size="sm"
        value={address.sort}
        onChange={(event) => go((a) => withSort(a, event.currentTarget.value as ListAddress['sort']))}
        data={options.sorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      />
      <NativeSelect
        label={t('toolbar.limit')}
        size="sm"
        value={String(address.limit)}
        onChange={(event) => go((a) => withLimit(a, Number(event.currentTarget.value)))}
        data={options.limits.map((n) => ({ value: String(n), label: String(n) }))}
      />
      {onLayout ? (
        <div role="group" aria-label={t('toolbar.layout')}>
          <SegmentedControl
            size="sm"
            classNames={{ root: classes.layoutChoice, label: classes.layoutChoice }}
            value={layout}
            onChange={(value) => onLayout(value as CardLayout)}
            data={LAYOUTS.map((value) => {
              const Icon = LAYOUT_ICONS[value];
              return {
                value,
                label: (
                  // A tip drawn by CSS: Mantine's Tooltip brought Floating UI (15 kB gzip) to every
                  // list page's first download for three words over three icons (docs/performance.md).
                  <span className={classes.layoutTip} data-tip={t(`layout.${value}`)}>
                    <Icon />
                    <VisuallyHidden>{t(`layout.${value}`)}</VisuallyHidden>
                  </span>
                ),
              };
            })}
          />
        </div>
      ) : null}
    </Group>
  );
});
