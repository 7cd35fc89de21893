import { Alert, Anchor, Box, Button, Center, Group, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { Suspense, useCallback, useRef } from 'react';
import { useLocale, useT } from '../../i18n';
import { PageContainer } from '../../ui/page-container';
import { Breadcrumbs } from '../layout';
import classes from './catalogue.module.css';
import { EmptyState } from './empty-state';
import { FilterChips } from './filter-chips';
import { hasAnyFilter } from './filters/shown-filters';
import { useLayoutChoice } from './layout-choice';
import { hasFilters, withoutFilters, withPage } from './list-address';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { categoryName } from './product-name';
import { ProductResults } from './product-results';
import { QuickViewHost } from './quick-view-host';
import { ResultsLegend } from './results-legend';
import { useProductList, type ProductListRoute } from './use-product-list';
import { usePageTitle } from './use-page-title';
import { lazyComponent, lazyDialog, useIdlePreload } from '../../ui/lazy-component';

// Only the phone layout has the filter drawer, and only when it is opened.
const FilterDrawer = lazyDialog(() => import('./filter-drawer').then((m) => m.FilterDrawer));

// The filter panel (its category tree, checkboxes, slider and number inputs: ~20 kB gzip) is a chunk
// of its own, fetched once the browser is idle after the page's first render; it then fills the
// sidebar's fixed-width column, and the drawer's (docs/performance.md).
const FilterPanel = lazyComponent(() => import('./filters/filter-panel').then((m) => ({ default: m.FilterPanel })));

/**
 * /shop, /shop/catalog and /shop/catalog/{categorySlug} [catalogue 1-17]: breadcrumb and
 * title, the filter sidebar (a drawer on phones), toolbar, chips, results legend, the products,
 * pagination; the empty state, and failures with Retry. Everything is read from the address (the
 * route's search) and the page of products TanStack Query holds for it.
 */
export function ProductListPage(route: ProductListRoute) {
  const t = useT('shop');
  const tc = useT('common');
  const { locale } = useLocale();
  const list = useProductList(route);
  const { program, address, options, page, trail, go, loading } = list;
  const [layout, setLayout] = useLayoutChoice(program);
  const [drawerOpened, drawer] = useDisclosure(false);
  const panelLoaded = useIdlePreload(FilterPanel);
  const resultsRef = useRef<HTMLDivElement>(null);
  usePageTitle(t('list.browserTitle', { program: program.fullName }));

  const category = trail?.at(-1) ?? null;
  const title = category ? categoryName(category, locale) : tc('shop');
  const crumbs = [
    { label: tc('home'), to: '/' },
    ...(category ? [{ label: tc('shop'), to: '/shop' }] : []),
    ...(trail ?? []).slice(0, -1).map((c) => ({ label: categoryName(c, locale), to: `/shop/catalog/${c.slug}` })),
    { label: title },
  ];
  const withFilters = hasAnyFilter(program);
  // Filters in a sidebar at desktop width, behind a Filters button and its drawer on a phone: one
  // markup for both, the width's part shown by CSS (md, as the header).
  const onPage = useCallback(
    (n: number) => {
      go((a) => withPage(a, n));
      resultsRef.current?.scrollIntoView({ block: 'start' });
    },
    [go],
  );
  const filterPanel = (
    <Suspense fallback={null}>
      <FilterPanel
        program={program}
        address={address}
        options={options}
        page={page}
        go={go}
        categories={list.categories}
        trail={trail}
        bounds={list.bounds}
        base={route.base}
        pendingPrice={list.pendingPrice}
        onPriceChange={list.onPriceChange}
      />
    </Suspense>
  );

  const body = () => {
    if (list.categoryMissing) {
      return (
        <Stack align="center" py={48} gap="sm">
          <Text>{t('list.categoryMissing')}</Text>
          <Anchor renderRoot={(props) => <Link to="/shop" {...props} />}>{t('filter.allProducts')}</Anchor>
        </Stack>
      );
    }
    if (list.failed) {
      return (
        <Alert color="red" variant="light" title={t('list.failed')} role="alert">
          <Button mt="sm" size="sm" onClick={list.retry}>
            {tc('retry')}
          </Button>
        </Alert>
      );
    }
    if (!page) {
      return (
        <Center py={64}>
          <Loader aria-label={t('list.loading')} />
        </Center>
      );
    }
    if (page.total === 0 && !loading) return <EmptyState onReset={hasFilters(address) ? () => go(withoutFilters) : null} />;
    return (
      <Box className={classes.results} data-loading={loading || undefined} aria-busy={loading}>
        <ProductResults products={page.items} layout={layout} />
        <ListPagination page={address.page} total={Math.ceil(page.total / address.limit)} onPage={onPage} />
      </Box>
    );
  };

  return (
    <QuickViewHost>
      <PageContainer size="xl">
        <Stack gap="sm" mb="lg">
          <Breadcrumbs items={crumbs} />
          <Title order={1}>{title}</Title>
        </Stack>
        <div className={withFilters ? classes.listLayout : undefined}>
          {withFilters ? (
            <Box visibleFrom="md">
              <aside aria-label={t('filter.title')}>{panelLoaded ? filterPanel : null}</aside>
            </Box>
          ) : null}
          <Stack gap="md" component="section" aria-labelledby="results-title" ref={resultsRef} style={{ scrollMarginTop: 16 }}>
            <VisuallyHidden>
              <Title order={2} id="results-title">
                {t('list.results')}
              </Title>
            </VisuallyHidden>
            <Group justify="space-between" align="flex-end" gap="sm">
              {page ? <ResultsLegend page={address.page} limit={address.limit} total={page.total} /> : <span />}
              <ListToolbar
                address={address}
                options={options}
                go={go}
                layout={layout}
                onLayout={setLayout}
                onOpenFilters={withFilters ? drawer.open : null}
              />
            </Group>
            <FilterChips address={address} page={page} go={go} />
            {body()}
          </Stack>
        </div>
      </PageContainer>
      {withFilters ? (
        <FilterDrawer opened={drawerOpened} onClose={drawer.close} title={t('filter.title')} closeLabel={tc('close')}>
          {filterPanel}
        </FilterDrawer>
      ) : null}
    </QuickViewHost>
  );
}
