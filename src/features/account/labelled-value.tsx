import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small caps label over its value, for the facts of an order and its items. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
