import { useT } from '../../i18n';
import { ModePage, ModeText } from './mode-page';

/** A closed program (status false) at /login: content page closed, else the spec's text. */
export function ClosedPage() {
  const t = useT('pages');
  return (
    <ModePage contentPage="closed" card={false}>
      <ModeText>{t('closed.text')}</ModeText>
    </ModePage>
  );
}
