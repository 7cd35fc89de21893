import { Center, Image } from '@mantine/core';
import { selectView } from '../../../machines/sso/sso.selectors';
import { isScoreAllowed } from '../../domain/score-allow-list';
import { afterSignInTarget } from '../../app/router-redirect';
import { useT } from '../../i18n';
import { FlowFailed, Working } from './flow-status';
import { ScoreCard } from './score-card';
import scoreImage from './score-image.svg';
import { SsoFrame } from './sso-frame';
import { useSsoFlow } from './use-sso-flow';

export interface ScoreSearch {
  emailID?: string | undefined;
  redirect?: string | undefined;
}

/**
 * /{lp}/score [sign-in-and-sso 22-26]. Outside the allow list only the static image; with `redirect` the
 * provider sign-in starts ('Just a moment...'), and the shop sign-in it leads to ends at
 * `redirect` when that is a path on this site, else at /; otherwise the score card.
 */
export function ScorePage({ emailID, redirect }: ScoreSearch) {
  const t = useT('sso');
  const email = emailID?.trim() ?? '';
  const [snapshot, send] = useSsoFlow({
    page: 'score',
    email: email || null,
    allowed: isScoreAllowed(email),
    redirect: redirect !== undefined,
    next: afterSignInTarget(redirect),
  });
  const view = selectView(snapshot);

  if (view.kind === 'image') {
    return (
      <Center component="main" id="main" mih="100dvh" px="md" py="xl">
        <Image src={scoreImage} alt={t('score.imageAlt')} maw={640} w="100%" />
      </Center>
    );
  }
  return (
    <SsoFrame>
      {view.kind === 'scoreCard' ? (
        <ScoreCard email={email} />
      ) : view.kind === 'failed' ? (
        <FlowFailed failure={view.failure} onRetry={() => send({ type: 'sso.retry' })} />
      ) : (
        <Working>{t('score.justAMoment')}</Working>
      )}
    </SsoFrame>
  );
}
