import { useT } from '../../i18n';
import { ModePage, ModeText } from './mode-page';

/** A Used participant: content page usedaccount, else the claim or other text and the contact line. */
export function UsedAccountPage({ claim }: { claim: boolean }) {
  const t = useT('pages');
  return (
    <ModePage contentPage="usedaccount">
      <ModeText>{t(claim ? 'used.claim' : 'used.other')}</ModeText>
      <ModeText>{t('used.contact')}</ModeText>
    </ModePage>
  );
}
