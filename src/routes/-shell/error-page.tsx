import { Alert, Button, Container, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useT } from '../../i18n';

export function ErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const t = useT('common');
  return (
    <Container component="main" size="sm" py={64}>
      <Stack>
        <Alert color="red" title={t('error.title')} role="alert">
          {t('error.text')}
        </Alert>
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('tryAgain')}
        </Button>
      </Stack>
    </Container>
  );
}
