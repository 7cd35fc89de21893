import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Table } from '../../ui/table';
import type { Product } from '../../api/queries/product';
import { useFormat, useLocale, useT } from '../../i18n';
import { SanitizedHtml } from '../../ui/sanitized-html';
import classes from './catalogue.module.css';
import { localizedName, localizedSalesCopy } from './product-name';
import { productVideos } from './video-embed';

/** [catalogue 32]: dimensions in inches and pounds, each hidden when 0. */
export function shownDimensions(dims: Product['dims']) {
  if (!dims) return [];
  return (
    [
      ['height', dims.itemHeight, 'inches'],
      ['width', dims.itemWidth, 'inches'],
      ['weight', dims.itemWeight, 'pounds'],
    ] as const
  ).filter(([, value]) => value > 0);
}

/**
 * Product page tabs [catalogue 31]: description (the translated name and sales copy; not for a product
 * without options, whose copy is already beside the picture), Details (features, dimensions),
 * Videos (only when the product or its brand has one, played in a sandboxed frame).
 */
export function ProductTabs({ product }: { product: Product }) {
  const t = useT('shop');
  const { locale } = useLocale();
  const salesCopy = localizedSalesCopy(product, locale);
  const { number } = useFormat();
  const videos = productVideos(product);
  const dims = shownDimensions(product.dims);
  const withDescription = product.options.length > 0;
  type Tab = 'description' | 'details' | 'videos';
  const tabs: Tab[] = [...(withDescription ? ['description' as const] : []), 'details', ...(videos.length ? ['videos' as const] : [])];
  return (
    <Tabs defaultValue={tabs[0]} keepMounted={false} mt="xl">
      <Tabs.List aria-label={t('tabs.label')}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {withDescription ? (
        <Tabs.Panel value="description" pt="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {localizedName(product, locale)}
            </Title>
            {salesCopy ? <SanitizedHtml html={salesCopy} /> : null}
          </Stack>
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="details" pt="md">
        <Stack gap="lg">
          {product.features.length > 0 ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('details.features')}
              </Title>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {product.features.map((f, i) => (
                  <li key={i}>
                    <Text size="sm">{f.featureName}</Text>
                  </li>
                ))}
              </ul>
            </Stack>
          ) : null}
          {dims.length > 0 ? (
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('details.dimensions')}
              </Title>
              {/* As wide as its words: a flex column would stretch it across the page. */}
              <Table withRowBorders={false} w="auto" style={{ alignSelf: 'flex-start' }} verticalSpacing={4}>
                <Table.Tbody>
                  {dims.map(([key, value, unit]) => (
                    <Table.Tr key={key}>
                      <Table.Th scope="row" fw={600} pl={0}>
                        {t(`details.${key}`)}
                      </Table.Th>
                      <Table.Td>{t(`details.${unit}`, { value: number(value) })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          ) : null}
        </Stack>
      </Tabs.Panel>
      {videos.length ? (
        <Tabs.Panel value="videos" pt="md">
          <Stack gap="md">
            {videos.map((video, i) => (
              <iframe
                key={`${i}-${video.src}`}
                className={classes.videoFrame}
                src={video.src}
                title={t('video.title', { name: video.title || localizedName(product, locale) })}
                // The player runs in its own origin; it may not navigate this page or open forms.
                sandbox="allow-scripts allow-same-origin allow-presentation"
                allow="encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                loading="lazy"
              />
            ))}
          </Stack>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
