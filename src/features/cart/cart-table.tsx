import { ActionIcon, Anchor, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Table } from '../../ui/table';
import { Link } from '@tanstack/react-router';
import { isLineRemoving } from '../../../machines/cart/cart.selectors';
import { useT } from '../../i18n';
import classes from './cart.module.css';
import stacked from './stacked-table.module.css';
import { CartContext } from './cart-context';
import { CartQuantityInput } from './cart-quantity-input';
import { TrashIcon } from '../../ui/icons';
import { ProductThumb } from '../../ui/product-image';
import { OptionText, useLineLabel } from '../../ui/option-text';
import { usePointsText } from './points';
import { useCartRows, type CartRow } from './use-cart-rows';

/**
 * The cart page's table [cart 11]: picture, name and options, price, quantity, total, remove.
 * Plateau and claim programs show no points and order one gift, so they get neither prices nor
 * a quantity.
 */
export function CartTable({ points }: { points: boolean }) {
  const t = useT('cart');
  const rows = useCartRows();
  return (
    <Table className={`${stacked.table} ${classes.table}`} verticalSpacing="sm" highlightOnHover={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={88}>
            <VisuallyHidden>{t('col.image')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('col.product')}</Table.Th>
          {points ? (
            <>
              <Table.Th ta="end">{t('col.price')}</Table.Th>
              <Table.Th>{t('col.quantity')}</Table.Th>
              <Table.Th ta="end">{t('col.total')}</Table.Th>
            </>
          ) : null}
          <Table.Th w={56}>
            <VisuallyHidden>{t('col.remove')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <CartTableRow key={row.line.id} row={row} points={points} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CartTableRow({ row, points }: { row: CartRow; points: boolean }) {
  const t = useT('cart');
  const cart = CartContext.useActorRef();
  const pointsText = usePointsText();
  const lineLabel = useLineLabel();
  const { line, name, image, options } = row;
  const label = lineLabel(name, options);
  const removing = CartContext.useSelector((s) => isLineRemoving(s, line.id));
  const canRemove = CartContext.useSelector((s) => s.can({ type: 'cart.remove', lineId: line.id }) && !isLineRemoving(s, line.id));
  return (
    <Table.Tr className={removing ? classes.removing : undefined} aria-busy={removing || undefined}>
      <Table.Td className={classes.cellImage}>
        <ProductThumb src={image} size={64} className={classes.thumb} />
      </Table.Td>
      <Table.Td className={classes.cellProduct}>
        <Stack gap={2}>
          <Anchor
            renderRoot={(props) => <Link to="/shop/products/$productSlug" params={{ productSlug: line.productSlug }} {...props} />}
            fw={600}
          >
            {name}
          </Anchor>
          <OptionText options={options} />
          {removing ? (
            <Text size="sm" c="dimmed" role="status">
              {t('removing')}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      {points ? (
        <>
          <Table.Td className={`${classes.cellPrice} ${stacked.labelled}`} ta="end" data-label={t('col.price')}>
            {pointsText(line.unitPrice)}
          </Table.Td>
          <Table.Td className={classes.cellQuantity}>
            <CartQuantityInput lineId={line.id} name={label} disabled={removing} />
          </Table.Td>
          <Table.Td className={`${classes.cellTotal} ${stacked.labelled}`} ta="end" data-label={t('col.total')}>
            {pointsText(line.unitPrice * line.quantity)}
          </Table.Td>
        </>
      ) : null}
      <Table.Td className={classes.cellRemove}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('remove', { name: label })}
          disabled={!canRemove}
          onClick={() => cart.send({ type: 'cart.remove', lineId: line.id })}
        >
          <TrashIcon size={20} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}
