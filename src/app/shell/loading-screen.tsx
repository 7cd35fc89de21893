import { Center, Group, Loader, Text } from '@mantine/core';

/** role=status is a polite live region: screen readers announce it without interrupting. */
export function LoadingScreen() {
  return (
    <Center mih="60vh" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>Loading…</Text>
      </Group>
    </Center>
  );
}
