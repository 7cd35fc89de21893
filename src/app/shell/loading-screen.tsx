import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n';

/**
 * role=status is a polite live region: screen readers announce it without interrupting.
 * The spinner sits exactly where index.html's splash painted one before the scripts came (the
 * text goes under it, as its length depends on the language), so the hand-over does not jump.
 */
export function LoadingScreen() {
  const t = useT('common');
  return (
    <Center mih="60vh" role="status">
      <Stack align="center" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Stack>
    </Center>
  );
}
