import { assign, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { expectFullCoverage } from '../../tests/support/expect-coverage.ts';
import { machineFixtures } from '../../tests/support/machine-fixtures.ts';
import { walkMachine } from '../../tests/support/model-walk.ts';
import { pendingActor } from '../../tests/support/pending-actor.ts';
import { checkoutMachine } from './checkout.machine.ts';
import {
  canChooseDifferent,
  canConfirm,
  canPlaceOrder,
  isBalanceShort,
  isPlacing,
  isSubmitted,
  selectLoadFailure,
  selectPage,
  selectPlaceFailure,
} from './checkout.selectors.ts';
import type { CheckoutInput, CheckoutPage } from './checkout.types.ts';

const summary = { key: 'attempt-0001' };

// The app decides validity with the valibot rules; here a field says whether the draft passes.
// Storing the summary keeps a fixed one, as the app keeps the one it stored.
const machine = checkoutMachine.provide({
  actors: { placeOrder: pendingActor(), loadOrder: pendingActor() },
  guards: { isDraftValid: ({ context }) => context.draft.fields.valid === 'yes' },
  actions: { storeSummary: assign({ summary: () => summary }) },
});
const fx = machineFixtures(checkoutMachine);

const at = (page: CheckoutPage, params: Record<string, string> = {}) => ({ page, params });
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  entry: at('checkout'),
  storedSummary: null,
  programType: 'points',
  chooseDifferentGoesHome: false,
  draft: { fields: {}, termsAccepted: false },
  cart: { empty: false, total: 5000, balance: 10_000 },
  ...over,
});

const events = fx.complete([
  fx.event('checkout.edit', { fields: { valid: 'yes' } }),
  fx.event('checkout.edit', { fields: { valid: 'no' } }),
  fx.event('checkout.setTerms', { accepted: true }),
  fx.event('checkout.setTerms', { accepted: false }),
  fx.event('checkout.cartChanged', { cart: { empty: false, total: 20_000, balance: 10_000 } }),
  fx.event('checkout.cartChanged', { cart: { empty: true, total: 0, balance: 10_000 } }),
  fx.event('checkout.placeOrder'),
  fx.event('checkout.chooseDifferent'),
  fx.event('summary.confirm'),
  fx.event('summary.edit'),
  fx.event('summary.editAddress'),
  fx.done('placeOrder', 'ord_1'),
  fx.error('placeOrder', { kind: 'balance' }),
  fx.error('placeOrder', new Error('timeout')),
  fx.done('loadOrder', undefined),
  fx.error('loadOrder', { kind: 'notFound' }),
  fx.event('success.retry'),
  fx.event('success.leave'),
  fx.event('success.useAnotherCode'),
]);

