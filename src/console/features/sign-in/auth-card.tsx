import { Center, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * The card of the pages before a sign-in (sign-in, password from a mailed link, forgot password):
 * a form named by its title when there is one to fill in, else the title and what happened.
 */
export function AuthCard({ titleId, title, onSubmit, children }: { titleId: string; title: string; onSubmit?: (event: FormEvent) => void; children: ReactNode }) {
  const body = (
    <Stack>
      <Title order={1} size="h2" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  return (
    <Center mih="100dvh" p="md" component="main" id="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        {onSubmit ? (
          <form aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </Paper>
    </Center>
  );
}
