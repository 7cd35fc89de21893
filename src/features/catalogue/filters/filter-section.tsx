import { Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled group of the filter panel, labelled by its title for assistive technology. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Text id={id} component="h2" fw={700} size="sm" tt="uppercase" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
