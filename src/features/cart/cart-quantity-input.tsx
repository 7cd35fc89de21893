import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { selectShownQuantity } from '../../../machines/cart/cart.selectors';
import { clampQuantity } from '../../../machines/product-list/quantity.machine';
import { useT } from '../../i18n';
import { CartContext } from './cart-context';
import { selectLineBounds } from './cart-selectors';

/** Holding a step button repeats after 300 ms, then every 50 ms [validation 32]. */
const STEP_HOLD_DELAY = 300;
const STEP_HOLD_INTERVAL = 50;

/**
 * A line's quantity, between 1 and what the balance allows [cart 10]. A typed number is clamped
 * to those bounds at once, as on the product page (99 becomes the maximum, 0 becomes 1), rather
 * than refused keystroke by keystroke. Every change goes to the cart, which takes it 500 ms after
 * the last one; an emptied field shows the quantity again on blur.
 */
export function CartQuantityInput({ lineId, name, disabled }: { lineId: string; name: string; disabled?: boolean }) {
  const t = useT('cart');
  const cart = CartContext.useActorRef();
  const shown = CartContext.useSelector((s) => selectShownQuantity(s, lineId));
  const { min, max } = CartContext.useSelector(
    (s) => selectLineBounds(s, lineId),
    (a, b) => a.min === b.min && a.max === b.max,
  );
  const [text, setText] = useState<number | string>(shown);
  useEffect(() => setText(shown), [shown]);
  const take = (quantity: number) => {
    setText(quantity);
    cart.send({ type: 'cart.setQuantity', lineId, quantity });
  };

  return (
    <NumberInput
      aria-label={t('quantityOf', { name })}
      value={text}
      min={min}
      max={max}
      step={1}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      stepHoldDelay={STEP_HOLD_DELAY}
      stepHoldInterval={STEP_HOLD_INTERVAL}
      disabled={disabled}
      w={104}
      // An out-of-range number is refused as typed and the bound taken instead: refusing keeps the
      // field's own text in step when the bound is already what it shows (99 typed after 5).
      isAllowed={({ floatValue }) => {
        if (floatValue === undefined || (floatValue >= min && floatValue <= max)) return true;
        take(clampQuantity(floatValue, { min, max }) ?? min);
        return false;
      }}
      onChange={(value) => {
        if (typeof value === 'number') take(value);
        else setText(value);
      }}
      onBlur={() => {
        if (typeof text !== 'number') setText(shown);
      }}
    />
  );
}
