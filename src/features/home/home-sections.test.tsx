// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductQuery } from '../../api/queries/products';
import { fixtures, json, renderCatalogue } from '../catalogue/test-utils';
import { responsesArrived, chunkArrived } from '../../test/chunks';
import { HomeSections } from './home-sections';

afterEach(cleanup);

const slider = {
  type: 'slider' as const,
  slideSpeed: 0,
  slides: [
    {
      imageClassic: '/c1.svg',
      imageFull: '/f1.svg',
      imageMobile: '/m1.svg',
      title: 'Rewards for every summit',
      text: 'Redeem your points',
      action: { text: 'Shop now', link: '/shop' },
    },
    {
      imageClassic: '/c2.svg',
      imageFull: '/f2.svg',
      imageMobile: '/m2.svg',
      title: 'Keep learning',
      text: null,
      action: { text: 'Start learning', link: 'https://learning.example/' },
    },
    {
      imageClassic: '/c3.svg',
      imageFull: '/f3.svg',
      imageMobile: '/m3.svg',
      title: null,
      text: null,
      action: { text: 'Bad', link: 'javascript:window.__xss=3' },
    },
  ],
};

const carousel = (categories: { name: string; slug: string }[], layout: 'grid-4' | 'grid-4-sm' | 'grid-5' | 'horizontal' = 'grid-4') => ({
  type: 'productsCarousel' as const,
  title: 'Featured rewards',
  layout,
  rows: 1,
  source: 'featured',
  limit: 8,
  slideSpeed: 0,
  categories,
});

/** Electronics has two featured products; travel none. */
function api(url: URL) {
  const o = JSON.parse(url.searchParams.get('o')!) as ProductQuery;
  const items = o.category === 'travel' ? [] : [fixtures.aurora, fixtures.speaker];
  return json({ items, total: items.length, page: 1, limit: o.limit });
}

describe('home sections', () => {
  it('html is sanitized', async () => {
    await renderCatalogue(
      <HomeSections
        sections={[{ type: 'html', html: '<h2>Welcome</h2><img src=x onerror="window.__xss=2"><script>window.__xss=1</script>' }]}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(document.querySelector('script, img[onerror]')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('a slider shows each slide’s picture by screen size, title, text and action; another site opens in a new tab', async () => {
    await renderCatalogue(<HomeSections sections={[slider]} />);
    await chunkArrived(() => import('./slider-section'));
    const first = await screen.findByRole('group', { name: 'Slide 1 of 3' });
    expect(within(first).getByRole('heading', { name: 'Rewards for every summit' })).toBeTruthy();
    const sources = [...first.querySelectorAll('source')].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(max-width: 48em)', '/m1.svg'],
      ['(min-width: 75em)', '/f1.svg'],
    ]);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/c1.svg');
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(within(first).getByRole('link', { name: 'Shop now' }).getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: /^Start learning/ });
    expect(external.textContent).toBe('Start learning (opens in a new tab)');
    expect(external.getAttribute('href')).toBe('https://learning.example/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    // A script address is no link at all.
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('a products carousel has a tab per category with products, and shows nothing when none has any', async () => {
    const { requests, queryClient } = await renderCatalogue(
      <HomeSections
        sections={[
          carousel([
            { name: 'Electronics', slug: 'electronics' },
            { name: 'Travel', slug: 'travel' },
          ]),
        ]}
      />,
      { respond: api },
    );
    await chunkArrived(() => import('./products-carousel-section'));
    await responsesArrived(queryClient);
    await screen.findByRole('heading', { level: 2, name: 'Featured rewards' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Electronics']);
    expect(await screen.findByRole('article', { name: 'Aurora Wireless Headphones' })).toBeTruthy();
    expect(requests.map((r) => JSON.parse(r.searchParams.get('o')!))).toEqual([
      { limit: 8, source: 'featured', category: 'electronics' },
      { limit: 8, source: 'featured', category: 'travel' },
    ]);
    cleanup();
    const second = await renderCatalogue(
      <HomeSections sections={[{ type: 'html', html: '<p>Only this</p>' }, carousel([{ name: 'Travel', slug: 'travel' }])]} />,
      { respond: api },
    );
    await screen.findByText('Only this');
    // Wait until the carousel has asked for its tab and had its response, then check it rendered nothing.
    await chunkArrived(() => import('./products-carousel-section'));
    await waitFor(() => expect(second.requests).toHaveLength(1));
    await responsesArrived(second.queryClient);
    expect(screen.queryByRole('heading', { name: 'Featured rewards' })).toBeNull();
  });

  it('a carousel card of a product without pictures shows the placeholder', async () => {
    const bare = { ...fixtures.speaker, images: [] };
    const { queryClient } = await renderCatalogue(<HomeSections sections={[carousel([])]} />, { respond: () => json({ items: [bare], total: 1, page: 1, limit: 8 }) });
    await chunkArrived(() => import('./products-carousel-section'));
    await responsesArrived(queryClient);
    const card = await screen.findByRole('article', { name: 'Echo Smart Speaker' });
    expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('horizontal carousels lay products out as list cards; no categories is one tab of all products', async () => {
    const { queryClient } = await renderCatalogue(<HomeSections sections={[carousel([], 'horizontal')]} />, { respond: api });
    await chunkArrived(() => import('./products-carousel-section'));
    await responsesArrived(queryClient);
    const card = await screen.findByRole('article', { name: 'Echo Smart Speaker' });
    // List cards put the picture beside the text: no feature list, the price below.
    expect(card.querySelector('ul')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
