import { HomeSections } from '../home/home-sections';
import type { ContentPage } from '../../domain/content-pages';

/** A content page's sections in order: html, sliders and product carousels alike [home-and-layout 2, 6]. */
export function ContentSections({ page }: { page: ContentPage }) {
  return <HomeSections sections={page.sections} />;
}
