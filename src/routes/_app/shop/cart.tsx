import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/content/placeholder-page';
import { useT } from '../../../i18n';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/shop/cart')({
  component: Page,
});

function Page() {
  const tc = useT('common');
  return <PlaceholderPage title={tc('shoppingCart')} trail={[{ label: tc('shop'), to: '/shop' }]} />;
}
