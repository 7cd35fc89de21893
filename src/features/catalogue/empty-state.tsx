import { Button, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n';

/** [catalogue 6]: 'No matching items' / 'Try resetting the filters' with Reset Filters. */
export function EmptyState({ onReset }: { onReset: (() => void) | null }) {
  const t = useT('shop');
  return (
    <Stack align="center" gap="xs" py={48} ta="center">
      <Title order={2} size="h3">
        {t('list.empty.title')}
      </Title>
      <Text c="dimmed">{t('list.empty.text')}</Text>
      {onReset ? (
        <Button mt="sm" onClick={onReset}>
          {t('list.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
