// The checkout → summary → success statechart as QA drives it: one actor for the whole purchase,
// across the three pages. A path from the form walks on through the summary to the success page;
// a reload of the summary or success page enters the machine anew from what is stored (the
// summary) or in the address (the order id), so those entries continue the path that got the
// participant there, then reload. People: buyer078–095, GOLD-1009/1010, SILVER-2009/2010,
// THANKS-0052… (each ordering path its own: a gift is one order).
import { assign, type AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import type { CheckoutContext, CheckoutInput } from '../../machines/checkout/checkout.types.ts';
import { pendingActor } from '../support/pending-actor.ts';
import {
  answerTerms,
  arriveAtCheckout,
  expectPath,
  fillInvalidPostcode,
  fillValidShipping,
  inSecondTab,
  oneMoreBottle,
  orderOnAnotherDevice,
  PRODUCT,
  removeBottle,
  usedText,
} from './checkout-gestures.ts';
import { stepKey, type BrowserModel, type Entry, type Gesture, type ModelEvent, type PathRun, type Person } from './path-model.ts';
import { people, signInForm, signInThroughForm, WAIT } from './people.ts';

// The app checks the draft with its valibot rules; in the model a fixture says which way it went.
// The summary the app stores is, for the model, a key.
const machine = checkoutMachine.provide({
  actors: { placeOrder: pendingActor(), loadOrder: pendingActor() },
  guards: { isDraftValid: ({ context }) => context.draft.fields.valid === 'yes' },
  actions: { storeSummary: assign({ summary: () => ({ key: 'k' }) }) },
});

const BOTTLE = 1_200;
const input = (over: Partial<CheckoutInput>): CheckoutInput => ({
  entry: { page: 'checkout', params: {} },
  storedSummary: null,
  programType: 'points',
  chooseDifferentGoesHome: false,
  draft: { fields: {}, termsAccepted: false },
  cart: { empty: false, total: BOTTLE, balance: 100_000 },
  ...over,
});
/** A reload: the page opened afresh, the purchase entered anew from what is stored or in the address. */
const reload = (path: string) => ({ label: `reloads ${path}`, run: (run: PathRun) => run.page.goto(path) });
const gift = { empty: false, total: 0, balance: null };
const done = (id: string, output: unknown = undefined): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, kind: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: { kind } });

/** The responses when nothing is arranged to fail: the order is placed, then it loads. */
const answersOk = (s: AnyMachineSnapshot): ModelEvent => (s.matches('placing') ? done('placeOrder', 'ord_path') : done('loadOrder'));
// The order id of a path's order is the server's; a reload of its success page takes it from the address.
const SUCCESS_PATH = 'the success page of the order';

function entry(
  name: string,
  over: Partial<CheckoutInput>,
  rest: Omit<Entry, 'name' | 'input' | 'response'> & { response?: Entry['response'] },
): Entry {
  return { name, input: input(over), response: answersOk, ...rest };
}

const signInAnd = (path: string, label: string) => ({
  arriveLabel: `signs in, opens ${path}${label}`,
  arrive: async (run: PathRun) => {
    await signInThroughForm(run);
    await run.page.goto(path);
  },
});

// Points: every transition of the form, then on through the summary to the success page.
const checkoutPoints = entry(
  'points checkout',
  {},
  {
    people: { each: people.checkout.points.slice(0, 13) },
    arriveLabel: 'signs in, Add To Cart on the bottle, cart, Proceed to checkout',
    arrive: arriveAtCheckout,
    simple: { maxSteps: 5, keep: 1 },
    cover: 'entry',
  },
);
// A reload of the summary page enters at the stored summary.
const summaryReload = entry(
  'points summary, reloaded',
  { entry: { page: 'summary', params: {} }, storedSummary: { key: 'k' } },
  {
    people: { each: [] },
    continues: { entry: checkoutPoints, to: 'checkout.summary', then: reload('/shop/checkout/summary') },
    // Edit and Edit Address are walked from the form's own summary.
    without: ['summary.edit', 'summary.editAddress'],
  },
);
// A reload of the success page enters at the order of its address.
const successReload = entry(
  'points success, reloaded',
  { entry: { page: 'success', params: { orderId: 'ord_path' } } },
  {
    people: { each: [] },
    continues: {
      entry: checkoutPoints,
      to: 'checkout.success',
      then: { label: `reloads ${SUCCESS_PATH}`, run: async (run) => run.page.goto(new URL(await run.page.url()).pathname) },
    },
  },
);
const checkoutEmpty = entry(
  'empty cart',
  { cart: { empty: true, total: 0, balance: 100_000 } },
  {
    people: { shared: people.checkout.points[16]! },
    ...signInAnd('/shop/checkout', ' with an empty cart'),
  },
);
const successUnavailable = entry(
  'order does not load',
  { entry: { page: 'success', params: { orderId: 'ord_missing' } } },
  {
    people: { shared: people.checkout.points[14]! },
    arriveLabel: 'signs in, the connection drops for GET /api/orders/*, opens /shop/checkout/success/ord_missing',
    arrive: async (run) => {
      await signInThroughForm(run);
      await run.page.abortRequests('**/api/orders/*');
      await run.page.goto('/shop/checkout/success/ord_missing');
    },
    response: () => error('loadOrder', 'unavailable'),
    needs: ['abortRequest'],
  },
);

