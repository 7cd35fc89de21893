import { Stack } from '@mantine/core';
import { Suspense } from 'react';
import type { ContentPage } from '../../domain/content-pages';
import { SanitizedHtml } from '../../ui/sanitized-html';
import classes from './home.module.css';
import { lazyComponent } from '../../ui/lazy-component';

// The carousels (embla, the product cards) are their own chunk, loaded when a page has one.
const SliderSection = lazyComponent(() => import('./slider-section'));
const ProductsCarouselSection = lazyComponent(() => import('./products-carousel-section'));

/** The kinds of section the shop draws [home-and-layout 2]; any other is skipped. */
const SHOWN_SECTIONS: ReadonlySet<string> = new Set(['html', 'slider', 'productsCarousel', 'productCarousel']);

/** Whether a page has anything to show: at least one section of a kind the shop draws. */
export function hasShownSections(page: Pick<ContentPage, 'sections'> | undefined): boolean {
  return page?.sections.some((section) => SHOWN_SECTIONS.has(section.type)) ?? false;
}

/** [home-and-layout 2-5]: a page's sections in order: html (sanitized), slider, products carousel. */
export function HomeSections({ sections }: { sections: ContentPage['sections'] }) {
  return (
    <Stack gap={40}>
      {sections.map((section, index) => {
        switch (section.type) {
          case 'html':
            return <SanitizedHtml key={index} html={section.html} />;
          case 'slider':
            return (
              <Suspense key={index} fallback={<div className={classes.sliderPlaceholder} />}>
                <SliderSection section={section} first={index === 0} />
              </Suspense>
            );
          case 'productsCarousel':
          case 'productCarousel':
            return (
              <Suspense key={index} fallback={null}>
                <ProductsCarouselSection section={section} />
              </Suspense>
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}
