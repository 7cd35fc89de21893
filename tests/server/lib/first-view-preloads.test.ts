import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../server/lib/build-manifest';
import { firstViewPreloads, routeSegments, withFirstViewPreloads } from '../../../server/lib/first-view-preloads';

// A build's manifest in small: the entry and its chunk, two layouts, pages under each, and
// shared chunks some of them import.
const split = (file: string) => `${file}?tsr-split=component`;
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_common.js'] },
  '_common.js': { file: 'assets/common.js' },
  [split('src/routes/_app.tsx')]: { file: 'assets/_app.js', imports: ['_layout.js', '_common.js'] },
  '_layout.js': { file: 'assets/layout.js', imports: ['_common.js'] },
  'src/routes/_app.tsx?tsr-split=notFoundComponent': { file: 'assets/_app-404.js' },
  [split('src/routes/_app/index.tsx')]: { file: 'assets/home.js', imports: ['_card.js'] },
  [split('src/routes/_app/$pageName.tsx')]: { file: 'assets/content-page.js' },
  [split('src/routes/_app/shop/index.tsx')]: { file: 'assets/shop.js', imports: ['_list.js'] },
  '_list.js': { file: 'assets/list.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card.js' },
  [split('src/routes/_app/shop/cart.tsx')]: { file: 'assets/cart.js' },
  [split('src/routes/_app/shop/products/$productSlug.tsx')]: { file: 'assets/product.js', imports: ['_card.js'] },
  [split('src/routes/_public.tsx')]: { file: 'assets/_public.js' },
  [split('src/routes/_public/login/index.tsx')]: { file: 'assets/login.js' },
  [split('src/routes/_public/$lp/score.tsx')]: { file: 'assets/score.js' },
  'src/features/home/slider-section.tsx': { file: 'assets/slider.js', src: 'src/features/home/slider-section.tsx' },
};

const preloads = firstViewPreloads(manifest);
const app = ['assets/_app.js', 'assets/layout.js'];

describe('first-view preloads', () => {
  it("lists a page's chunks after its layout's, without what index.html loads already", () => {
    expect(preloads.filesFor('/shop')).toEqual([...app, 'assets/shop.js', 'assets/list.js', 'assets/card.js']);
    expect(preloads.filesFor('/')).toEqual([...app, 'assets/home.js', 'assets/card.js']);
    expect(preloads.filesFor('/login')).toEqual(['assets/_public.js', 'assets/login.js']);
  });

  it('prefers a fixed address to a parameter, as the router does', () => {
    expect(preloads.filesFor('/shop/cart')).toEqual([...app, 'assets/cart.js']);
    expect(preloads.filesFor('/about-us')).toEqual([...app, 'assets/content-page.js']);
    expect(preloads.filesFor('/login')).not.toContain('assets/content-page.js');
  });

  it('fills parameters, ignores a trailing slash and the case of letters', () => {
    expect(preloads.filesFor('/shop/products/aurora-headphones')).toEqual([...app, 'assets/product.js', 'assets/card.js']);
    expect(preloads.filesFor('/Shop/')).toEqual(preloads.filesFor('/shop'));
    expect(preloads.filesFor('/learn/score')).toEqual(['assets/_public.js', 'assets/score.js']);
  });

  it('lists nothing for an address no route takes, and never a layout on its own', () => {
    expect(preloads.filesFor('/shop/products/a/b')).toEqual([]);
    expect(preloads.filesFor('/no/such/page')).toEqual([]);
    // _app is a layout (it has a folder): it is never the page an address opens.
    expect(preloads.filesFor('/')).toContain('assets/home.js');
  });

  it('never lists a not-found chunk or a module the page loads lazily', () => {
    const all = ['/', '/shop', '/shop/cart', '/about-us', '/login'].flatMap((path) => preloads.filesFor(path));
    expect(all).not.toContain('assets/_app-404.js');
    expect(all).not.toContain('assets/slider.js');
  });

  it('refuses a manifest that does not hold together (a chunk importing one it does not list)', () => {
    expect(() =>
      firstViewPreloads({ ...manifest, [split('src/routes/_app/shop/cart.tsx')]: { file: 'assets/cart.js', imports: ['_gone.js'] } }),
    ).toThrow('manifest has no _gone.js');
  });

  it('takes a folder\'s route.tsx as the layout of the pages in that folder', () => {
    const withCheckout = firstViewPreloads({
      ...manifest,
      [split('src/routes/_app/shop/checkout/route.tsx')]: { file: 'assets/checkout-flow.js' },
      [split('src/routes/_app/shop/checkout/summary.tsx')]: { file: 'assets/summary.js' },
    });
    expect(withCheckout.filesFor('/shop/checkout/summary')).toEqual([...app, 'assets/checkout-flow.js', 'assets/summary.js']);
    expect(withCheckout.filesFor('/shop/checkout/route')).toEqual([]);
  });

  it('reads route files by TanStack Router conventions', () => {
    expect(routeSegments('_app/shop/index')).toEqual([{ kind: 'static', text: 'shop' }]);
    expect(routeSegments('_public/$lp/score')).toEqual([{ kind: 'param' }, { kind: 'static', text: 'score' }]);
    expect(routeSegments('(marketing)/$')).toEqual([{ kind: 'splat' }]);
  });
});

describe('withFirstViewPreloads', () => {
  const html = '<html><head>\n    <script type="module" src="/assets/index.js"></script>\n  </head><body></body></html>';

  it('adds one modulepreload link per file at the end of the head', () => {
    const out = withFirstViewPreloads(html, ['assets/_app.js', 'assets/shop.js']);
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/_app.js">\n    <link rel="modulepreload" crossorigin href="/assets/shop.js">\n  </head>',
    );
    expect(out.indexOf('index.js')).toBeLessThan(out.indexOf('_app.js'));
  });

  it('leaves the page alone when there is nothing to add', () => {
    expect(withFirstViewPreloads(html, [])).toBe(html);
  });
});
