import { Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ProductThumb } from '../../ui/product-image';
import { Table } from '../../ui/table';
import { useQueries } from '@tanstack/react-query';
import type { ChosenOption } from '../../domain/chosen-options';
import { postalLines, type PostalPlace } from '../../domain/postal-address';
import { productQuery } from '../../api/queries/product';
import { useApi } from '../../app/api-context';
import { useLocale, useT } from '../../i18n';
import { OptionText } from '../../ui/option-text';
import { usePointsText } from '../cart/points';
import { productDisplayName } from '../cart/product-text';
import { formatDays } from './format-days';
import stacked from '../cart/stacked-table.module.css';
import classes from './order.module.css';

export interface OrderViewItem {
  key: string;
  slug: string;
  name: string;
  /** In the product's order, shown as they come. */
  options: readonly ChosenOption[];
  quantity: number;
  total: number;
  dropShipDays: number | null;
  image: string | null;
}

export interface OrderViewAddress extends PostalPlace {
  fullName: string;
  phone: string;
  email?: string | null | undefined;
}

/** Item names in the participant's language where the catalogue has them (orders keep the English). */
function useItemNames(items: readonly OrderViewItem[]): string[] {
  const api = useApi();
  const { locale } = useLocale();
  const slugs = [...new Set(items.map((item) => item.slug))];
  const results = useQueries({ queries: slugs.map((slug) => ({ ...productQuery(api, slug), retry: false })) });
  const bySlug = new Map(slugs.map((slug, i) => [slug, results[i]?.data]));
  return items.map((item) => {
    const product = bySlug.get(item.slug);
    return product ? productDisplayName(product, locale) : item.name;
  });
}

/**
 * The items of an order or a summary [checkout 23]: name, options and ETA in days; quantity and line
 * total only in points programs.
 */
export function OrderItemsTable({ items, points }: { items: readonly OrderViewItem[]; points: boolean }) {
  const t = useT('cart');
  const { locale } = useLocale();
  const pointsText = usePointsText();
  const names = useItemNames(items);
  return (
    <Table verticalSpacing="sm" className={`${stacked.table} ${classes.table}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={72}>
            <VisuallyHidden>{t('col.image')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{t('col.product')}</Table.Th>
          <Table.Th>{t('col.eta')}</Table.Th>
          {points ? (
            <>
              <Table.Th ta="end">{t('col.quantity')}</Table.Th>
              <Table.Th ta="end">{t('col.total')}</Table.Th>
            </>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, i) => (
          <Table.Tr key={item.key}>
            <Table.Td className={classes.image}>
              <ProductThumb src={item.image} size={56} />
            </Table.Td>
            <Table.Td>
              <Text fw={600}>{names[i]}</Text>
              <OptionText options={item.options} />
            </Table.Td>
            <Table.Td className={stacked.labelled} data-label={t('col.eta')}>
              {item.dropShipDays === null ? '—' : formatDays(locale, item.dropShipDays)}
            </Table.Td>
            {points ? (
              <>
                <Table.Td ta="end" className={stacked.labelled} data-label={t('col.quantity')}>
                  {item.quantity}
                </Table.Td>
                <Table.Td ta="end" className={stacked.labelled} data-label={t('col.total')}>
                  {pointsText(item.total)}
                </Table.Td>
              </>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The shipping address card [checkout 24]; `emailLabel` is Code on a claim program's order. */
export function AddressCard({ address, emailLabel }: { address: OrderViewAddress; emailLabel: 'email' | 'code' }) {
  const t = useT('cart');
  const { locale } = useLocale();
  const lines = postalLines(address, locale);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-address-title">
      <Stack gap={4}>
        <Title order={2} size="h5" id="order-address-title" mb={4}>
          {t('order.shipTo')}
        </Title>
        <Text fw={600}>{address.fullName}</Text>
        {lines.map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
        <Text>
          <Text span c="dimmed">
            {t('address.phone')}:
          </Text>{' '}
          {address.phone}
        </Text>
        {address.email ? (
          <Text>
            <Text span c="dimmed">
              {emailLabel === 'code' ? t('address.code') : t('address.email')}:
            </Text>{' '}
            {address.email}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
