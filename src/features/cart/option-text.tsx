import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import type { OptionPart } from './product-text';

/** "Color: Black · Size: 9" in the participant's language; '' without options. */
export function useOptionSummary(): (parts: readonly OptionPart[]) => string {
  const t = useT('cart');
  const label = (part: OptionPart) => {
    if (part.kind === 'color') return t('option.color');
    if (part.kind === 'size') return t('option.size');
    return part.label ?? t('option.custom', { index: part.index });
  };
  return (parts) => parts.map((part) => `${label(part)}: ${part.value}`).join(' · ');
}

/**
 * A line's name as controls are labelled by it: with its options, since two lines of one product
 * differ only there ("Remove Aurora Wireless Headphones (Color: Black)").
 */
export function useLineLabel(): (name: string, parts: readonly OptionPart[]) => string {
  const summary = useOptionSummary();
  return (name, parts) => (parts.length > 0 ? `${name} (${summary(parts)})` : name);
}

/** The chosen option values of a line; nothing without options. */
export function OptionText({ parts }: { parts: readonly OptionPart[] }) {
  const summary = useOptionSummary();
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {summary(parts)}
    </Text>
  );
}

/** Options kept as label and value (an order's, a stored summary's), shown the same way. */
export function ChosenOptionsText({ options }: { options: Readonly<Record<string, string>> }) {
  const t = useT('cart');
  const entries = Object.entries(options);
  if (entries.length === 0) return null;
  // The server labels colour and size in English; the participant reads them in their language.
  const label = (key: string) => (key === 'Color' ? t('option.color') : key === 'Size' ? t('option.size') : key);
  return (
    <Text size="sm" c="dimmed">
      {entries.map(([key, value]) => `${label(key)}: ${value}`).join(' · ')}
    </Text>
  );
}
