import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Stack, Tabs, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { EmblaCarouselType } from 'embla-carousel';
import { useDeferredValue, useId, useState } from 'react';
import type { Product } from '../../api/queries/product';
import { productsQuery, type ProductQuery } from '../../api/queries/products';
import { useApi } from '../../app/api-context';
import { useT } from '../../i18n';
import { PRODUCT_SOURCES } from '../../schemas/catalogue-query';
import { CardEnvironment } from '../catalogue/card-environment';
import { ProductCard } from '../catalogue/product-card';
import { QuickViewHost } from '../catalogue/quick-view-host';
import { CAROUSEL_LAYOUTS, chunk, type CarouselSection } from './carousel-layout';
import classes from './home.module.css';
import { useAutoplay } from './use-autoplay';

const sourceOf = (source: string): ProductQuery['source'] =>
  (PRODUCT_SOURCES as readonly string[]).includes(source) ? (source as ProductQuery['source']) : 'all';

/**
 * Products carousel [home-and-layout 5]: a title, the section's categories as tabs (one tab of all products
 * without any), `limit` products of its source per tab in the layout's number of slides, `rows`
 * to a slide, autoplay every slideSpeed seconds. Tabs without products are left out, and the
 * section shows nothing when no tab has any.
 */
export default function ProductsCarouselSection({ section }: { section: CarouselSection }) {
  const t = useT('shop');
  const api = useApi();
  const headingId = useId();
  const tabs = section.categories.length
    ? section.categories.map((c) => ({ key: c.slug, label: c.name, category: c.slug as string | undefined }))
    : [{ key: 'all', label: t('carousel.all'), category: undefined }];
  const results = useQueries({
    queries: tabs.map((tab) =>
      productsQuery(api, { limit: section.limit, source: sourceOf(section.source), ...(tab.category ? { category: tab.category } : {}) }),
    ),
  });
  const filled = tabs.map((tab, i) => ({ ...tab, items: results[i]?.data?.items ?? [] })).filter((tab) => tab.items.length > 0);
  const [active, setActive] = useState<string | null>(null);
  // The products' response renders synchronously (a query store update), and Embla measures the
  // carousel in an effect of that render: one long task on the home page. Shown in a deferred
  // render of its own, the carousel is built in slices and measured in a task of its own (docs/performance.md).
  const shown = useDeferredValue(filled.length > 0);
  if (!shown || filled.length === 0) return null;
  const current = filled.find((tab) => tab.key === active) ?? filled[0]!;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {section.title}
      </Title>
      {filled.length > 1 || section.categories.length > 0 ? (
        <Tabs value={current.key} onChange={setActive} keepMounted={false}>
          <Tabs.List className={classes.carouselTabs} aria-label={t('carousel.tabs', { title: section.title })}>
            {filled.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {filled.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key} pt="md">
              <ProductSlides section={section} items={tab.items} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <ProductSlides section={section} items={current.items} />
      )}
    </Stack>
  );
}

function ProductSlides({ section, items }: { section: CarouselSection; items: readonly Product[] }) {
  const t = useT('shop');
  const spec = CAROUSEL_LAYOUTS[section.layout] ?? CAROUSEL_LAYOUTS['grid-4'];
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const autoplay = useAutoplay(embla, section.slideSpeed);
  const slides = chunk(items, section.rows);
  return (
    <QuickViewHost>
      <CardEnvironment>
        <div {...autoplay}>
          <Carousel
            slideSize={spec.slideSize}
            slideGap="md"
            emblaOptions={{ align: 'start', slidesToScroll: 1, loop: slides.length > spec.perView }}
            getEmblaApi={setEmbla}
            previousControlProps={{ 'aria-label': t('carousel.previous') }}
            nextControlProps={{ 'aria-label': t('carousel.next') }}
            controlsOffset="xs"
          >
            {slides.map((group, index) => (
              <Carousel.Slide key={index}>
                <div className={classes.carouselSlide}>
                  {group.map((product) => (
                    <ProductCard key={product.productID} product={product} layout={spec.card} compact={spec.compact} headingOrder={3} />
                  ))}
                </div>
              </Carousel.Slide>
            ))}
          </Carousel>
        </div>
      </CardEnvironment>
    </QuickViewHost>
  );
}