/** The demo's checkoutSelectDifferentProductRedirectHome: on in Thank You Gifts, off in Apex Tiers. */
const goesHome = { plateau: false, claim: true } as const;

// The form's other steps are walked on the points checkout; a gift's path orders it straight away.
const GIFT_SKIPS = new Set([
  stepKey({ type: 'checkout.edit', fields: { valid: 'no' } } as ModelEvent),
  stepKey({ type: 'checkout.setTerms', accepted: false } as ModelEvent),
]);
const FORM_STEPS = ['checkout.edit', 'checkout.setTerms', 'checkout.cartChanged', 'checkout.placeOrder'];

/** Checkout → summary → success of a gift program (plateau, claim), one participant per path. */
function giftCheckout(programType: 'plateau' | 'claim', each: Person[]) {
  return entry(
    `${programType} checkout`,
    { programType, cart: gift, chooseDifferentGoesHome: goesHome[programType] },
    {
      people: { each },
      arriveLabel: 'signs in, Add To Cart on the bottle (a gift goes straight to checkout)',
      arrive: arriveAtCheckout,
      // Choose a different gift has entries of its own; Edit and Edit Address are walked on points.
      without: ['checkout.chooseDifferent', 'checkout.cartChanged', 'summary.edit', 'summary.editAddress'],
      cover: 'entry',
    },
  );
}

// Plateau: a summary refused because the participant ordered elsewhere, and leaving the success
// page. Claim: the email for the order and the Yes/No terms, then Use Another Code or leaving.
const plateau = giftCheckout('plateau', people.checkout.plateau.slice(0, 2));
const claim = giftCheckout('claim', people.checkout.claim.slice(0, -1));

// Choose a different gift: the only step offered here (the form's steps are walked above), and it
// orders nothing, so the last participant of each list walks it without being used up.
const chooseDifferent = (programType: 'plateau' | 'claim') =>
  entry(
    `${programType} checkout, another gift`,
    { programType, cart: gift, chooseDifferentGoesHome: goesHome[programType] },
    {
      people: { shared: people.checkout[programType].at(-1)! },
      arriveLabel: 'signs in, Add To Cart on the bottle (a gift goes straight to checkout)',
      arrive: arriveAtCheckout,
      without: FORM_STEPS,
    },
  );
// Plateau, ordered elsewhere: right after Place Order the same participant orders on another
// device, so this summary's Confirm is refused (the same actor, no reload: a reload would show the
// used-account page at once).
const ORDERED_ELSEWHERE = 'plateau checkout, ordered elsewhere';
const summaryRefused = entry(
  ORDERED_ELSEWHERE,
  { programType: 'plateau', cart: gift, chooseDifferentGoesHome: goesHome.plateau },
  {
    people: { each: people.checkout.plateau.slice(2, 3) },
    arriveLabel: 'signs in, Add To Cart on the bottle (a gift goes straight to checkout)',
    arrive: arriveAtCheckout,
    response: (s) => (s.matches('placing') ? error('placeOrder', 'used') : done('loadOrder')),
    // Edit and Edit Address are walked on the points summary; this participant is Used by now.
    without: ['checkout.chooseDifferent', 'checkout.cartChanged', 'summary.edit', 'summary.editAddress'],
    cover: 'entry',
  },
);

