import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import type { OptionPart } from './product-text';

/** The chosen option values of a line, e.g. "Color: Black · Size: 9"; nothing without options. */
export function OptionText({ parts }: { parts: readonly OptionPart[] }) {
  const t = useT('cart');
  if (parts.length === 0) return null;
  const label = (part: OptionPart) => {
    if (part.kind === 'color') return t('option.color');
    if (part.kind === 'size') return t('option.size');
    return part.label ?? t('option.custom', { index: part.index });
  };
  return (
    <Text size="sm" c="dimmed">
      {parts.map((part) => `${label(part)}: ${part.value}`).join(' · ')}
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
