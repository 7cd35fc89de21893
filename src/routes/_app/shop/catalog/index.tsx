import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/content/placeholder-page';
import { useT } from '../../../../i18n';
import { shopSearchSchema } from '../../../-lib/search';

// Title and breadcrumb only: a later issue builds this page.
export const Route = createFileRoute('/_app/shop/catalog/')({
  validateSearch: shopSearchSchema,
  component: Page,
});

function Page() {
  const tc = useT('common');
  return <PlaceholderPage title={tc('shop')} />;
}
