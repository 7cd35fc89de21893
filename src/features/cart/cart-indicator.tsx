import { UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { selectItemCount } from '../../../machines/cart/cart.selectors';
import { useT } from '../../i18n';
import classes from './cart.module.css';
import { CartContext } from './cart-context';
import { CartBadge } from './cart-button';

/** The phone header's cart: the badge, leading to the cart page. */
export function CartIndicator() {
  const t = useT('cart');
  const count = CartContext.useSelector(selectItemCount);
  return (
    <UnstyledButton
      className={classes.cartButton}
      renderRoot={(props) => <Link to="/shop/cart" {...props} />}
      aria-label={t('label', { count })}
    >
      <CartBadge size={24} />
    </UnstyledButton>
  );
}
