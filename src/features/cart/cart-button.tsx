import { Indicator, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { selectItemCount } from '../../../machines/cart/cart.selectors';
import { useT } from '../../i18n';
import { CartIcon } from '../../ui/icons';
import classes from './cart.module.css';
import { CartContext } from './cart-context';
import { joinClasses } from '../../lib/join-classes';

/** The badge: units in the cart, hidden at zero. */
export function CartBadge({ size = 26 }: { size?: number }) {
  const count = CartContext.useSelector(selectItemCount);
  return (
    <Indicator label={count} size={18} disabled={count === 0} maxValue={99} offset={2} color="red">
      <CartIcon size={size} />
    </Indicator>
  );
}

/**
 * The header's cart button, named with the units in the cart. The same button shows before the
 * dropdown's chunk is in and inside its Popover.Target after (which adds its ref, handlers and aria
 * attributes), so the header never moves.
 */
export function CartButton({ className, ...rest }: Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  const t = useT('cart');
  const count = CartContext.useSelector(selectItemCount);
  return (
    <UnstyledButton {...rest} className={joinClasses(classes.cartButton, className)} aria-label={t('label', { count })}>
      <CartBadge />
    </UnstyledButton>
  );
}
