import { createActor, fromPromise, SimulatedClock, type EventFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { lineIdOf } from './cart-lines.ts';
import { CART_DELAYS, cartMachine } from './cart.machine.ts';
import {
  isCartLoading,
  isCartUnavailable,
  isClearing,
  isLineRemoving,
  isOverBalance,
  selectItemCount,
  selectLines,
  selectShownQuantity,
  selectTotal,
} from './cart.selectors.ts';
import type { CartInput, CartLine, NewCartLine } from './cart.types.ts';

type E = EventFrom<typeof cartMachine>;
const fx = machineFixtures(cartMachine);

const machine = cartMachine.provide({ actors: { resolveLines: pendingActor(), pushCart: pendingActor() } });

const product = (productId: string, unitPrice: number, extra: Partial<NewCartLine> = {}): NewCartLine => ({
  productId,
  productSlug: `${productId}-slug`,
  optionId: null,
  unitPrice,
  name: `Product ${productId}`,
  ...extra,
});
const A = product('p_a', 4000);
const B = product('p_b', 3000, { optionId: 'o_b1' });
const C = product('p_c', 1000);
const GIFT = product('p_gift', 0, { productType: 'plateau' });
const lineOf = (p: NewCartLine, quantity = 1): CartLine => ({
  id: lineIdOf(p.productId, p.optionId),
  productId: p.productId,
  productSlug: p.productSlug,
  optionId: p.optionId,
  quantity,
  unitPrice: p.unitPrice,
  name: p.name,
});
const itemOf = (l: CartLine) => ({
  id: l.id,
  productId: l.productId,
  productSlug: l.productSlug,
  optionId: l.optionId,
  quantity: l.quantity,
});

const add = (p: NewCartLine, quantity = 1) => fx.event('cart.add', { line: p, quantity });
const setQuantity = (p: NewCartLine, quantity: number) =>
  fx.event('cart.setQuantity', { lineId: lineIdOf(p.productId, p.optionId), quantity });
const remove = (p: NewCartLine) => fx.event('cart.remove', { lineId: lineIdOf(p.productId, p.optionId) });
const after = (delay: keyof typeof CART_DELAYS, state: string) => fx.after(delay, `cart.ready.${state}`);

const input = (over: Partial<CartInput> = {}): CartInput => ({
  programType: 'points',
  allowPurchase: true,
  balance: 10_000,
  limits: { maxQuantity: 3, maxLines: 2 },
  serverItems: [],
  stored: null,
  ...over,
});

// One fixture per event type and per branch of each actor's response. The walks are split by concern,
// each with the fixtures it needs, so the state space (context included) stays small enough to walk.
const startEvents = [
  fx.done('resolveLines', { lines: [lineOf(A)], dropped: 0 }),
  fx.done('resolveLines', { lines: [], dropped: 1 }),
  fx.error('resolveLines', new Error('catalogue down')),
  fx.event('cart.retry'),
  fx.event('cart.regionChanged'),
  fx.event('cart.ordered'),
];
const addEvents = [
  add(A),
  add(B, 2),
  add(C),
  add(GIFT),
  fx.event('cart.checkout'),
  fx.event('cart.regionChanged'),
  fx.event('cart.ordered'),
];
const syncEvents = [
  add(A),
  fx.event('cart.changed'),
  fx.done('pushCart', undefined),
  fx.error('pushCart', new Error('offline')),
  fx.event('cart.external', { lines: [lineOf(C, 2)] }),
  fx.event('cart.balanceChanged', { balance: 1000 }),
];
const editEvents = [
  setQuantity(A, 2),
  setQuantity(A, 0),
  remove(A),
  remove(B),
  fx.event('cart.clear'),
  after('quantityDelay', 'quantity.settling'),
  after('removeDelay', 'removal.removing'),
  after('clearDelay', 'removal.clearing'),
  fx.event('cart.checkout'),
];

const storedAB = { lines: [lineOf(A), lineOf(B)], pending: false };

describe('cart statechart', () => {
  it('walks every state and every transition', async () => {
    // Every event type, every actor's response and every delay has a fixture in one of the walks.
    fx.complete(startEvents, addEvents, syncEvents, editEvents);
    const walks: { events: E[]; input: CartInput }[] = [
      // Start: the record's items need pricing; a pending stored cart; a stored copy of the record; nothing at all.
      { events: startEvents, input: input({ serverItems: [itemOf(lineOf(A))] }) },
      { events: [], input: input({ stored: { lines: [lineOf(A)], pending: true } }) },
      { events: [], input: input({ serverItems: storedAB.lines.map(itemOf), stored: storedAB }) },
      { events: addEvents, input: input() },
      { events: syncEvents, input: input() },
      { events: [add(A), fx.event('cart.checkout')], input: input({ programType: 'claim', balance: null }) },
      { events: [add(A)], input: input({ allowPurchase: false }) },
      { events: editEvents, input: input({ serverItems: storedAB.lines.map(itemOf), stored: storedAB }) },
    ];
    const coverages = [];
    for (const walk of walks) coverages.push((await walkMachine(machine, walk)).coverage);
    expectFullCoverage(...coverages);
  }, 60_000);

  // Written journeys with pinned ends, on a simulated clock for the 500 ms delays.
  function journey(start: Partial<CartInput> = {}) {
    const clock = new SimulatedClock();
    const effects = { persistCart: vi.fn(), notifyAdded: vi.fn(), notifyCartFull: vi.fn(), goToCheckout: vi.fn() };
    const pushed: CartLine[][] = [];
    const m = machine.provide({
      actions: {
        persistCart: (_, params) => effects.persistCart(params),
        notifyAdded: (_, params) => effects.notifyAdded(params),
        notifyCartFull: effects.notifyCartFull,
        goToCheckout: effects.goToCheckout,
      },
      actors: {
        pushCart: fromPromise<void, { lines: CartLine[] }>(async ({ input: i }) => void pushed.push(i.lines)),
      },
    });
    const actor = createActor(m, { input: input(start), clock }).start();
    return {
      actor,
      clock,
      effects,
      pushed,
      send: (...events: E[]) => events.forEach((e) => actor.send(e)),
      snap: () => actor.getSnapshot(),
    };
  }

  it('adding the same product and option raises its line; another option is another line', () => {
    const { send, snap, effects } = journey({ limits: { maxQuantity: 999, maxLines: 100 }, balance: 100_000 });
    send(add(A), add(A, 2), add(B), add({ ...B, optionId: 'o_b2' }));
    expect(selectLines(snap()).map((l) => [l.productId, l.optionId, l.quantity])).toEqual([
      ['p_a', null, 3],
      ['p_b', 'o_b1', 1],
      ['p_b', 'o_b2', 1],
    ]);
    expect(selectTotal(snap())).toBe(3 * 4000 + 2 * 3000);
    expect(selectItemCount(snap())).toBe(5);
    expect(effects.notifyAdded).toHaveBeenCalledTimes(4);
    expect(effects.notifyAdded).toHaveBeenLastCalledWith({ name: 'Product p_b' });
    expect(effects.persistCart).toHaveBeenLastCalledWith({ pending: true });
    expect(effects.goToCheckout).not.toHaveBeenCalled();
  });

  it('a line never holds more than the API takes', () => {
    const { send, snap } = journey();
    send(add(A, 2), add(A, 5));
    expect(selectLines(snap())[0]!.quantity).toBe(3);
  });

  it('plateau and claim programs replace the cart with one gift and go to checkout', () => {
    const { send, snap, effects } = journey({ programType: 'plateau', balance: null });
    send(add(A, 4), add(B));
    expect(selectLines(snap())).toEqual([lineOf(B, 1)]);
    expect(effects.goToCheckout).toHaveBeenCalledTimes(2);
    expect(effects.notifyAdded).toHaveBeenCalledTimes(2);
  });

  it('a plateau product replaces the cart in a points program too', () => {
    const { send, snap, effects } = journey();
    send(add(A), add(GIFT));
    expect(selectLines(snap())).toEqual([lineOf(GIFT, 1)]);
    expect(effects.goToCheckout).toHaveBeenCalledTimes(1);
  });

  it('without allowPurchase nothing is added', () => {
    const { send, snap, actor } = journey({ allowPurchase: false });
    expect(actor.getSnapshot().can(add(A))).toBe(false);
    send(add(A));
    expect(selectLines(snap())).toEqual([]);
  });

  it('a full cart says so instead of adding a line', () => {
    const { send, snap, effects } = journey();
    send(add(A), add(B), add(C), add(A));
    expect(selectLines(snap()).map((l) => [l.productId, l.quantity])).toEqual([
      ['p_a', 2],
      ['p_b', 1],
    ]);
    expect(effects.notifyCartFull).toHaveBeenCalledTimes(1);
  });

  it('removes a line 500 ms after the last remove, together with the others clicked', () => {
    const { send, snap, clock, pushed } = journey({ limits: { maxQuantity: 9, maxLines: 9 } });
    send(add(A), add(B), add(C));
    send(remove(A));
    clock.increment(300);
    send(remove(C));
    expect(isLineRemoving(snap(), lineIdOf('p_a', null))).toBe(true);
    clock.increment(499);
    expect(selectLines(snap())).toHaveLength(3);
    clock.increment(1);
    expect(selectLines(snap()).map((l) => l.productId)).toEqual(['p_b']);
    expect(snap().matches({ ready: { removal: 'idle' } })).toBe(true);
    return vi.waitFor(() => expect(pushed.at(-1)?.map((l) => l.productId)).toEqual(['p_b']));
  });

  it('adding a line that is being removed keeps it', () => {
    const { send, snap, clock } = journey();
    send(add(A), remove(A), add(A));
    clock.increment(500);
    expect(selectLines(snap()).map((l) => [l.productId, l.quantity])).toEqual([['p_a', 2]]);
  });

  it('clear all empties the cart after 500 ms', () => {
    const { send, snap, clock } = journey();
    send(add(A), add(B), fx.event('cart.clear'));
    expect(isClearing(snap())).toBe(true);
    clock.increment(499);
    expect(selectLines(snap())).toHaveLength(2);
    clock.increment(1);
    expect(selectLines(snap())).toEqual([]);
  });

  it('takes a typed quantity 500 ms after the last keystroke', () => {
    const { send, snap, clock } = journey();
    send(add(A), setQuantity(A, 2));
    expect(selectShownQuantity(snap(), lineIdOf('p_a', null))).toBe(2);
    expect(selectTotal(snap())).toBe(4000);
    clock.increment(400);
    send(setQuantity(A, 3));
    clock.increment(400);
    expect(selectLines(snap())[0]!.quantity).toBe(1);
    clock.increment(100);
    expect(selectLines(snap())[0]!.quantity).toBe(3);
    expect(selectTotal(snap())).toBe(12_000);
  });

  it('refuses a quantity below 1 or not whole', () => {
    const { send, snap, actor } = journey();
    send(add(A));
    expect(actor.getSnapshot().can(setQuantity(A, 0))).toBe(false);
    expect(actor.getSnapshot().can(setQuantity(A, 1.5))).toBe(false);
    expect(actor.getSnapshot().can(setQuantity(C, 2))).toBe(false);
    expect(snap().matches({ ready: { quantity: 'idle' } })).toBe(true);
  });

  it('checkout only while the balance covers the total and nothing is settling (points)', () => {
    const { send, snap, clock, effects } = journey();
    expect(snap().can(fx.event('cart.checkout'))).toBe(false);
    send(add(A), add(B, 2));
    expect(selectTotal(snap())).toBe(10_000);
    expect(isOverBalance(snap())).toBe(false);
    expect(snap().can(fx.event('cart.checkout'))).toBe(true);
    send(setQuantity(A, 2));
    expect(snap().can(fx.event('cart.checkout'))).toBe(false);
    clock.increment(500);
    expect(isOverBalance(snap())).toBe(true);
    expect(snap().can(fx.event('cart.checkout'))).toBe(false);
    send(fx.event('cart.balanceChanged', { balance: 20_000 }));
    expect(snap().can(fx.event('cart.checkout'))).toBe(true);
    send(fx.event('cart.checkout'));
    expect(effects.goToCheckout).toHaveBeenCalledTimes(1);
  });

  it('a region change empties the cart at once and pushes the empty cart', async () => {
    const { send, snap, pushed } = journey();
    send(add(A), fx.event('cart.regionChanged'));
    expect(selectLines(snap())).toEqual([]);
    await vi.waitFor(() => expect(pushed.at(-1)).toEqual([]));
  });

  it('pushes one request at a time and the latest lines last', async () => {
    const releases: (() => void)[] = [];
    const pushed: CartLine[][] = [];
    const m = machine.provide({
      actors: {
        pushCart: fromPromise<void, { lines: CartLine[] }>(
          ({ input: i }) =>
            new Promise<void>((resolve) => {
              pushed.push(i.lines);
              releases.push(resolve);
            }),
        ),
      },
    });
    const actor = createActor(m, { input: input({ limits: { maxQuantity: 9, maxLines: 9 } }) }).start();
    actor.send(add(A));
    actor.send(add(B));
    actor.send(add(C));
    expect(pushed).toHaveLength(1);
    expect(actor.getSnapshot().matches({ ready: { sync: { pushing: 'stale' } } })).toBe(true);
    releases[0]!();
    await vi.waitFor(() => expect(pushed).toHaveLength(2));
    expect(pushed[1]!.map((l) => l.productId)).toEqual(['p_a', 'p_b', 'p_c']);
    releases[1]!();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true));
  });

  it('after an order the cart is empty, and so is the record', async () => {
    const { send, snap, pushed, actor } = journey({ serverItems: [itemOf(lineOf(A))], stored: { lines: [lineOf(A)], pending: false } });
    send(fx.event('cart.ordered'));
    expect(selectLines(snap())).toEqual([]);
    await vi.waitFor(() => expect(pushed).toEqual([[]]));
    expect(actor.getSnapshot().can(fx.event('cart.ordered'))).toBe(false);
  });

  it('follows another tab, dropping what it was doing to lines that are gone', () => {
    const { send, snap } = journey();
    send(add(A), add(B), remove(A), setQuantity(A, 2));
    send(fx.event('cart.external', { lines: [lineOf(B, 3)] }));
    expect(selectLines(snap())).toEqual([lineOf(B, 3)]);
    expect(snap().context.removing).toEqual([]);
    expect(snap().context.pendingQuantities).toEqual({});
  });

  describe('start', () => {
    it("after sign-in the record's items are the cart, priced from the catalogue", async () => {
      const resolved = vi.fn(async () => ({ lines: [lineOf(A, 2)], dropped: 0 }));
      const m = machine.provide({ actors: { resolveLines: fromPromise(resolved) } });
      const actor = createActor(m, {
        input: input({ serverItems: [itemOf(lineOf(A, 2))], stored: { lines: [lineOf(B)], pending: false } }),
      }).start();
      expect(isCartLoading(actor.getSnapshot())).toBe(true);
      await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
      expect(selectLines(actor.getSnapshot())).toEqual([lineOf(A, 2)]);
      expect(actor.getSnapshot().matches({ ready: { sync: 'idle' } })).toBe(true);
    });

    it('a stored copy of the record is the cart at once, without a request', () => {
      const { snap } = journey({ serverItems: storedAB.lines.map(itemOf), stored: storedAB });
      expect(selectLines(snap())).toEqual(storedAB.lines);
      expect(snap().matches({ ready: { sync: 'idle' } })).toBe(true);
    });

    it('a change the server has not confirmed wins, and is pushed', async () => {
      const { snap, pushed } = journey({ serverItems: [itemOf(lineOf(A))], stored: { lines: [lineOf(C, 2)], pending: true } });
      expect(selectLines(snap())).toEqual([lineOf(C, 2)]);
      await vi.waitFor(() => expect(pushed).toEqual([[lineOf(C, 2)]]));
    });

    it('lines of products that are gone are dropped and the record follows', () => {
      const { actor } = journey({ serverItems: [itemOf(lineOf(A)), itemOf(lineOf(B))] });
      actor.send(fx.done('resolveLines', { lines: [lineOf(A)], dropped: 1 }));
      expect(selectLines(actor.getSnapshot())).toEqual([lineOf(A)]);
      expect(actor.getSnapshot().matches({ ready: { sync: 'pushing' } })).toBe(true);
    });

    it('an order shown while the cart still loads empties it without waiting for prices', async () => {
      const { actor, pushed } = journey({ serverItems: [itemOf(lineOf(A))] });
      actor.send(fx.event('cart.ordered'));
      expect(selectLines(actor.getSnapshot())).toEqual([]);
      await vi.waitFor(() => expect(pushed).toEqual([[]]));
    });

    it('a catalogue that does not answer leaves the cart unavailable until Retry', () => {
      const { actor } = journey({ serverItems: [itemOf(lineOf(A))] });
      actor.send(fx.error('resolveLines', new Error('down')));
      expect(isCartUnavailable(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().can(add(A))).toBe(false);
      actor.send(fx.event('cart.retry'));
      expect(isCartLoading(actor.getSnapshot())).toBe(true);
    });
  });
});
