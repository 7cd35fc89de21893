import { Alert, Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { LEARNING_PLATFORM_SEGMENT } from '../../app/router-guards';
import { useFormat, useT } from '../../i18n';
import { Working } from './flow-status';
import { pointsQuery } from './points-query';

/** Only an http(s) address is a link target: a program setting is not trusted to be one. */
function webAddress(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Score card [sign-in-and-sso 23]: CONGRATULATIONS when the balance is not 0, the last update date, the balance
 * with thousands separators and 'Points', then Redeem (the score page's way into the shop) or,
 * at 0, Start Learning Now (the program's learning login, in a new tab).
 */
export function ScoreCard({ email }: { email: string }) {
  const t = useT('sso');
  const tc = useT('common');
  const format = useFormat();
  const program = useProgram();
  const points = useQuery(pointsQuery(useApi(), email));

  if (points.isPending) return <Working>{t('score.loading')}</Working>;
  if (points.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" role="alert">
          {t('score.loadFailed')}
        </Alert>
        <Button variant="default" onClick={() => void points.refetch()}>
          {tc('retry')}
        </Button>
      </Stack>
    );
  }

  const { balance, lastUpdateDate } = points.data;
  const earned = balance !== 0;
  const learningLogin = webAddress(program.learningLoginUrl);
  return (
    <Stack gap="md" align="center" ta="center">
      <Title order={1} size={earned ? 'h2' : 'h3'} c={earned ? 'var(--mantine-primary-color-filled)' : undefined} lts={earned ? 1 : undefined}>
        {earned ? t('score.congratulations') : t('score.title')}
      </Title>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed">
          {t('score.balance')}
        </Text>
        <Text component="p" fz={40} fw={800} lh={1.1} m={0} data-testid="score-balance">
          {t('score.points', { points: format.number(balance) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('score.lastUpdate', { date: format.date(lastUpdateDate) })}
        </Text>
      </Stack>
      <Text maw={360}>{earned ? t('score.earned', { program: program.fullName }) : t('score.zero')}</Text>
      {earned ? (
        <Button
          renderRoot={(props) => <Link {...props} to="/$lp/score" params={{ lp: LEARNING_PLATFORM_SEGMENT }} search={{ emailID: email, redirect: '/' }} />}
          size="md"
          fullWidth
        >
          {t('score.redeem')}
        </Button>
      ) : learningLogin ? (
        <Button component="a" href={learningLogin} target="_blank" rel="noopener noreferrer" size="md" fullWidth>
          {t('score.startLearning')}
          <VisuallyHidden>{` ${t('score.newTab')}`}</VisuallyHidden>
        </Button>
      ) : null}
    </Stack>
  );
}
