import { useT } from '../../i18n';
import { ToolIcon } from '../layout/frameless';
import { ModePage } from './mode-page';

/** Rebuilding: content page siterebuilding, else 'Catalog Rebuilding in Progress...'. */
export function RebuildingPage() {
  const t = useT('pages');
  return <ModePage contentPage="siterebuilding" heading={t('rebuilding.text')} icon={<ToolIcon size={28} />} />;
}
