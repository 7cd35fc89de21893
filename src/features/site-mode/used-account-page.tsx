import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { GiftIcon } from '../layout/frameless';
import { ModeNote, ModePage, ModeText } from './mode-page';

/**
 * A Used participant: content page usedaccount, else the claim or other text and the contact
 * line. Every other page is closed to them, so the page itself offers the way out: another
 * code (claim) or Logout.
 */
export function UsedAccountPage({ claim }: { claim: boolean }) {
  const t = useT('pages');
  const shell = useT('shell');
  return (
    <ModePage
      contentPage="usedaccount"
      icon={<GiftIcon size={28} />}
      actions={
        <Button component={Link} to="/account/logout" mt="sm" variant={claim ? 'filled' : 'default'}>
          {claim ? t('used.anotherCode') : shell('topBar.logout')}
        </Button>
      }
    >
      <ModeText>{t(claim ? 'used.claim' : 'used.other')}</ModeText>
      <ModeNote>{t('used.contact')}</ModeNote>
    </ModePage>
  );
}
