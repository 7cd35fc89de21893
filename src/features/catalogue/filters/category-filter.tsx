import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Category } from '../../../api/queries/categories';
import type { FilterDefinition } from '../../../api/queries/products';
import { useLocale, useT } from '../../../i18n';
import { encodeAddress, withCategory, type ListAddress, type ListBase, type ListOptions } from '../list-address';
import { categoryName } from '../product-name';
import { FilterSection } from './filter-section';

export interface CategoryFilterProps {
  address: ListAddress;
  options: ListOptions;
  base: ListBase;
  categories: readonly Category[];
  /** The category and its ancestors, top-level first (null on /shop). */
  trail: readonly Category[] | null;
  /** The facet: children of the page's category with their counts under the other filters. */
  definition: FilterDefinition | undefined;
}

/**
 * The category tree as links [catalogue 12]: All products, the way down to the page's category, and
 * its children with their counts. Choosing one keeps the other filters and starts at page 1.
 */
export function CategoryFilter({ address, options, base, categories, trail, definition }: CategoryFilterProps) {
  const t = useT('shop');
  const { locale } = useLocale();
  const linkTo = (slug: string | null) => encodeAddress(withCategory(address, slug), options, base) as { to: '/shop' };
  const current = trail?.at(-1) ?? null;
  const bySlug = new Map<string, Category>();
  for (const c of current ? current.children : categories) bySlug.set(c.slug, c);
  const children = (definition?.items ?? []).map((item) => ({ ...item, category: bySlug.get(item.slug) }));

  return (
    <FilterSection title={t('filter.category')}>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          {current ? (
            <Anchor size="sm" renderRoot={(props) => <Link {...linkTo(null)} {...props} />}>
              {t('filter.allProducts')}
            </Anchor>
          ) : (
            <Text size="sm" fw={700} aria-current="page">
              {t('filter.allProducts')}
            </Text>
          )}
        </li>
        {(trail ?? []).map((c, depth) => (
          <li key={c.slug} style={{ paddingInlineStart: (depth + 1) * 12 }}>
            {c === current ? (
              <Text size="sm" fw={700} aria-current="page">
                {categoryName(c, locale)}
              </Text>
            ) : (
              <Anchor size="sm" renderRoot={(props) => <Link {...linkTo(c.slug)} {...props} />}>
                {categoryName(c, locale)}
              </Anchor>
            )}
          </li>
        ))}
        {children.map((child) => (
          <li key={child.slug} style={{ paddingInlineStart: ((trail?.length ?? 0) + 1) * 12 }}>
            <Anchor size="sm" renderRoot={(props) => <Link {...linkTo(child.slug)} {...props} />}>
              {child.category ? categoryName(child.category, locale) : child.name}
            </Anchor>{' '}
            <Text span size="xs" c="dimmed">
              ({child.count})
            </Text>
          </li>
        ))}
      </Stack>
    </FilterSection>
  );
}
