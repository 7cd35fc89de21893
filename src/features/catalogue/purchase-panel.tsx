import { Button, Group, Stack } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { quantityMachine } from '../../../machines/product-list/quantity.machine';
import type { Product, ProductOption } from '../../api/queries/product';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../schemas/field-rules';
import { useT } from '../../i18n';
import { QuantityInput } from './quantity-input';
import type { OptionStatus } from './product-options';
import { useShopRules } from './use-shop-rules';

export interface PurchasePanelProps {
  product: Product;
  option: ProductOption | null;
  status: OptionStatus;
  /** Called after the cart took the request (quick view closes itself). */
  onAdded?: () => void;
}

/** The quantity's upper bound: what the cart allows (points programs), never above the order limit. */
export function quantityMax(cartMax: number | null): number {
  return cartMax === null ? QUANTITY_MAX : Math.min(QUANTITY_MAX, cartMax);
}

/**
 * Quantity and Add To Cart [cart 4; catalogue 37], shown only with permissions.allowPurchase: Add To Cart is
 * disabled while the quantity is empty, the options do not resolve to one, or the cart allows none.
 */
export function PurchasePanel({ product, option, status, onAdded }: PurchasePanelProps) {
  const t = useT('shop');
  const { cart } = useShopRules();
  const cartMax = cart ? cart.maxQuantity(product, option) : null;
  const max = quantityMax(cartMax);
  const [snapshot, send] = useMachine(quantityMachine, { input: { min: QUANTITY_MIN, max: Math.max(QUANTITY_MIN, max), step: 1 } });
  useEffect(() => send({ type: 'quantity.bounds', bounds: { min: QUANTITY_MIN, max: Math.max(QUANTITY_MIN, max), step: 1 } }), [max, send]);
  if (!cart) return null;
  const quantity = snapshot.context.value;
  const affordable = max >= QUANTITY_MIN;
  const ready = (status === 'none' || status === 'resolved') && quantity !== null && affordable;
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end" wrap="wrap">
        <QuantityInput value={quantity} min={QUANTITY_MIN} max={max} send={send} disabled={!affordable} />
        <Button
          size="md"
          disabled={!ready}
          onClick={() => {
            if (!ready) return;
            cart.add({ product, option: status === 'resolved' ? option : null, quantity });
            onAdded?.();
          }}
        >
          {t('product.addToCart')}
        </Button>
      </Group>
    </Stack>
  );
}