const click =
  (name: string, role: 'button' | 'link' = 'button') =>
  async (run: PathRun) => {
    await run.page.getByRole(role, { name, exact: true }).click();
  };

const gestures = (at: Entry): Gesture[] =>
  allGestures(at).filter((g) => (at.input as CheckoutInput).programType === 'points' || !GIFT_SKIPS.has(stepKey(g.event)));

const placeOrder = (at: Entry): Gesture =>
  at.name === ORDERED_ELSEWHERE
    ? {
        event: { type: 'checkout.placeOrder' },
        label: 'Place Order, then the same participant orders on another device',
        run: async (run) => {
          await click('Place Order')(run);
          await expectPath(run.page, (p) => p === '/shop/checkout/summary', '/shop/checkout/summary');
          await orderOnAnotherDevice(run);
        },
      }
    : { event: { type: 'checkout.placeOrder' }, label: 'Place Order', run: click('Place Order') };

const allGestures = (at: Entry): Gesture[] => [
  { event: { type: 'checkout.edit', fields: { valid: 'yes' } }, label: 'fills in a valid US address', run: fillValidShipping },
  { event: { type: 'checkout.edit', fields: { valid: 'no' } }, label: 'types a 4-digit postcode', run: fillInvalidPostcode },
  { event: { type: 'checkout.setTerms', accepted: true }, label: 'accepts the terms', run: (run) => answerTerms(run, true) },
  { event: { type: 'checkout.setTerms', accepted: false }, label: 'takes back the terms', run: (run) => answerTerms(run, false) },
  {
    event: { type: 'checkout.cartChanged', cart: { empty: false, total: 2 * BOTTLE, balance: 100_000 } },
    label: 'adds one more bottle in a second tab',
    run: (run) => inSecondTab(run, oneMoreBottle),
  },
  {
    event: { type: 'checkout.cartChanged', cart: { empty: true, total: 0, balance: 100_000 } },
    label: 'empties the cart in a second tab',
    run: (run) => inSecondTab(run, removeBottle),
  },
  placeOrder(at),
  { event: { type: 'checkout.chooseDifferent' }, label: 'Choose a different gift', run: click('Choose a different gift') },
  { event: { type: 'summary.confirm' }, label: 'Confirm', run: click('Confirm') },
  { event: { type: 'summary.edit' }, label: 'Edit', run: click('Edit') },
  { event: { type: 'summary.editAddress' }, label: 'Edit Address', run: click('Edit Address') },
  { event: { type: 'success.retry' }, label: 'Retry', run: click('Retry') },
  { event: { type: 'success.leave' }, label: 'Continue Shopping', run: click('Continue Shopping', 'link') },
  { event: { type: 'success.useAnotherCode' }, label: 'Use Another Code', run: click('Use Another Code') },
];

const ctx = (s: AnyMachineSnapshot) => s.context as CheckoutContext;

async function onPage(run: PathRun, path: string, heading: string): Promise<void> {
  await expectPath(run.page, (p) => p === path, path);
  await run.page.getByRole('heading', { name: heading }).first().waitFor(WAIT);
}

/** Place Order is enabled exactly when the model takes it, and the hint says why not [checkout 10]. */
async function checkPlaceOrder(run: PathRun, expected: AnyMachineSnapshot): Promise<void> {
  await onPage(run, '/shop/checkout', 'Shipping address');
  const enabled = expected.can({ type: 'checkout.placeOrder' });
  const button = run.page.getByRole('button', { name: 'Place Order' });
  await run.page
    .waitForFunction(
      ([want]) => {
        const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.trim() === 'Place Order');
        return b !== undefined && !b.disabled === want;
      },
      [enabled] as const,
      WAIT,
    )
    .catch(() => {
      throw new Error(`Place Order should be ${enabled ? 'enabled' : 'disabled'}`);
    });
  await button.waitFor(WAIT);
  const c = ctx(expected);
  if (c.draft.fields.valid !== 'yes')
    await run.page.getByText('Please fill in every required field (*) and correct the highlighted ones.').waitFor(WAIT);
  else if (!c.draft.termsAccepted) await run.page.getByText('Please accept the terms and conditions to place your order.').waitFor(WAIT);
}

