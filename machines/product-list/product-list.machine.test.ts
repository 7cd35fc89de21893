import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { PRICE_DEBOUNCE_MS, productListMachine } from './product-list.machine.ts';
import { isCategoryMissing, isFailed, isInitialLoading, isListLoading, isLoaded, pendingPrice } from './product-list.selectors.ts';
import type { ListRequest } from './product-list.types.ts';

const machine = productListMachine.provide({ actors: { loadCategory: pendingActor(), loadList: pendingActor() } });

const request = (category: string | null, page = 1): ListRequest => ({
  category,
  query: { category, page },
  key: JSON.stringify({ category, page }),
});
const fx = machineFixtures(productListMachine);
const address = (category: string | null, page = 1) => fx.event('list.addressChanged', { request: request(category, page) });

const events = fx.complete([
  address(null),
  address(null, 2),
  address('audio'),
  address('audio', 2),
  fx.event('list.retry'),
  fx.event('price.change', { range: [0, 5000] }),
  fx.event('price.change', { range: [1000, 25000] }),
  fx.after('priceDebounce', 'productList.price.settling'),
  fx.done('loadCategory', { found: true }),
  fx.done('loadCategory', { found: false }),
  fx.error('loadCategory', new Error('network down')),
  fx.done('loadList', { items: [], total: 0 }),
  fx.error('loadList', new Error('500')),
]);

describe('product-list statechart', () => {
  it('walks every state and transition, from /shop and from a category page', async () => {
    const coverages = [];
    for (const input of [{ request: request(null) }, { request: request('audio') }]) {
      const { coverage } = await walkMachine(machine, {
        events,
        input,
        states: {
          // A failure is remembered exactly as long as the list shows it.
          '*': (s) => expect(s.context.failure !== null).toBe(isFailed(s)),
          '#productList.list.initialLoading': (s) => expect(s.context.request.category).not.toBeNull(),
          '#productList.price.settling': (s) => expect(pendingPrice(s)).not.toBeNull(),
          '#productList.price.idle': (s) => expect(pendingPrice(s)).toBeNull(),
        },
      });
      coverages.push(coverage);
    }
    expectFullCoverage(...coverages);
  });

  function start(category: string | null) {
    const commitPrice = vi.fn();
    const actor = createActor(machine.provide({ actions: { commitPrice: (_, params) => commitPrice(params.range) } }), {
      input: { request: request(category) },
    }).start();
    return { actor, commitPrice };
  }

  it('/shop: no category to look up, straight to the list, then loaded', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().value).toEqual({ list: 'listLoading', price: 'idle' });
    actor.send(fx.done('loadList', {}));
    expect(isLoaded(actor.getSnapshot())).toBe(true);
  });

  it('a category page: initial loading, category loaded, list loading, loaded', () => {
    const { actor } = start('audio');
    expect(isInitialLoading(actor.getSnapshot())).toBe(true);
    actor.send(fx.done('loadCategory', { found: true }));
    expect(isListLoading(actor.getSnapshot())).toBe(true);
    actor.send(fx.done('loadList', {}));
    expect(actor.getSnapshot().value).toEqual({ list: 'loaded', price: 'idle' });
  });

  it('an unknown category ends in categoryMissing; a new address starts over', () => {
    const { actor } = start('no-such-category');
    actor.send(fx.done('loadCategory', { found: false }));
    expect(isCategoryMissing(actor.getSnapshot())).toBe(true);
    actor.send(address(null));
    expect(actor.getSnapshot().value).toEqual({ list: 'listLoading', price: 'idle' });
  });

  it('a failed list load keeps the failure until Retry loads the same address again', () => {
    const { actor } = start('audio');
    actor.send(fx.done('loadCategory', { found: true }));
    actor.send(fx.error('loadList', new Error('500')));
    expect(isFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('list');
    actor.send(fx.event('list.retry'));
    expect(isListLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, request: request('audio') });
  });

  it('a failed category lookup retries the lookup, not the list', () => {
    const { actor } = start('audio');
    actor.send(fx.error('loadCategory', new Error('offline')));
    actor.send(fx.event('list.retry'));
    expect(isInitialLoading(actor.getSnapshot())).toBe(true);
  });

  it('the same address again changes nothing; another page reloads only the list', () => {
    const { actor } = start('audio');
    actor.send(fx.done('loadCategory', { found: true }));
    actor.send(fx.done('loadList', {}));
    actor.send(address('audio'));
    expect(isLoaded(actor.getSnapshot())).toBe(true);
    actor.send(address('audio', 2));
    expect(isListLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.request.key).toBe(request('audio', 2).key);
  });

  it('sends the price range once it has rested for 250 ms, only the last one', () => {
    vi.useFakeTimers();
    try {
      const { actor, commitPrice } = start(null);
      actor.send(fx.event('price.change', { range: [0, 5000] }));
      vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1);
      actor.send(fx.event('price.change', { range: [0, 4000] }));
      vi.advanceTimersByTime(PRICE_DEBOUNCE_MS - 1);
      expect(commitPrice).not.toHaveBeenCalled();
      expect(pendingPrice(actor.getSnapshot())).toEqual([0, 4000]);
      vi.advanceTimersByTime(1);
      expect(commitPrice).toHaveBeenCalledTimes(1);
      expect(commitPrice).toHaveBeenCalledWith([0, 4000]);
      expect(actor.getSnapshot().value).toMatchObject({ price: 'idle' });
    } finally {
      vi.useRealTimers();
    }
  });
});
