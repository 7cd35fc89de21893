// What a participant does around checkout, shared by the checkout model's arrivals, gestures and
// leave checks: sign in and put the Everyday Water Bottle (no options [demo 22]) in the cart from its
// product page, fill the shipping form, answer the terms, and change the cart in a second tab.
import { US_ADDRESS } from '../e2e/cart-support.ts';
import type { Tab } from '../support/engines/engine.ts';
import type { PathRun } from './path-model.ts';
import { signInThroughForm, WAIT } from './people.ts';

export const PRODUCT = { slug: 'everyday-water-bottle', name: 'Everyday Water Bottle' } as const;

export async function expectPath(page: Tab, test: (pathname: string) => boolean, what: string): Promise<void> {
  await page
    .waitForURL((url) => test(url.pathname), WAIT)
    .catch(async () => {
      throw new Error(`expected ${what}, at ${await page.url()}`);
    });
}

/** The checkout's shipping fields by their labels (a required field's label ends in ' *'), each left by blur. */
async function fillShipping(page: Tab, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByRole('textbox', { name: label, exact: false }).first();
    await field.fill(value);
    await field.blur();
  }
}

/** Signs in, adds the bottle on its product page and goes on to checkout as the program does. */
export async function arriveAtCheckout(run: PathRun): Promise<void> {
  const { page } = run;
  await signInThroughForm(run, { remember: true });
  await page.goto(`/shop/products/${PRODUCT.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  if (run.person.program === 'points') {
    // Points programs stay on the product page; plateau and claim gifts go straight to checkout.
    await page.getByText(`Product "${PRODUCT.name}" added to cart!`).waitFor(WAIT);
    await page.goto('/shop/cart');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  }
  await expectPath(page, (p) => p === '/shop/checkout', '/shop/checkout');
  await page.getByRole('heading', { name: 'Shipping address' }).waitFor(WAIT);
}

export async function fillValidShipping(run: PathRun): Promise<void> {
  await fillShipping(run.page, US_ADDRESS);
  if (run.person.program === 'claim') await fillShipping(run.page, { 'Email for your order': 'path.tests@thanks.example' });
}

export async function fillInvalidPostcode(run: PathRun): Promise<void> {
  await fillShipping(run.page, { Postcode: '1234' });
}

/** Terms are a checkbox, or a Yes/No dropdown in the claim program [demo 10; checkout 8]. */
export async function answerTerms(run: PathRun, accepted: boolean): Promise<void> {
  if (run.person.program === 'claim') {
    await run.page.getByRole('combobox', { name: /Do you agree to the Terms and Conditions/ }).selectOption(accepted ? 'yes' : 'no');
  } else {
    await run.page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).setChecked(accepted);
  }
}

/** The participant changes the cart in a second tab; checkout follows through the stored cart. */
export async function inSecondTab(run: PathRun, change: (tab: Tab) => Promise<void>): Promise<void> {
  const tab = await run.page.newTab();
  try {
    await tab.goto('/shop/cart');
    await tab.getByTestId('cart-total').waitFor(WAIT);
    await change(tab);
  } finally {
    await tab.close();
  }
}

export async function oneMoreBottle(tab: Tab): Promise<void> {
  const quantity = tab.getByRole('textbox', { name: `Quantity of ${PRODUCT.name}` });
  const next = String(Number(await quantity.inputValue()) + 1);
  const before = await tab.getByTestId('cart-total').textContent();
  await quantity.fill(next);
  // The quantity is pushed after 500 ms of quiet [cart 8]: wait until the total follows.
  await tab.waitForFunction((old) => document.querySelector('[data-testid="cart-total"]')?.textContent !== old, before, WAIT);
}

export async function removeBottle(tab: Tab): Promise<void> {
  await tab.getByRole('button', { name: `Remove ${PRODUCT.name}` }).click();
  await tab.getByText('Your shopping cart is empty!').waitFor(WAIT);
}

/**
 * The same participant orders on another device while the summary is open: POST /api/orders with
 * the stored summary's order and a new Idempotency-Key, so this summary's Confirm is refused.
 */
export async function orderOnAnotherDevice(run: PathRun): Promise<void> {
  const status = await run.page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('storefront-state') ?? '{}') as { summary?: { order: unknown } };
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify(stored.summary?.order),
    });
    return response.status;
  });
  if (status >= 300) throw new Error(`the other device's order was refused (HTTP ${status})`);
}

/** What the used-account page says [programs-and-modes 26], per program type. */
export function usedText(program: PathRun['person']['program']): string {
  return program === 'claim'
    ? 'The code you have entered has already been used to redeem an item.'
    : 'An item has already been redeemed using the credentials you provided.';
}
