import { Center, Group, Loader, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from '../../app/boot/session-context';
import { useT } from '../../i18n';

/** /account/logout: signs out (POST /api/signout, token forgotten, boot told) and goes to /. */
export function LogoutPage() {
  const t = useT('auth');
  const session = useSession();
  const router = useRouter();
  // Once, even when React runs effects twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.signOut().finally(() => router.navigate({ to: '/', replace: true }));
  }, [router, session]);
  return (
    <Center component="main" id="main" mih="60vh">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('logout.signingOut')}</Text>
      </Group>
    </Center>
  );
}
