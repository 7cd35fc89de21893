import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/content/placeholder-page';
import { useT } from '../../../../i18n';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/account/orders/$orderId')({
  component: Page,
});

function Page() {
  const t = useT('pages');
  const { orderId } = Route.useParams();
  return (
    <PlaceholderPage
      title={t('title.order', { orderId })}
      trail={[
        { label: t('title.account'), to: '/account' },
        { label: t('title.orders'), to: '/account/orders' },
      ]}
    />
  );
}
