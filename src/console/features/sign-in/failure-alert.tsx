import { Alert } from '@mantine/core';
import type { ConsoleFailure } from '../../../../machines/console/console-failure';
import { useConsoleT } from '../../messages/console-i18n';
import { failureText } from './failure-text';

/** The account pages' refusal, announced as an alert; nothing while there is none. */
export function FailureAlert({ title, failure }: { title: string; failure: ConsoleFailure | null | undefined }) {
  const t = useConsoleT();
  if (!failure) return null;
  return (
    <Alert color="red" title={title} role="alert">
      {failureText(t, failure)}
    </Alert>
  );
}
