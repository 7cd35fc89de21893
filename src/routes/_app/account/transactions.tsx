import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/content/placeholder-page';
import { useT } from '../../../i18n';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/account/transactions')({
  component: Page,
});

function Page() {
  const t = useT('pages');
  return <PlaceholderPage title={t('title.transactions')} trail={[{ label: t('title.account'), to: '/account' }]} />;
}
