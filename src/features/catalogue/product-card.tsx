import { memo } from 'react';
import type { Product } from '../../api/queries/product';
import { CardEnvironment, useCardEnvironment, type CardEnvironmentValue } from './card-environment';
import classes from './catalogue.module.css';
import { EyeIcon } from '../../ui/icons';
import { ProductImage } from '../../ui/product-image';
import { ProductLink } from './product-link';
import { localizedName } from './product-name';
import { needsChoice, onlyOption } from './product-options';

export type CardLayout = 'grid' | 'list' | 'long';

/** [catalogue 22; demo 32]: a card shows at most 3 features, exactly 3 when the product has 3 or more. */
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
 * Product card [catalogue 22-26]: badges, image, brand, name, up to 3 features, ships-within days, the price
 * in points (points programs), Add To Cart, and quick view. Grid is a tile; list puts the picture
 * beside the text; long is a compact row. Lists provide one CardEnvironment for all their cards;
 * a card on its own makes its own.
 */
export function ProductCard(props: ProductCardProps) {
  const env = useCardEnvironment();
  if (env) return <CardView {...props} env={env} />;
  return (
    <CardEnvironment>
      <ProductCard {...props} />
    </CardEnvironment>
  );
}

const CardView = memo(function CardView({
  product,
  layout = 'grid',
  eager = false,
  headingOrder = 3,
  compact = false,
  env,
}: ProductCardProps & { env: CardEnvironmentValue }) {
  const { t, tc, number } = env;
  const name = localizedName(product, env.locale);
  const image = product.images[0];
  const features = product.features.slice(0, CARD_FEATURES);
  const Heading = `h${headingOrder}` as const;
  // Plain elements styled by the module: a page holds up to 96 cards, and Mantine's layout
  // components cost a good part of the time a new page takes to show.
  const badges =
    product.badges.length > 0 ? (
      <span className={classes.badges}>
        {product.badges.map((badge) => (
          <span key={badge} className={classes.badge} style={env.badgeStyle[badge]}>
            {t(`badge.${badge}`)}
          </span>
        ))}
      </span>
    ) : null;

  const picture = (
    <div className={classes.picture}>
      <ProductLink slug={product.slug} env={env} className={classes.imageLink} tabIndex={-1} aria-hidden="true">
        <ProductImage src={layout === 'long' ? image?.imageLowSmall : image?.imageLowMedium} alt="" eager={eager} />
      </ProductLink>
      {layout !== 'long' && badges ? <div className={classes.badgeOverlay}>{badges}</div> : null}
      {env.openQuickView && layout !== 'long' ? (
        <button
          type="button"
          className={`${classes.quickView} ${classes.quickViewButton} mantine-focus-auto mantine-active`}
          aria-label={t('card.quickViewOf', { name })}
          aria-haspopup="dialog"
          onClick={() => env.openQuickView?.(product)}
        >
          <EyeIcon />
        </button>
      ) : null}
    </div>
  );

  const price = env.price(product);
  const was = product.discountPrice != null && product.price > price ? product.price : null;

  const text = (
    <div className={classes.cardText}>
      <p className={classes.brand}>{product.brandName}</p>
      <Heading className={classes.title} data-size={layout === 'long' ? 'sm' : undefined}>
        <ProductLink slug={product.slug} env={env} className={classes.name}>
          {name}
        </ProductLink>
      </Heading>
      {layout === 'long' ? badges : null}
      {layout !== 'long' && !compact && features.length > 0 ? (
        <ul className={classes.features} aria-label={t('card.features')}>
          {features.map((feature, index) => (
            <li key={index}>{feature.featureName}</li>
          ))}
        </ul>
      ) : null}
      {product.productDropShipDays != null ? (
        <p className={classes.ships}>{t('card.shipsWithin', { days: product.productDropShipDays })}</p>
      ) : null}
    </div>
  );

  const purchase = (
    <div className={classes.purchase}>
      {env.showPrices ? (
        <p className={classes.price}>
          <span className={classes.points} data-discounted={was ? true : undefined} data-size={layout === 'long' ? 'sm' : undefined}>
            {tc('pointsAmount', { points: number(price) })}
          </span>
          {was ? <s className={classes.was}>{t('card.wasPrice', { points: number(was) })}</s> : null}
        </p>
      ) : null}
      <CardAddButton product={product} name={name} env={env} size={layout === 'long' ? 'xs' : 'sm'} fullWidth={layout === 'grid'} />
    </div>
  );

  const shape =
    layout === 'grid' ? classes.cardGrid : layout === 'long' ? classes.cardLong : compact ? classes.cardRowCompact : classes.cardRow;
  return (
    <article className={`${classes.card} ${shape}`} aria-label={name}>
      {picture}
      {text}
      {purchase}
    </article>
  );
});

/**
 * A card's Add To Cart [catalogue 26; cart 3]: adds one of a product with no or one option; a product with
 * more than one option opens quick view (or its page, where there is none) to choose first.
 * Nothing without permissions.allowPurchase.
 */
function CardAddButton({
  product,
  name,
  env,
  size,
  fullWidth,
}: {
  product: Product;
  name: string;
  env: CardEnvironmentValue;
  size: 'xs' | 'sm';
  fullWidth: boolean;
}) {
  const { cart, t } = env;
  if (!cart) return null;
  const choose = needsChoice(product);
  const option = onlyOption(product);
  const max = choose ? null : cart.maxQuantity(product, option);
  const onClick = () => {
    if (!choose) cart.add({ product, option, quantity: 1 });
    else if (env.openQuickView) env.openQuickView(product);
    else env.openProduct(product.slug);
  };
  return (
    <button
      type="button"
      className={`${classes.addButton} mantine-focus-auto mantine-active`}
      onClick={onClick}
      data-size={size}
      data-block={fullWidth || undefined}
      disabled={max !== null && max < 1}
      aria-label={t(choose ? 'card.chooseNamed' : 'card.addNamed', { name })}
      aria-haspopup={choose && env.openQuickView ? 'dialog' : undefined}
    >
      {t('product.addToCart')}
    </button>
  );
}
