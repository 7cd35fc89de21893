import { Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, memo, type ReactNode } from 'react';
import { selfQuery } from '../../../api/queries/self';
import { useApi } from '../../../app/api-context';
import { useT } from '../../../i18n';
import { toggleCheck } from '../list-address';
import { CategoryFilter } from './category-filter';
import { CheckFilter } from './check-filter';
import { PriceFilter } from './price-filter';
import type { FilterPanelProps } from './filter-panel-props';
import { samePanelProps } from './same-panel-props';
import { shownFilters } from './shown-filters';

/**
 * The sidebar (and the phone's drawer): category tree, brand, price and badges, as the program
 * allows. Memoized: a list change renders the page more than once (the address, the response),
 * and the panel's 40-odd inputs need only the renders that change what it shows
 * (samePanelProps: not another page of the same list).
 */
export const FilterPanel = memo(function FilterPanel({
  program,
  address,
  options,
  page,
  go,
  categories,
  trail,
  bounds,
  base,
  pendingPrice,
  onPriceChange,
}: FilterPanelProps) {
  const t = useT('shop');
  const { data: user } = useQuery(selfQuery(useApi()));
  const show = shownFilters(program);
  const definition = (slug: string) => page?.filters?.find((f) => f.slug === slug);
  const sections: ReactNode[] = [];
  if (show.category)
    sections.push(
      <CategoryFilter
        key="category"
        address={address}
        options={options}
        base={base}
        categories={categories}
        trail={trail}
        definition={definition('category')}
      />,
    );
  if (show.brand)
    sections.push(
      <CheckFilter
        key="brand"
        title={t('filter.brand')}
        definition={definition('brand')}
        selected={address.brand}
        onToggle={(slug) => go((a) => toggleCheck(a, 'brand', slug))}
        collapsible
      />,
    );
  if (show.price)
    sections.push(
      <PriceFilter
        key="price"
        value={address.price}
        pending={pendingPrice}
        bounds={bounds}
        balance={typeof user?.balance === 'number' ? user.balance : null}
        onChange={onPriceChange}
      />,
    );
  if (show.badges)
    sections.push(
      <CheckFilter
        key="badges"
        title={t('filter.badges')}
        definition={definition('badges')}
        selected={address.badges}
        onToggle={(slug) => go((a) => toggleCheck(a, 'badges', slug))}
        labelOf={(item) =>
          item.slug === 'discount' || item.slug === 'featured' || item.slug === 'new' ? t(`badge.${item.slug}`) : item.name
        }
      />,
    );
  return (
    <Stack gap="md">
      {sections.map((section, index) => (
        <Fragment key={index}>
          {index > 0 ? <Divider /> : null}
          {section}
        </Fragment>
      ))}
    </Stack>
  );
}, samePanelProps);
