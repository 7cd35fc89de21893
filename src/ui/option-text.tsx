import { Text } from '@mantine/core';
import { optionLabel, type ChosenOption } from '../domain/chosen-options';
import { useT } from '../i18n';

// An option's values as every page shows them (cart, checkout, success and order pages): in the
// product's order, as the list comes (chosenOptions, the order's line), with color, size and an
// unlabelled custom field named in the participant's language. Mails say them the same way.

/** "Color: Black · Size: 9" in the participant's language; '' without options. */
export function useOptionSummary(): (options: readonly ChosenOption[]) => string {
  const t = useT('cart');
  const names = { color: t('option.color'), size: t('option.size'), custom: (index: number) => t('option.custom', { index }) };
  return (options) => options.map((option) => `${optionLabel(option, names)}: ${option.value}`).join(' · ');
}

/**
 * A line's name as controls are labelled by it: with its options, since two lines of one product
 * differ only there ("Remove Aurora Wireless Headphones (Color: Black)").
 */
export function useLineLabel(): (name: string, options: readonly ChosenOption[]) => string {
  const summary = useOptionSummary();
  return (name, options) => (options.length > 0 ? `${name} (${summary(options)})` : name);
}

/** The chosen option values of a line; nothing without options. */
export function OptionText({ options }: { options: readonly ChosenOption[] }) {
  const summary = useOptionSummary();
  if (options.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {summary(options)}
    </Text>
  );
}
