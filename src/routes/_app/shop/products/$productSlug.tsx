import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/content/placeholder-page';
import { useT } from '../../../../i18n';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/shop/products/$productSlug')({
  component: Page,
});

function Page() {
  const tc = useT('common');
  const t = useT('pages');
  return <PlaceholderPage title={t('title.product')} trail={[{ label: tc('shop'), to: '/shop' }]} />;
}
