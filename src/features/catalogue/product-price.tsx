import { Group, Text } from '@mantine/core';
import type { Product, ProductOption } from '../../api/queries/product';
import { useProgram } from '../../app/boot/use-program';
import { unitPrice } from '../../domain/pricing';
import { useFormat, useT } from '../../i18n';
import { useRegion } from '../layout';

/**
 * The price in points ([programs-and-modes 1, 17]: only for points programs that allow purchase; the caller checks).
 * A discount shows the list price struck through beside it.
 */
export function ProductPrice({
  product,
  option = null,
  size = 'lg',
}: {
  product: Product;
  option?: ProductOption | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const t = useT('common');
  const ts = useT('shop');
  const { number } = useFormat();
  const [region] = useRegion(useProgram());
  const price = unitPrice(product, option, region);
  const was = option?.price == null && product.discountPrice != null && product.price > price ? product.price : null;
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      <Text fw={700} size={size} c={was ? 'red' : undefined}>
        {t('pointsAmount', { points: number(price) })}
      </Text>
      {was ? (
        <Text size="sm" c="dimmed" td="line-through">
          {ts('card.wasPrice', { points: number(was) })}
        </Text>
      ) : null}
    </Group>
  );
}
