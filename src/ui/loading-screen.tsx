import { Center, Group, Loader, Text } from '@mantine/core';
import { useT } from '../i18n';

/** role=status is a polite live region: screen readers announce it without interrupting. */
export function LoadingScreen() {
  const t = useT('common');
  return (
    <Center mih="60vh" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    </Center>
  );
}
