import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SsoFailure } from '../../../machines/sso/sso.types';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';

/** A step in progress, announced politely to screen readers. */
export function Working({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" justify="center" role="status" py="md">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

/** A step done, with what happens next. */
export function Done({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="sm" role="status" py="sm" ta="center">
      <ThemeIcon size={48} radius="xl" color="teal" aria-hidden>
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </ThemeIcon>
      {children}
      {action}
    </Stack>
  );
}

/** Why the flow stopped, and the way on: signing in again at the provider. */
export function FlowFailed({ failure, onRetry }: { failure: SsoFailure; onRetry?: (() => void) | undefined }) {
  const t = useT('sso');
  const program = useProgram();
  return (
    <Stack gap="md">
      <Alert color="red" title={t('failure.title')} role="alert">
        {t(`failure.${failure}`, { program: program.fullName })}
      </Alert>
      {onRetry ? (
        <Button onClick={onRetry} fullWidth>
          {t('failure.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
