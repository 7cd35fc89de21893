import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/content/placeholder-page';
import { useT } from '../../../../i18n';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/shop/checkout/summary')({
  component: Page,
});

function Page() {
  const tc = useT('common');
  const t = useT('pages');
  return (
    <PlaceholderPage
      title={t('title.summary')}
      trail={[
        { label: tc('shoppingCart'), to: '/shop/cart' },
        { label: tc('checkout'), to: '/shop/checkout' },
      ]}
    />
  );
}
