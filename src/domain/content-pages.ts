import type { Program } from '../api/queries/program';
import type { Locale } from './locales';

export type ContentPage = NonNullable<Program['content'][string]>['pages'][number];
export type Section = ContentPage['sections'][number];

/** The content page named `url` in the program content for `locale` [home-and-layout 6], if there is one. */
export function findContentPage(program: Pick<Program, 'content'>, locale: Locale, url: string): ContentPage | undefined {
  const wanted = url.toLowerCase();
  return program.content[locale]?.pages.find((page) => page.url.toLowerCase() === wanted);
}

/** Whether any locale of the program has a page named `url`: the page exists, whatever the language. */
export function hasContentPage(program: Pick<Program, 'content'>, url: string): boolean {
  const wanted = url.toLowerCase();
  return Object.values(program.content).some((content) => content?.pages.some((page) => page.url.toLowerCase() === wanted));
}
