import { Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import type { FilterDefinition } from '../../../api/queries/products';
import { useT } from '../../../i18n';
import { FilterSection } from './filter-section';

/** [catalogue 13; constants 15]: the brand filter shows the 15 most common brands, with a toggle to show up to 1000. */
export const BRANDS_SHOWN = 15;
export const BRANDS_MAX = 1000;

export interface CheckFilterProps {
  title: string;
  definition: FilterDefinition | undefined;
  selected: readonly string[];
  onToggle: (slug: string) => void;
  /** The label of an item (badges are translated; brands are names). */
  labelOf?: (item: { slug: string; name: string }) => string;
  /** Brands: the most common few, by name, until the participant asks for all. */
  collapsible?: boolean;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Which items a collapsible check filter shows: the most common 15 (plus any ticked), sorted by name. */
export function visibleItems<T extends { slug: string; name: string; count: number }>(
  items: readonly T[],
  selected: readonly string[],
  expanded: boolean,
): T[] {
  if (expanded) return items.slice(0, BRANDS_MAX).sort(byName);
  // Items come most common first; a ticked brand stays in view so it can be unticked.
  const top = items.slice(0, BRANDS_SHOWN);
  const ticked = items.slice(BRANDS_SHOWN).filter((i) => selected.includes(i.slug));
  return [...top, ...ticked].sort(byName);
}

/** Check filters (brand, badges): a checkbox per value with its count; values are comma separated in the address. */
export function CheckFilter({ title, definition, selected, onToggle, labelOf = (i) => i.name, collapsible = false }: CheckFilterProps) {
  const t = useT('shop');
  const [expanded, setExpanded] = useState(false);
  const items = definition?.items ?? [];
  // A ticked value the facet no longer lists (no products left for it) can still be unticked.
  const missing = selected.filter((s) => !items.some((i) => i.slug === s)).map((slug) => ({ slug, name: slug, count: 0 }));
  const all = [...items, ...missing];
  const shown = collapsible ? visibleItems(all, selected, expanded) : all;
  if (all.length === 0) return null;
  return (
    <FilterSection title={title}>
      <Stack gap={6}>
        {shown.map((item) => (
          <Checkbox
            key={item.slug}
            size="sm"
            checked={selected.includes(item.slug)}
            onChange={() => onToggle(item.slug)}
            label={
              <Group gap={4} wrap="nowrap" component="span">
                <span>{labelOf(item)}</span>
                <Text span size="xs" c="dimmed">
                  ({item.count})
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
      {collapsible && all.length > BRANDS_SHOWN ? (
        <UnstyledButton onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} c="link.7" fz="sm" fw={600}>
          {t(expanded ? 'filter.brand.less' : 'filter.brand.more')}
        </UnstyledButton>
      ) : null}
    </FilterSection>
  );
}
