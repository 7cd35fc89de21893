import { Badge, Group } from '@mantine/core';
import type { Product } from '../../api/queries/product';
import { useT } from '../../i18n';

export const BADGE_COLOURS: Record<Product['badges'][number], string> = { discount: 'red', featured: 'accent', new: 'teal' };

/** SPEC §2: discount, featured and new badges. */
export function ProductBadges({ badges, size = 'sm' }: { badges: Product['badges']; size?: 'xs' | 'sm' | 'md' }) {
  const t = useT('shop');
  if (badges.length === 0) return null;
  return (
    <Group gap={4}>
      {badges.map((badge) => (
        <Badge key={badge} color={BADGE_COLOURS[badge]} size={size} variant="filled" radius="sm">
          {t(`badge.${badge}`)}
        </Badge>
      ))}
    </Group>
  );
}
