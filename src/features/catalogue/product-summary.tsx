import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Product, ProductOption } from '../../api/queries/product';
import { useLocale, useT } from '../../i18n';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { OptionSelectors } from './option-selectors';
import { ProductBadges } from './product-badges';
import { localizedName, localizedSalesCopy } from './product-name';
import { type OptionField, type OptionStatus, type Selection } from './product-options';
import { ProductPrice } from './product-price';
import { PurchasePanel } from './purchase-panel';
import { useShopRules } from './use-shop-rules';

export interface ProductSummaryProps {
  product: Product;
  selection: Selection;
  onSelect: (field: OptionField, value: string | undefined) => void;
  option: ProductOption | null;
  status: OptionStatus;
  /** h1 on the product page; null in quick view, whose dialog title names the product. */
  titleOrder: 1 | null;
  /** Quick view links on to the product page. */
  moreDetails?: boolean;
  onAdded?: () => void;
}

/**
 * The product's buying column [catalogue 27]: brand, localized name, badges, price, ships-in days,
 * In Stock, the sales copy (only for a product without options), option selectors with their
 * hint, quantity and Add To Cart.
 */
export function ProductSummary({
  product,
  selection,
  onSelect,
  option,
  status,
  titleOrder,
  moreDetails = false,
  onAdded,
}: ProductSummaryProps) {
  const t = useT('shop');
  const { locale } = useLocale();
  const { showPrices } = useShopRules();
  const name = localizedName(product, locale);
  const salesCopy = localizedSalesCopy(product, locale);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" tt="uppercase" fw={700} c="dimmed">
          {product.brandName}
        </Text>
        {titleOrder ? (
          <Title order={titleOrder} size="h2">
            {name}
          </Title>
        ) : null}
        <ProductBadges badges={product.badges} />
      </Stack>
      {showPrices ? <ProductPrice product={product} option={option} size="xl" /> : null}
      <Stack gap={2}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {t('product.availability')}:
          </Text>
          <Text size="sm" c="green" fw={600}>
            {t('product.inStock')}
          </Text>
        </Group>
        {product.productDropShipDays != null ? <Text size="sm">{t('product.shipsIn', { days: product.productDropShipDays })}</Text> : null}
      </Stack>
      {product.options.length === 0 && salesCopy ? <SanitizedHtml html={salesCopy} /> : null}
      {product.options.length > 0 && status !== 'resolved' ? (
        <Text size="sm" c="dimmed">
          {t('option.hint')}
        </Text>
      ) : null}
      <OptionSelectors product={product} selection={selection} onChange={onSelect} />
      {status === 'unavailable' ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          <Text size="sm">{t('option.unavailable')}</Text>
        </Alert>
      ) : null}
      <PurchasePanel product={product} option={option} status={status} {...(onAdded ? { onAdded } : {})} />
      {moreDetails ? (
        <Anchor
          renderRoot={(props) => <Link to="/shop/products/$productSlug" params={{ productSlug: product.slug }} {...props} />}
          fw={600}
        >
          {t('product.moreDetails')}
        </Anchor>
      ) : null}
    </Stack>
  );
}