describe('checkout statechart', () => {
  it('walks every state and every transition, entered at each of the three pages', async () => {
    const inputs = [
      input(),
      input({ cart: { empty: true, total: 0, balance: 10_000 } }),
      input({ programType: 'plateau' }),
      input({ programType: 'claim', chooseDifferentGoesHome: true }),
      input({ entry: at('summary'), storedSummary: summary }),
      input({ entry: at('success', { orderId: 'ord_1' }) }),
      input({ entry: at('success', { orderId: 'ord_1' }), programType: 'claim' }),
    ];
    const coverages = [];
    for (const i of inputs) coverages.push((await walkMachine(machine, { events, input: i })).coverage);
    expectFullCoverage(...coverages);
  });

  it('names the page of every state the purchase rests in; the final states have left the pages', () => {
    const states = Object.values(checkoutMachine.root.states);
    const pages = Object.fromEntries(states.map((node) => [node.key, (node.meta as { page?: string } | undefined)?.page ?? null]));
    expect(pages).toEqual({
      entering: null, // transient: always leaves at once
      editing: 'checkout',
      summary: 'summary',
      placing: 'summary',
      placed: 'success',
      orderFailed: 'success',
      success: 'success',
      signingOut: null,
      left: null,
    });
    expect(checkoutMachine.root.states.entering!.always?.length).toBeGreaterThan(0);
    for (const node of states) if (pages[node.key] === null && node.key !== 'entering') expect(node.type).toBe('final');
  });

  describe('entered at the page of its address (a reload, Back and Forward, a link)', () => {
    const start = (over: Partial<CheckoutInput>) => createActor(machine, { input: input(over) }).start().getSnapshot();

    it('the form, whatever summary is stored', () => {
      const s = start({ storedSummary: summary });
      expect(s.value).toBe('editing');
      expect(s.context.summary).toBeNull();
    });

    it('the summary page at the stored summary, or at the form when none is stored any more', () => {
      const stored = start({ entry: at('summary'), storedSummary: summary });
      expect(stored.value).toBe('summary');
      expect(stored.context.summary).toBe(summary);
      // Another tab confirmed it meanwhile: the purchase is at the form, and the address follows.
      const gone = start({ entry: at('summary'), storedSummary: null });
      expect(gone.value).toBe('editing');
      expect(selectPage(gone)).toEqual({ page: 'checkout' });
    });

    it("the success page at the order of the address's params", () => {
      const s = start({ entry: at('success', { orderId: 'ord_42' }), storedSummary: summary });
      expect(s.value).toBe('placed');
      expect(s.context.orderId).toBe('ord_42');
      expect(s.context.summary).toBeNull();
    });
  });

  function journey(start: Partial<CheckoutInput> = {}, actors = {}) {
    const actions = {
      storeSummary: vi.fn(),
      removeSummary: vi.fn(),
      goToCart: vi.fn(),
      goHome: vi.fn(),
      goToShop: vi.fn(),
      goToLogout: vi.fn(),
      clearCart: vi.fn(),
      refreshUser: vi.fn(),
    };
    const m = machine.provide({
      actions: {
        ...actions,
        storeSummary: assign({
          summary: () => {
            actions.storeSummary();
            return summary;
          },
        }),
        goToCart: (_, params) => actions.goToCart(params),
      },
      actors,
    });
    const actor = createActor(m, { input: input(start) }).start();
    return {
      actor,
      actions,
      send: (...e: Parameters<typeof actor.send>[0][]) => e.forEach((x) => actor.send(x)),
      snap: () => actor.getSnapshot(),
    };
  }
  const valid = fx.event('checkout.edit', { fields: { valid: 'yes' } });
  const terms = (accepted: boolean) => fx.event('checkout.setTerms', { accepted });

  describe('Place Order (product/checkout.md rules 10-11)', () => {
    it('is disabled while the form is invalid or the terms unaccepted', () => {
      const { send, snap } = journey();
      expect(canPlaceOrder(snap())).toBe(false);
      send(valid);
      expect(canPlaceOrder(snap())).toBe(false);
      send(terms(true));
      expect(canPlaceOrder(snap())).toBe(true);
      send(fx.event('checkout.edit', { fields: { valid: 'no' } }));
      expect(canPlaceOrder(snap())).toBe(false);
    });

    it('is disabled when the balance is below the total (points only)', () => {
      const { send, snap } = journey();
      send(valid, terms(true), fx.event('checkout.cartChanged', { cart: { empty: false, total: 10_001, balance: 10_000 } }));
      expect(isBalanceShort(snap())).toBe(true);
      expect(canPlaceOrder(snap())).toBe(false);
      const claim = journey({ programType: 'claim', cart: { empty: false, total: 0, balance: null } });
      claim.send(valid, terms(true));
      expect(canPlaceOrder(claim.snap())).toBe(true);
    });

    it('stores the summary and goes to it, then is disabled', () => {
      const { send, snap, actions } = journey();
      send(valid, terms(true), fx.event('checkout.placeOrder'));
      expect(actions.storeSummary).toHaveBeenCalledTimes(1);
      expect(selectPage(snap())).toEqual({ page: 'summary' });
      expect(isSubmitted(snap())).toBe(true);
      expect(canPlaceOrder(snap())).toBe(false);
      expect(snap().value).toBe('summary');
      expect(snap().context.summary).toBe(summary);
      send(fx.event('checkout.placeOrder'));
      expect(actions.storeSummary).toHaveBeenCalledTimes(1);
    });

    it('an empty cart goes to the cart, at once or when it empties', () => {
      const empty = journey({ cart: { empty: true, total: 0, balance: 0 } });
      expect(empty.actions.goToCart).toHaveBeenCalledWith({ replace: true });
      expect(empty.snap().value).toBe('left');
      const later = journey();
      later.send(fx.event('checkout.cartChanged', { cart: { empty: true, total: 0, balance: 10_000 } }));
      expect(later.actions.goToCart).toHaveBeenCalledTimes(1);
      expect(later.snap().value).toBe('left');
    });
  });

  describe('Choose a different gift (plateau and claim)', () => {
    it('empties the cart and goes to the shop, or home when the program says so', () => {
      const shop = journey({ programType: 'plateau' });
      shop.send(valid, fx.event('checkout.chooseDifferent'));
      expect(shop.actions.clearCart).toHaveBeenCalledTimes(1);
      expect(shop.actions.goToShop).toHaveBeenCalledTimes(1);
      expect(shop.actions.goHome).not.toHaveBeenCalled();
      expect(shop.snap().value).toBe('left');
      const home = journey({ programType: 'claim', chooseDifferentGoesHome: true });
      expect(canChooseDifferent(home.snap())).toBe(true);
      home.send(fx.event('checkout.chooseDifferent'));
      expect(home.actions.clearCart).toHaveBeenCalledTimes(1);
      expect(home.actions.goHome).toHaveBeenCalledTimes(1);
      expect(home.actions.goToShop).not.toHaveBeenCalled();
    });

    it('is not offered to points programs, nor once the order is submitted', () => {
      const points = journey({ chooseDifferentGoesHome: true });
      expect(canChooseDifferent(points.snap())).toBe(false);
      points.send(fx.event('checkout.chooseDifferent'));
      expect(points.actions.clearCart).not.toHaveBeenCalled();
      expect(points.snap().value).toBe('editing');
      const submitted = journey({ programType: 'plateau' });
      submitted.send(valid, terms(true), fx.event('checkout.placeOrder'));
      expect(canChooseDifferent(submitted.snap())).toBe(false);
    });
  });

  describe('summary', () => {
    it('one actor from the form to the order: checkout, summary, placing, placed, success', async () => {
      let resolve!: (id: string) => void;
      const placeOrder = vi.fn((_args: { input: unknown }) => new Promise<string>((r) => (resolve = r)));
      const { send, snap, actions } = journey({}, { placeOrder: fromPromise(placeOrder) });
      expect(selectPage(snap())).toEqual({ page: 'checkout' });
      send(valid, terms(true), fx.event('checkout.placeOrder'));
      expect(selectPage(snap())).toEqual({ page: 'summary' });
      send(fx.event('summary.confirm'));
      expect(isPlacing(snap())).toBe(true);
      expect(placeOrder.mock.calls[0]![0]).toMatchObject({ input: { summary } });
      resolve('ord_7');
      await vi.waitFor(() => expect(snap().value).toBe('placed'));
      // The success page of the order, replacing the summary's place in history.
      expect(selectPage(snap())).toEqual({ page: 'success', replace: true });
      expect(snap().context.orderId).toBe('ord_7');
      send(fx.done('loadOrder', undefined));
      expect(snap().value).toBe('success');
      expect(selectPage(snap())).toEqual({ page: 'success' });
      expect(actions.goToCart).not.toHaveBeenCalled();
    });

    it('Confirm is disabled while placing; success removes the summary and shows the order', async () => {
      let resolve!: (id: string) => void;
      const placeOrder = vi.fn((_args: { input: unknown }) => new Promise<string>((r) => (resolve = r)));
      const { send, snap, actions } = journey({ entry: at('summary'), storedSummary: summary }, { placeOrder: fromPromise(placeOrder) });
      expect(canConfirm(snap())).toBe(true);
      send(fx.event('summary.confirm'));
      expect(isPlacing(snap())).toBe(true);
      expect(canConfirm(snap())).toBe(false);
      send(fx.event('summary.confirm'), fx.event('summary.edit'));
      expect(placeOrder).toHaveBeenCalledTimes(1);
      expect(placeOrder.mock.calls[0]![0]).toMatchObject({ input: { summary } });
      expect(actions.goToCart).not.toHaveBeenCalled();
      resolve('ord_9');
      await vi.waitFor(() => expect(snap().value).toBe('placed'));
      expect(actions.removeSummary).toHaveBeenCalledTimes(1);
      expect(snap().context.orderId).toBe('ord_9');
      expect(selectPage(snap())?.page).toBe('success');
    });

    it('a failure says why, keeps the summary and enables Confirm again with the same key', () => {
      const { send, snap, actions } = journey({ entry: at('summary'), storedSummary: summary });
      send(fx.event('summary.confirm'), fx.error('placeOrder', { kind: 'used' }));
      expect(selectPlaceFailure(snap())).toBe('used');
      expect(canConfirm(snap())).toBe(true);
      expect(actions.removeSummary).not.toHaveBeenCalled();
      send(fx.event('summary.confirm'));
      expect(selectPlaceFailure(snap())).toBeNull();
      send(fx.error('placeOrder', new TypeError('Failed to fetch')));
      expect(selectPlaceFailure(snap())).toBe('unavailable');
      expect(snap().context.summary).toBe(summary);
    });

    it('Edit goes to the cart; Edit Address back to the form as it opened', () => {
      const edit = journey({ entry: at('summary'), storedSummary: summary });
      edit.send(fx.event('summary.edit'));
      expect(edit.actions.goToCart).toHaveBeenCalledWith({ replace: false });
      expect(edit.snap().value).toBe('left');
      expect(selectPage(edit.snap())).toBeNull();
      const address = journey({ draft: { fields: { valid: 'yes' }, termsAccepted: false } });
      address.send(terms(true), fx.event('checkout.placeOrder'), fx.event('summary.editAddress'));
      expect(address.snap().value).toBe('editing');
      expect(selectPage(address.snap())).toEqual({ page: 'checkout' });
      expect(address.snap().context.draft).toEqual({ fields: { valid: 'yes' }, termsAccepted: false });
    });
  });

  it('a summary opened before the cart is known: Edit Address waits for the cart, then leaves if it is empty', () => {
    const { send, snap, actions } = journey({
      entry: at('summary'),
      storedSummary: summary,
      cart: null,
      draft: { fields: { valid: 'yes' }, termsAccepted: true },
    });
    send(fx.event('summary.editAddress'));
    expect(snap().value).toBe('editing');
    expect(canPlaceOrder(snap())).toBe(false);
    send(fx.event('checkout.cartChanged', { cart: { empty: false, total: 5000, balance: 10_000 } }));
    expect(canPlaceOrder(snap())).toBe(true);
    send(fx.event('checkout.cartChanged', { cart: { empty: true, total: 0, balance: 10_000 } }));
    expect(snap().value).toBe('left');
    expect(actions.goToCart).toHaveBeenCalledWith({ replace: true });
  });

  describe('success', () => {
    it('points: showing the order clears the cart and refreshes the participant at once', () => {
      const { send, actions } = journey({ entry: at('success', { orderId: 'ord_1' }) });
      send(fx.done('loadOrder', undefined));
      expect(actions.clearCart).toHaveBeenCalledTimes(1);
      expect(actions.refreshUser).toHaveBeenCalledTimes(1);
    });

    it('claim: refreshes the participant only on leaving; Use Another Code signs out and goes home', () => {
      const { send, snap, actions } = journey({ entry: at('success', { orderId: 'ord_1' }), programType: 'claim' });
      send(fx.done('loadOrder', undefined));
      expect(actions.clearCart).toHaveBeenCalledTimes(1);
      expect(actions.refreshUser).not.toHaveBeenCalled();
      send(fx.event('success.leave'));
      expect(actions.refreshUser).toHaveBeenCalledTimes(1);
      send(fx.event('success.useAnotherCode'));
      expect(snap().value).toBe('signingOut');
      expect(actions.goToLogout).toHaveBeenCalledTimes(1);
      // Leaving for the sign-out asks for nobody's record.
      send(fx.event('success.leave'));
      expect(actions.refreshUser).toHaveBeenCalledTimes(1);
    });

    it('Use Another Code is for claim programs only', () => {
      const { send, snap } = journey({ entry: at('success', { orderId: 'ord_1' }), programType: 'plateau' });
      send(fx.done('loadOrder', undefined));
      expect(snap().can(fx.event('success.useAnotherCode'))).toBe(false);
    });

    it('an order that cannot be loaded says so and offers Retry', () => {
      const { send, snap, actions } = journey({ entry: at('success', { orderId: 'ord_x' }) });
      send(fx.error('loadOrder', { kind: 'notFound' }));
      expect(selectLoadFailure(snap())).toBe('notFound');
      expect(actions.clearCart).not.toHaveBeenCalled();
      send(fx.event('success.retry'));
      expect(snap().value).toBe('placed');
    });
  });
});
