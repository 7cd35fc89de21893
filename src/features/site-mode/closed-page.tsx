import { useT } from '../../i18n';
import { ModePage, ModeText } from './mode-page';

/** A closed program (status false) at /login: content page closed, else the built-in text [programs-and-modes 24]. */
export function ClosedPage() {
  const t = useT('pages');
  return (
    <ModePage contentPage="closed" card={false}>
      <ModeText>{t('closed.text')}</ModeText>
    </ModePage>
  );
}
