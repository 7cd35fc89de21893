import { Anchor, Text } from '@mantine/core';
import { canRetry, selectView } from '../../../machines/sso/sso.selectors';
import type { SsoPage } from '../../../machines/sso/sso.types';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';
import { Done, FlowFailed, Working } from './flow-status';
import { SsoFrame } from './sso-frame';
import { ssoPath } from './sso-paths';
import { useSsoFlow } from './use-sso-flow';

/**
 * /{lp}/callback, /{lp}/okta and /{lp}/redirect [sign-in-and-sso 18-21]: each shows where the flow is, and
 * what went wrong with a way to sign in again.
 */
export function FlowPage({ page, next }: { page: Exclude<SsoPage, 'score'>; next?: string | undefined }) {
  const t = useT('sso');
  const program = useProgram();
  const [snapshot, send] = useSsoFlow({ page, next: next ?? '/' });
  const view = selectView(snapshot);
  const name = { program: program.fullName };

  return (
    <SsoFrame>
      {view.kind === 'completing' ? (
        <Working>{t('callback.completing')}</Working>
      ) : view.kind === 'signingIn' ? (
        <Working>{t('redirect.signingIn', name)}</Working>
      ) : view.kind === 'signedIn' ? (
        <Done>
          <Text fw={600}>{t('redirect.signedIn', name)}</Text>
        </Done>
      ) : view.kind === 'openedShop' ? (
        <Done
          action={
            // Where the browser blocked the new tab, the learner opens it here.
            <Anchor href={ssoPath('redirect')} target="_blank" rel="opener">
              {t('okta.openAgain', name)}
            </Anchor>
          }
        >
          <Text fw={600}>{t('okta.opened', name)}</Text>
          <Text c="dimmed">{t('okta.next')}</Text>
        </Done>
      ) : view.kind === 'failed' ? (
        <FlowFailed failure={view.failure} onRetry={canRetry(snapshot) ? () => send({ type: 'sso.retry' }) : undefined} />
      ) : (
        <Working>{t('score.justAMoment')}</Working>
      )}
    </SsoFrame>
  );
}
