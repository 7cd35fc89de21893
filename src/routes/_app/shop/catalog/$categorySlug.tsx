import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/content/placeholder-page';
import { useT } from '../../../../i18n';
import { shopSearchSchema } from '../../../-lib/search';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/shop/catalog/$categorySlug')({
  validateSearch: shopSearchSchema,
  component: Page,
});

function Page() {
  const tc = useT('common');
  const t = useT('pages');
  return <PlaceholderPage title={t('title.category')} trail={[{ label: tc('shop'), to: '/shop' }]} />;
}
