import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from '../routeTree.gen';
import { preloadAddressedRouteCode, type AppRouter } from './router';
import type { RouterContext } from '../app/router-context';

function routerAt(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: {} as RouterContext,
  }) as unknown as AppRouter;
  const loaded: string[] = [];
  vi.spyOn(router, 'loadRouteChunk').mockImplementation((route) => {
    loaded.push(route.id);
    return path.includes('broken') ? Promise.reject(new Error('chunk failed')) : Promise.resolve();
  });
  return { router, loaded };
}

describe('preloadAddressedRouteCode', () => {
  it('asks for the code of every route the address matches, before any guard has run', () => {
    const { router, loaded } = routerAt('/shop/products/aurora-wireless-headphones');
    preloadAddressedRouteCode(router);
    expect(loaded).toEqual(['__root__', '/_app', '/_app/shop/products/$productSlug']);
  });

  it('a signed-out page: the visitor’s tree', () => {
    const { router, loaded } = routerAt('/login');
    preloadAddressedRouteCode(router);
    expect(loaded).toContain('/_public/login/');
    expect(loaded.some((id) => id.startsWith('/_app'))).toBe(false);
  });

  it('a chunk that fails here is left for the router to ask for again: nothing is thrown or unhandled', async () => {
    const { router, loaded } = routerAt('/broken-page');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => preloadAddressedRouteCode(router)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(loaded.length).toBeGreaterThan(0);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
