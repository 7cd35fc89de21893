import { Alert, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../../api/errors';
import { selfQuery } from '../../../api/queries/self';
import { useApi } from '../../../app/api-context';
import { useT } from '../../../i18n';
import { EMAIL_MAX, messageIdsOf, NAME_MAX, profileSchema, type ValidationMessageId } from '../../../schemas';
import { AccountFrame } from '../account-frame';
import { AccountPage } from '../account-page';
import { useSaveProfile } from './use-save-profile';

type ProfileField = 'name' | 'email';

/** The first message of each field by the shared profile schema. */
function profileMessages(values: Record<ProfileField, string>): Partial<Record<ProfileField, ValidationMessageId>> {
  const result = v.safeParse(profileSchema, values);
  const out: Partial<Record<ProfileField, ValidationMessageId>> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.path?.[0]?.key as ProfileField | undefined;
    if (key && !out[key]) out[key] = messageIdsOf([issue])[0];
  }
  return out;
}

/** /account/profile: edit name and email; saving returns to My Profile [account 5]. */
export function ProfileEditPage() {
  const t = useT('account');
  const tv = useT('validation');
  const router = useRouter();
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const [values, setValues] = useState<Record<ProfileField, string>>({ name: user.name, email: user.email });
  const [touched, setTouched] = useState<Partial<Record<ProfileField, boolean>>>({});
  const save = useSaveProfile(user.sid);
  const messages = profileMessages(values);
  const valid = Object.keys(messages).length === 0;

  const failure = save.error ? (isApiError(save.error, 409) ? t('profile.emailTaken') : t('profile.saveFailed')) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ name: true, email: true });
    if (!valid || save.isPending) return;
    save.mutate(v.parse(profileSchema, values), {
      onSuccess: () => {
        notifications.show({ message: t('profile.saved'), color: 'green' });
        void router.navigate({ to: '/account/myprofile' });
      },
    });
  };

  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((prev) => ({ ...prev, [name]: value }));
      setTouched((prev) => ({ ...prev, [name]: true }));
      save.reset();
    },
    onBlur: () => setTouched((prev) => ({ ...prev, [name]: true })),
    error: touched[name] && messages[name] ? tv(messages[name]) : undefined,
    readOnly: save.isPending,
    required: true,
  });

  return (
    <AccountFrame>
      <AccountPage title={t('title.profile')} trail={[{ label: t('nav.myprofile'), to: '/account/myprofile' }]}>
        <Card withBorder radius="md" padding="lg" maw={560}>
          <form onSubmit={onSubmit} noValidate aria-label={t('title.profile')}>
            <Stack gap="md">
              {failure ? (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <TextInput label={t('profile.name')} autoComplete="name" maxLength={NAME_MAX} {...field('name')} />
              <TextInput label={t('profile.email')} type="email" autoComplete="email" maxLength={EMAIL_MAX} {...field('email')} />
              <Group gap="sm">
                <Button type="submit" disabled={!valid} loading={save.isPending}>
                  {t('form.save')}
                </Button>
                <Button renderRoot={(props) => <Link to="/account/myprofile" {...props} />} variant="default">
                  {t('form.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </AccountPage>
    </AccountFrame>
  );
}
