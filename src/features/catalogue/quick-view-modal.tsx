import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { productQuery } from '../../api/queries/product';
import { useApi } from '../../app/api-context';
import { useLocale, useT } from '../../i18n';
import { ProductDetail } from './product-detail';
import { localizedName } from './product-name';

/** Quick view [catalogue 25, 27]: the product's body in a dialog, with More Details to its page. */
export default function QuickViewModal({ slug, opened, onClose }: { slug: string; opened: boolean; onClose: () => void }) {
  const t = useT('shop');
  const tc = useT('common');
  const { locale } = useLocale();
  const { data: product, isError } = useQuery(productQuery(useApi(), slug));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // The host returns focus to the quick-view button (see QuickViewHost).
      returnFocus={false}
      size="xl"
      centered
      title={product ? localizedName(product, locale) : t('quickView.loading')}
      closeButtonProps={{ 'aria-label': tc('close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {product ? (
        <ProductDetail product={product} titleOrder={null} moreDetails onAdded={onClose} />
      ) : isError ? (
        <Alert color="red">{t('product.loadFailed')}</Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('quickView.loading')} />
        </Center>
      )}
    </Modal>
  );
}
