import { Button, Group, Pill } from '@mantine/core';
import { memo } from 'react';
import type { ProductPage } from '../../api/queries/products';
import { useFormat, useT } from '../../i18n';
import { hasFilters, toggleCheck, withoutFilters, withPrice, withSearch, type ListAddress, type ListChange } from './list-address';

interface Chip {
  key: string;
  label: string;
  /** The change that removes it. */
  remove: ListChange;
}

/** One removable chip per active filter value and the search (removing a brand chip updates the brand filter [catalogue 16]). */
export const FilterChips = memo(function FilterChips({
  address,
  page,
  go,
}: {
  address: ListAddress;
  page: ProductPage | undefined;
  go: (change: ListChange) => void;
}) {
  const t = useT('shop');
  const { number } = useFormat();
  if (!hasFilters(address)) return null;
  const brandName = (slug: string) => page?.filters?.find((f) => f.slug === 'brand')?.items?.find((i) => i.slug === slug)?.name ?? slug;
  const badgeName = (slug: string) => (slug === 'discount' || slug === 'featured' || slug === 'new' ? t(`badge.${slug}`) : slug);
  const chips: Chip[] = [
    ...(address.search
      ? [{ key: 'search', label: t('chips.search', { text: address.search }), remove: (a: ListAddress) => withSearch(a, '') }]
      : []),
    ...address.brand.map((slug) => ({ key: `brand-${slug}`, label: brandName(slug), remove: (a: ListAddress) => toggleCheck(a, 'brand', slug) })),
    ...address.badges.map((slug) => ({ key: `badge-${slug}`, label: badgeName(slug), remove: (a: ListAddress) => toggleCheck(a, 'badges', slug) })),
    ...(address.price
      ? [
          {
            key: 'price',
            label: t('chips.price', { min: number(address.price[0]), max: number(address.price[1]) }),
            remove: (a: ListAddress) => withPrice(a, null),
          },
        ]
      : []),
  ];
  return (
    // A list holds only list items (ARIA): Clear all sits beside it, not inside.
    <Group gap="xs">
      <Group gap="xs" role="list" aria-label={t('chips.label')}>
        {chips.map((chip) => (
          <div role="listitem" key={chip.key}>
            <Pill
              size="md"
              withRemoveButton
              onRemove={() => go(chip.remove)}
              // Mantine hides the remove button from keyboards and screen readers by default; here it is the chip's action.
              removeButtonProps={{ 'aria-label': t('chips.remove', { label: chip.label }), tabIndex: 0, 'aria-hidden': false }}
            >
              {chip.label}
            </Pill>
          </div>
        ))}
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={() => go(withoutFilters)}>
        {t('chips.clearAll')}
      </Button>
    </Group>
  );
});
