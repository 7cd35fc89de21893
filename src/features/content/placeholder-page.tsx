import { PageContainer } from '../../ui/page-container';
import { PageHeader, type Crumb } from '../../ui/page-header';

/**
 * A route whose page a later issue builds (shop, cart, checkout, account): its title and
 * breadcrumb only, so guards, redirects and links already lead somewhere real.
 */
export function PlaceholderPage({ title, trail }: { title: string; trail?: Crumb[] }) {
  return (
    <PageContainer>
      <PageHeader title={title} {...(trail ? { trail } : {})} />
    </PageContainer>
  );
}
