import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import type { Product } from '../../api/queries/product';
import { useT } from '../../i18n';
import { optionGroups, type OptionField, type Selection } from './product-options';

/**
 * [catalogue 28]: a selector per option field; fewer than 5 values are radio buttons, 5 or more a
 * dropdown. Custom options are labelled as the product names them (optionsCustomNLabel).
 */
export function OptionSelectors({
  product,
  selection,
  onChange,
}: {
  product: Product;
  selection: Selection;
  onChange: (field: OptionField, value: string | undefined) => void;
}) {
  const t = useT('shop');
  const groups = optionGroups(product);
  if (groups.length === 0) return null;
  return (
    <Stack gap="sm">
      {groups.map((group) => {
        const label =
          group.field === 'color' ? t('option.color') : group.field === 'size' ? t('option.size') : (group.customLabel ?? group.field);
        if (group.control === 'dropdown') {
          return (
            <NativeSelect
              key={group.field}
              label={label}
              value={selection[group.field] ?? ''}
              onChange={(event) => onChange(group.field, event.currentTarget.value || undefined)}
              data={[{ value: '', label: t('option.choose') }, ...group.values.map((v) => ({ value: v, label: v }))]}
              maw={240}
            />
          );
        }
        return (
          <Radio.Group
            key={group.field}
            label={label}
            value={selection[group.field] ?? null}
            onChange={(value) => onChange(group.field, value)}
          >
            <Group gap="md" mt={6}>
              {group.values.map((value) => (
                <Radio key={value} value={value} label={value} />
              ))}
            </Group>
          </Radio.Group>
        );
      })}
    </Stack>
  );
}
