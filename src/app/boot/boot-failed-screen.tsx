import { Alert, Button, Container, Stack } from '@mantine/core';
import { useT } from '../../i18n';
import { BootContext } from './boot-context';

/** The API could not be reached at start: say so, and offer Retry (boot.retry). */
export function BootFailedScreen() {
  const t = useT('pages');
  const boot = BootContext.useActorRef();
  const canRetry = BootContext.useSelector((s) => s.can({ type: 'boot.retry' }));
  return (
    <Container component="main" id="main" size="sm" py={64}>
      <Stack>
        <Alert color="red" title={t('boot.failedTitle')} role="alert">
          {t('boot.failed')}
        </Alert>
        <Button style={{ alignSelf: 'flex-start' }} disabled={!canRetry} onClick={() => boot.send({ type: 'boot.retry' })}>
          {t('boot.retry')}
        </Button>
      </Stack>
    </Container>
  );
}
