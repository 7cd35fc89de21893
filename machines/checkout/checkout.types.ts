export type ProgramType = 'points' | 'plateau' | 'claim';

/** Which page the flow starts on: the form, the stored summary, or the placed order. */
export type CheckoutStep = 'checkout' | 'summary' | 'success';

/** What the checkout form holds: text fields by name (address, emails, custom fields) and the terms answer. */
export interface CheckoutDraft {
  fields: Record<string, string>;
  termsAccepted: boolean;
}

/** The cart as checkout needs it: whether there is anything to order, its total and the balance. */
export interface CheckoutCart {
  empty: boolean;
  total: number;
  balance: number | null;
}

/** The stored summary, as far as the flow needs to know it: its Idempotency-Key travels with it. */
export interface SummaryRef {
  key: string;
}

/** Why an order was not placed, as the summary tells the participant. */
export type PlaceOrderFailure = 'balance' | 'used' | 'invalid' | 'closed' | 'unavailable';

/** Why the placed order could not be shown. */
export type LoadOrderFailure = 'notFound' | 'unavailable';

export interface CheckoutInput {
  step: CheckoutStep;
  programType: ProgramType;
  /** The program's checkoutSelectDifferentProductRedirectHome: Choose a different gift leads home, else to the shop. */
  chooseDifferentGoesHome: boolean;
  draft: CheckoutDraft;
  cart: CheckoutCart;
  summary: SummaryRef | null;
  orderId: string | null;
}

export interface CheckoutContext extends CheckoutInput {
  placeFailure: PlaceOrderFailure | null;
  loadFailure: LoadOrderFailure | null;
}

export type CheckoutEvent =
  | { type: 'checkout.edit'; fields: Record<string, string> }
  | { type: 'checkout.setTerms'; accepted: boolean }
  | { type: 'checkout.cartChanged'; cart: CheckoutCart }
  | { type: 'checkout.placeOrder' }
  /** Plateau and claim: back to the gifts with an empty cart instead of ordering this one. */
  | { type: 'checkout.chooseDifferent' }
  | { type: 'summary.confirm' }
  | { type: 'summary.edit' }
  | { type: 'summary.editAddress' }
  | { type: 'success.retry' }
  /** The participant is leaving the success page. */
  | { type: 'success.leave' }
  | { type: 'success.useAnotherCode' };