export const checkoutPaths: BrowserModel = {
  id: 'checkout',
  title: 'Checkout → summary → success (machines/checkout)',
  machine,
  entries: [
    checkoutPoints,
    summaryReload,
    successReload,
    checkoutEmpty,
    successUnavailable,
    summaryRefused,
    plateau,
    claim,
    chooseDifferent('plateau'),
    chooseDifferent('claim'),
  ],
  gestures,
  states: {
    'checkout.entering': { note: 'transient: the page the purchase is entered at (the form, a reloaded summary, a reloaded success page)' },
    'checkout.editing': {
      note: 'the shipping form; Place Order enabled exactly when the model takes it; the hint for why not',
      check: checkPlaceOrder,
    },
    'checkout.summary': {
      note: "the Order Summary with Confirm enabled; after a refusal, the refusal's text",
      check: async (run, expected) => {
        await onPage(run, '/shop/checkout/summary', 'Order Summary');
        const confirm = run.page.getByRole('button', { name: 'Confirm', exact: true });
        await confirm.waitFor(WAIT);
        if (ctx(expected).placeFailure === 'used')
          await run.page
            .getByRole('alert')
            .filter({ hasText: usedText(ctx(expected).programType) })
            .waitFor(WAIT);
        await run.page.waitForFunction(
          () => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Confirm' && !b.disabled),
          undefined,
          WAIT,
        );
      },
    },
    'checkout.placing': { note: 'in flight (one request): the next step checks its response' },
    'checkout.placed': {
      note: 'the success page of the order, loading it (one request): the next step checks its response',
      check: async (run) => {
        await expectPath(run.page, (p) => p.startsWith('/shop/checkout/success/'), 'the success page');
      },
    },
    'checkout.orderFailed': {
      note: '"Your order could not be loaded." with Retry',
      check: async (run) => {
        await run.page.getByRole('alert').filter({ hasText: 'Your order could not be loaded.' }).waitFor(WAIT);
        await run.page.getByRole('button', { name: 'Retry' }).waitFor(WAIT);
      },
    },
    'checkout.success': {
      note: 'order number and address card; the total for points only; Use Another Code for claim only; the cart emptied',
      check: async (run, expected) => {
        const { page } = run;
        const c = ctx(expected);
        await page.getByTestId('order-number').waitFor(WAIT);
        await page.getByRole('region', { name: 'Shipping address' }).getByText('Summit Buyer').waitFor(WAIT);
        if ((await page.getByTestId('order-total').count()) !== (c.programType === 'points' ? 1 : 0))
          throw new Error('the order total shows for points programs only');
        if ((await page.getByRole('button', { name: 'Use Another Code' }).count()) !== (c.programType === 'claim' ? 1 : 0))
          throw new Error('Use Another Code shows for claim programs only');
        await page.getByRole('button', { name: /^Shopping cart, 0 items$/ }).waitFor(WAIT);
      },
    },
    'checkout.signingOut': {
      note: 'signed out: the Sign In form at /, no token',
      check: async (run) => {
        await signInForm(run.page);
        if (await run.page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token')))
          throw new Error('a token is still stored');
      },
    },
    'checkout.left': {
      note: 'the cart emptied (at the start, or in another tab): the cart page, empty',
      check: async (run) => {
        await expectPath(run.page, (p) => p === '/shop/cart', '/shop/cart');
        await run.page.getByText('Your shopping cart is empty!').waitFor(WAIT);
      },
    },
  },
  leaves: {
    'checkout.chooseDifferent': {
      note: 'home (Thank You Gifts) or the shop (Apex Tiers), as the program says; the cart emptied',
      check: async (run) => {
        const to = goesHome[run.person.program as 'plateau' | 'claim'] ? '/' : '/shop';
        await expectPath(run.page, (p) => p === to, to);
        await run.page.getByRole('button', { name: /^Shopping cart, 0 items$/ }).waitFor(WAIT);
      },
    },
    'summary.edit': {
      note: 'the cart page with the bottle',
      check: async (run) => {
        await expectPath(run.page, (p) => p === '/shop/cart', '/shop/cart');
        await run.page.getByRole('table').getByRole('link', { name: PRODUCT.name }).waitFor(WAIT);
      },
    },
    'success.leave': {
      note: 'the used-account page (the refreshed participant is Used)',
      check: async (run) => {
        await run.page.getByText(usedText(run.person.program)).waitFor(WAIT);
      },
    },
  },
  notDrivable: {},
};
