import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Product } from '../../api/queries/product';
import { useLocale, useT } from '../../i18n';
import { needsChoice, onlyOption } from './product-options';
import { localizedName } from './product-name';
import { useQuickView } from './quick-view-context';
import { useShopRules } from './use-shop-rules';

/**
 * A card's Add To Cart (SPEC §2, §4): adds one of a product with no or one option; a product with
 * more than one option opens quick view (or its page, where there is none) to choose first.
 * Nothing without permissions.allowPurchase.
 */
export function AddToCartButton({ product, ...props }: { product: Product } & ButtonProps) {
  const t = useT('shop');
  const { locale } = useLocale();
  const { cart } = useShopRules();
  const openQuickView = useQuickView();
  const navigate = useNavigate();
  if (!cart) return null;
  const name = localizedName(product, locale);
  const choose = needsChoice(product);
  const option = onlyOption(product);
  const max = choose ? null : cart.maxQuantity(product, option);
  const onClick = () => {
    if (!choose) cart.add({ product, option, quantity: 1 });
    else if (openQuickView) openQuickView(product);
    else void navigate({ to: '/shop/products/$productSlug', params: { productSlug: product.slug } });
  };
  return (
    <Button
      onClick={onClick}
      disabled={max !== null && max < 1}
      aria-label={t(choose ? 'card.chooseNamed' : 'card.addNamed', { name })}
      aria-haspopup={choose && openQuickView ? 'dialog' : undefined}
      {...props}
    >
      {t('product.addToCart')}
    </Button>
  );
}
