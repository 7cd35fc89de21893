import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { unwrap } from '../../api/errors';
import { useApi } from '../../app/api-context';
import { useT } from '../../i18n';
import { forgotPasswordRequestSchema } from '../../schemas/password';

/** Forgot Password: POST /api/users/forgotpassword (no token) and a confirmation that says nothing about the account. */
export function ForgotPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT('auth');
  const tc = useT('common');
  const tv = useT('validation');
  const api = useApi();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const send = useMutation({
    mutationFn: async (address: string) => unwrap(await api.POST('/api/users/forgotpassword', { body: { email: address } })),
  });
  const valid = v.is(forgotPasswordRequestSchema, { email: email.trim() });

  const close = () => {
    onClose();
    send.reset();
    setEmail('');
    setTouched(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (valid) send.mutate(email.trim());
  };

  return (
    <Modal opened={opened} onClose={close} title={t('forgot.title')} closeButtonProps={{ 'aria-label': tc('close') }} centered>
      {send.isSuccess ? (
        <Stack gap="md">
          <Text role="status">{t('forgot.sent', { email: send.variables })}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{tc('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('forgot.text')}</Text>
            <TextInput
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              data-autofocus
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setTouched(email !== '')}
              error={touched && !valid ? tv('invalidEmail') : undefined}
              required
            />
            {send.isError ? (
              <Alert color="red" role="alert">
                {t('forgot.failed')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {tc('cancel')}
              </Button>
              <Button type="submit" loading={send.isPending} disabled={!valid}>
                {t('forgot.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
