import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { productQuery } from '../../api/queries/product';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { useLocale, useT } from '../../i18n';
import { PageContainer } from '../../ui/page-container';
import { Breadcrumbs } from '../layout';
import { useAssetEmbedScript } from './asset-embed-script';
import { BackIcon } from '../../ui/icons';
import { ProductDetail } from './product-detail';
import { localizedName } from './product-name';
import { ProductTabs } from './product-tabs';
import { Prop65Warning } from './prop65-warning';
import { QuickViewHost } from './quick-view-host';
import { usePageTitle } from './use-page-title';

/**
 * /shop/products/{productSlug} [catalogue 27-37]: Back, breadcrumb Home, Shop, the product; the product's
 * body, its tabs and the Proposition 65 warning. The route's loader has the product in the cache.
 */
export function ProductPage({ slug }: { slug: string }) {
  const tc = useT('common');
  const { locale } = useLocale();
  const program = useProgram();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { data: product } = useQuery(productQuery(useApi(), slug));
  useAssetEmbedScript(program.assetEmbedScriptUrl);
  const name = product ? localizedName(product, locale) : '';
  usePageTitle(name ? `${name} — ${program.fullName}` : program.fullName);
  if (!product) return null;
  return (
    <QuickViewHost>
      <PageContainer size="xl">
        <Stack gap="sm" mb="lg">
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<BackIcon />}
              onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/shop' }))}
              px={4}
            >
              {tc('back')}
            </Button>
          </div>
          <Breadcrumbs items={[{ label: tc('home'), to: '/' }, { label: tc('shop'), to: '/shop' }, { label: name }]} />
        </Stack>
        <ProductDetail product={product} titleOrder={1} />
        <ProductTabs product={product} />
        {product.prop65 === 'Y' ? <Prop65Warning /> : null}
      </PageContainer>
    </QuickViewHost>
  );
}
