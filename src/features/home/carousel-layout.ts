import type { Program } from '../../api/queries/program';
import type { CardLayout } from '../catalogue/product-card';

type Section = NonNullable<Program['content'][string]>['pages'][number]['sections'][number];
export type CarouselSection = Extract<Section, { type: 'productsCarousel' | 'productCarousel' }>;
export type CarouselLayout = CarouselSection['layout'];

export interface CarouselLayoutSpec {
  /** Slides in view per breakpoint: 4, 5 or 3 at full width [home-and-layout 5], fewer on smaller screens. */
  slideSize: Record<string, string>;
  perView: number;
  card: CardLayout;
  /** grid-4-sm: smaller cards, without features. */
  compact: boolean;
}

const QUARTERS = { base: '100%', xs: '50%', sm: '33.3333%', md: '25%' };

export const CAROUSEL_LAYOUTS: Record<CarouselLayout, CarouselLayoutSpec> = {
  'grid-4': { slideSize: QUARTERS, perView: 4, card: 'grid', compact: false },
  'grid-4-sm': { slideSize: { base: '50%', sm: '33.3333%', md: '25%' }, perView: 4, card: 'grid', compact: true },
  'grid-5': { slideSize: { ...QUARTERS, lg: '20%' }, perView: 5, card: 'grid', compact: true },
  horizontal: { slideSize: { base: '100%', sm: '50%', md: '33.3333%' }, perView: 3, card: 'list', compact: true },
};

/** `rows` products stacked in each slide, in order. */
export function chunk<T>(items: readonly T[], rows: number): T[][] {
  const size = Math.max(1, Math.floor(rows));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
