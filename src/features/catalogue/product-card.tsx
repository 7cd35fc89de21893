import { ActionIcon, Anchor, Box, Card, List, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Product } from '../../api/queries/product';
import { useLocale, useT } from '../../i18n';
import { AddToCartButton } from './add-to-cart-button';
import classes from './catalogue.module.css';
import { EyeIcon } from './icons';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { localizedName } from './product-name';
import { ProductPrice } from './product-price';
import { useQuickView } from './quick-view-context';
import { useShopRules } from './use-shop-rules';

export type CardLayout = 'grid' | 'list' | 'long';

/** DEMO.md: a card shows at most 3 features, exactly 3 when the product has 3 or more. */
export const CARD_FEATURES = 3;

export interface ProductCardProps {
  product: Product;
  layout?: CardLayout;
  /** The first card of a page: its image is fetched at once (the largest paint). */
  eager?: boolean;
  /** The heading level of the product name within the page. */
  headingOrder?: 2 | 3 | 4;
  /** Carousels' smaller cards: no features, the price and button under the text. */
  compact?: boolean;
}

/**
 * SPEC §2 product card: badges, image, brand, name, up to 3 features, ships-within days, the price
 * in points (points programs), Add To Cart, and quick view. Grid is a tile; list puts the picture
 * beside the text; long is a compact row.
 */
export function ProductCard({ product, layout = 'grid', eager = false, headingOrder = 3, compact = false }: ProductCardProps) {
  const t = useT('shop');
  const { locale } = useLocale();
  const { showPrices } = useShopRules();
  const openQuickView = useQuickView();
  const name = localizedName(product, locale);
  const image = product.images[0];
  const link = { to: '/shop/products/$productSlug', params: { productSlug: product.slug } } as const;
  const features = product.features.slice(0, CARD_FEATURES);
  const heading = `h${headingOrder}` as const;

  const picture = (
    <Box pos="relative">
      <Link {...link} className={classes.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage src={layout === 'long' ? image?.imageLowSmall : image?.imageLowMedium} alt="" eager={eager} />
      </Link>
      {layout !== 'long' ? (
        <Box className={classes.badgeOverlay}>
          <ProductBadges badges={product.badges} size="xs" />
        </Box>
      ) : null}
      {openQuickView && layout !== 'long' ? (
        <ActionIcon
          className={classes.quickView}
          variant="white"
          color="dark"
          size="lg"
          radius="xl"
          aria-label={t('card.quickViewOf', { name })}
          aria-haspopup="dialog"
          onClick={() => openQuickView(product)}
        >
          <EyeIcon />
        </ActionIcon>
      ) : null}
    </Box>
  );

  const title = (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {product.brandName}
      </Text>
      <Text component={heading} fw={600} size={layout === 'long' ? 'sm' : 'md'} lh={1.3} m={0}>
        <Anchor renderRoot={(props) => <Link {...link} {...props} />} className={classes.name} c="inherit" underline="never">
          {name}
        </Anchor>
      </Text>
    </Stack>
  );

  const details = (
    <>
      {layout === 'long' ? <ProductBadges badges={product.badges} size="xs" /> : null}
      {layout !== 'long' && !compact && features.length > 0 ? (
        <List size="sm" spacing={2} c="dimmed" aria-label={t('card.features')}>
          {features.map((feature, index) => (
            <List.Item key={index}>{feature.featureName}</List.Item>
          ))}
        </List>
      ) : null}
      {product.productDropShipDays != null ? (
        <Text size="xs" c="dimmed">
          {t('card.shipsWithin', { days: product.productDropShipDays })}
        </Text>
      ) : null}
    </>
  );

  const purchase = (
    <Stack gap="xs" mt={layout === 'grid' ? 'auto' : 0}>
      {showPrices ? <ProductPrice product={product} size={layout === 'long' ? 'sm' : 'md'} /> : null}
      <AddToCartButton product={product} size={layout === 'long' ? 'xs' : 'sm'} fullWidth={layout === 'grid'} />
    </Stack>
  );

  if (layout === 'grid') {
    return (
      <Card withBorder padding="sm" radius="md" className={classes.card} component="article" aria-label={name}>
        <Stack gap="sm" h="100%">
          {picture}
          {title}
          {details}
          {purchase}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={name}>
      <div className={layout === 'long' ? classes.cardLong : compact ? classes.cardRowCompact : classes.cardRow}>
        {picture}
        <Stack gap={6}>
          {title}
          {details}
        </Stack>
        {purchase}
      </div>
    </Card>
  );
}
