import { Alert, Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isCartEmpty, isOverBalance, selectTotal } from '../../../machines/cart/cart.selectors';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';
import { ProductThumb } from '../../ui/product-image';
import { useRealTriggerRef, type FallbackHandover } from '../../ui/fallback-trigger';
import classes from './cart.module.css';
import { CartButton } from './cart-button';
import { CartContext } from './cart-context';
import { canCheckout } from './cart-selectors';
import { OptionText } from '../../ui/option-text';
import { usePointsText } from './points';
import { useCartRows } from './use-cart-rows';

/** Lines the dropdown lists before "+N more". */
const PREVIEW_LINES = 4;

export interface CartPopoverProps {
  /** The cart button was pressed before this chunk arrived: open at once. */
  openAtOnce: boolean;
  /** Whether the button that stood in until this chunk arrived held focus. */
  handover: FallbackHandover;
}

/** The header's cart dropdown: the lines, the total and checkout, under the cart button. */
export default function CartPopover({ openAtOnce, handover }: CartPopoverProps) {
  const [opened, setOpened] = useState(false);
  const buttonRef = useRealTriggerRef(handover, openAtOnce, () => setOpened(true));
  return (
    // The dropdown sits in a portal at the end of the page: trapping focus takes a keyboard user into
    // it, and Escape (or closing) returns focus to the cart button.
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <CartButton ref={buttonRef} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <CartPreview onLeave={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

function CartPreview({ onLeave }: { onLeave: () => void }) {
  const t = useT('cart');
  const tc = useT('common');
  const program = useProgram();
  const points = program.type === 'points';
  const cart = CartContext.useActorRef();
  const empty = CartContext.useSelector(isCartEmpty);
  const total = CartContext.useSelector(selectTotal);
  const overBalance = CartContext.useSelector(isOverBalance);
  const checkout = CartContext.useSelector(canCheckout);
  const rows = useCartRows();
  const pointsText = usePointsText();

  if (empty) {
    return (
      <Stack gap="sm">
        <Text fw={700}>{t('yourCart')}</Text>
        <Text>{t('empty')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('yourCart')}</Text>
      <Stack gap="xs" component="ul" className={classes.previewList}>
        {rows.slice(0, PREVIEW_LINES).map(({ line, name, image, options }) => (
          <Group key={line.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ProductThumb src={image} size={48} className={classes.thumb} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2}>
                {name}
              </Text>
              <OptionText options={options} />
              <Text size="sm">
                {t('quantityTimes', { quantity: line.quantity })} {points ? pointsText(line.unitPrice) : null}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      {rows.length > PREVIEW_LINES ? (
        <Text size="sm" c="dimmed">
          {t('more', { count: rows.length - PREVIEW_LINES })}
        </Text>
      ) : null}
      {points ? (
        <>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{t('total')}</Text>
            <Text fw={700}>{pointsText(total)}</Text>
          </Group>
        </>
      ) : null}
      {overBalance ? (
        <Alert color="red" variant="light" p="xs">
          {t('overBalance')}
        </Alert>
      ) : null}
      <Group grow gap="xs">
        <Button variant="default" renderRoot={(props) => <Link to="/shop/cart" {...props} />} onClick={onLeave}>
          {t('viewCart')}
        </Button>
        <Button
          disabled={!checkout}
          onClick={() => {
            onLeave();
            cart.send({ type: 'cart.checkout' });
          }}
        >
          {tc('checkout')}
        </Button>
      </Group>
    </Stack>
  );
}
