/**
 * The pages the benchmark measures and the size check guards: where the browser goes, whether a
 * participant must be signed in, and which modules of the build render the page's first view.
 *
 * `routes` are the route files matched for the address (TanStack Router splits each into
 * `<file>?tsr-split=component` chunks, loaded before the route renders). `renders` are modules
 * the page imports lazily but shows in its first view (the home page's slider, for example), so
 * they belong to what the browser must fetch before the page is complete.
 */
export interface BenchPage {
  /** Short name used in tables, result files and the budgets file. */
  name: string;
  /** Address opened in the browser (the category and product are filled in from the seed). */
  path: string;
  signedIn: boolean;
  routes: string[];
  renders: string[];
}

export const pages: BenchPage[] = [
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    routes: ['src/routes/_public.tsx', 'src/routes/_public/login/index.tsx'],
    renders: [],
  },
  {
    // The link of the password reset mail, often opened once on a phone; the token is not a real
    // one, which the first view cannot tell (the form asks the API only when sent).
    name: 'reset',
    path: '/login/reset-password?token=bench-not-a-token&email=buyer048%40summit.example',
    signedIn: false,
    routes: ['src/routes/_public.tsx', 'src/routes/_public/login/reset-password.tsx'],
    renders: [],
  },
  {
    name: 'home',
    path: '/',
    signedIn: true,
    routes: ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'],
    renders: ['src/features/home/slider-section.tsx', 'src/features/home/products-carousel-section.tsx'],
  },
  {
    name: 'shop',
    path: '/shop',
    signedIn: true,
    routes: ['src/routes/_app.tsx', 'src/routes/_app/shop/index.tsx'],
    renders: [],
  },
  {
    name: 'category',
    path: '/shop/catalog/electronics',
    signedIn: true,
    routes: ['src/routes/_app.tsx', 'src/routes/_app/shop/catalog/$categorySlug.tsx'],
    renders: [],
  },
  {
    name: 'product',
    path: '/shop/products/aurora-wireless-headphones',
    signedIn: true,
    routes: ['src/routes/_app.tsx', 'src/routes/_app/shop/products/$productSlug.tsx'],
    renders: [],
  },
  {
    name: 'cart',
    path: '/shop/cart',
    signedIn: true,
    routes: ['src/routes/_app.tsx', 'src/routes/_app/shop/cart.tsx'],
    renders: [],
  },
];
