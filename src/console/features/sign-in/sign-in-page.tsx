import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { ConsoleFailure } from '../../../../machines/console/console-failure';
import { useConsoleApi } from '../../app/console-api-context';
import { useConsoleT } from '../../messages/console-i18n';
import type { ConsoleT } from '../../messages/translate';
import { provideStaffSignIn, signInFieldErrors } from './sign-in-logic';

function failureText(t: ConsoleT, failure: ConsoleFailure): string {
  return failure.kind === 'unavailable' ? t('signIn.unavailable') : (failure.message ?? t('signIn.unavailable'));
}

/** The console's sign-in (docs/console.md): e-mail and password, the server's refusal shown as it says it. */
export function SignInPage({ onSignedIn, sessionEnded }: { onSignedIn: () => void; sessionEnded: boolean }) {
  const t = useConsoleT();
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const logic = useMemo(() => provideStaffSignIn({ api, queryClient, onSignedIn }), [api, queryClient, onSignedIn]);
  const [snapshot, send] = useMachine(logic);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof signInFieldErrors>>(null);
  const failure = snapshot.context.failure;
  const submitting = snapshot.matches('submitting') || snapshot.matches('signedIn');
  const errors = { ...failure?.fields, ...fieldErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = { email, password };
    const invalid = signInFieldErrors(credentials);
    setFieldErrors(invalid);
    if (!invalid) send({ type: 'signIn.submit', credentials });
  };
  const edit = () => {
    if (snapshot.matches('failed')) send({ type: 'signIn.edit' });
  };

  return (
    <Center mih="100dvh" p="md" component="main" id="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form aria-labelledby="sign-in-title" onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2" id="sign-in-title">
              {t('signIn.title')}
            </Title>
            <Text size="sm">{t('signIn.intro')}</Text>
            {sessionEnded && !failure && (
              <Alert color="blue" role="status">
                {t('signIn.ended')}
              </Alert>
            )}
            {failure && (
              <Alert color="red" title={t('signIn.failed')} role="alert">
                {failureText(t, failure)}
              </Alert>
            )}
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              error={errors.email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                edit();
              }}
            />
            <PasswordInput
              label={t('signIn.password')}
              autoComplete="current-password"
              required
              value={password}
              error={errors.password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                edit();
              }}
            />
            <Button type="submit" loading={submitting} loaderProps={{ 'aria-label': t('signIn.submitting') }}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
