import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Stack, Text, Title } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import type { Program } from '../../api/queries/program';
import { useT } from '../../i18n';
import classes from './home.module.css';
import { SlideAction } from './slide-action';
import { useAutoplay } from './use-autoplay';

type Section = NonNullable<Program['content'][string]>['pages'][number]['sections'][number];
export type SliderSection = Extract<Section, { type: 'slider' }>;

/**
 * Slider [home-and-layout 4]: each slide's picture by screen size (imageMobile on phones, imageFull on wide
 * screens, imageClassic between), its title, text and action; autoplay every slideSpeed seconds.
 */
export default function SliderSectionView({ section, first = false }: { section: SliderSection; first?: boolean }) {
  const t = useT('shop');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const autoplay = useAutoplay(embla, section.slideSpeed);
  const count = section.slides.length;
  if (count === 0) return null;
  return (
    <section aria-roledescription={t('slider.roleCarousel')} aria-label={t('slider.label')} {...autoplay}>
      <Carousel
        withIndicators={count > 1}
        withControls={count > 1}
        emblaOptions={{ loop: count > 1 }}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': t('slider.previous') }}
        nextControlProps={{ 'aria-label': t('slider.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('slider.slide', { index: index + 1, count }) })}
      >
        {section.slides.map((slide, index) => (
          <Carousel.Slide
            key={index}
            role="group"
            aria-roledescription={t('slider.roleSlide')}
            aria-label={t('slider.slide', { index: index + 1, count })}
          >
            <div className={classes.slide}>
              <picture>
                <source media="(max-width: 48em)" srcSet={slide.imageMobile} />
                <source media="(min-width: 75em)" srcSet={slide.imageFull} />
                <img
                  className={classes.slideImage}
                  src={slide.imageClassic}
                  alt=""
                  width={1600}
                  height={600}
                  // The first slide of the page is its largest paint.
                  loading={first && index === 0 ? 'eager' : 'lazy'}
                  {...(first && index === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              </picture>
              {slide.title || slide.text || slide.action ? (
                <Stack className={classes.slideText} gap="xs">
                  {slide.title ? (
                    <Title order={2} size="h3">
                      {slide.title}
                    </Title>
                  ) : null}
                  {slide.text ? <Text>{slide.text}</Text> : null}
                  {slide.action?.text ? (
                    <div>
                      <SlideAction text={slide.action.text} link={slide.action.link} />
                    </div>
                  ) : null}
                </Stack>
              ) : null}
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
