export type ProgramType = 'points' | 'plateau' | 'claim';

/** What the checkout form holds: text fields by name (address, emails, custom fields) and the terms response. */
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

/**
 * The purchase's pages. The machine says which page each of its states shows (`meta.page`); the
 * app's router says where each page is (the route whose `staticData.checkoutPage` names it).
 */
export type CheckoutPage = 'checkout' | 'summary' | 'success';

/** What a state of the purchase carries for the app: the page it shows. */
export interface CheckoutStateMeta {
  page: CheckoutPage;
  /** Arriving at this state's page replaces the page before it in history (Back does not return there). */
  replace?: boolean;
}

/**
 * Where the purchase is entered: the page the address shows, with the address's params (the
 * success page's `orderId`). The app enters anew whenever the address changes without the
 * purchase having moved there (a reload, Back and Forward, a link, a typed address).
 */
export interface CheckoutEntry {
  page: CheckoutPage;
  params: Readonly<Record<string, string>>;
}

export interface CheckoutInput {
  entry: CheckoutEntry;
  /** The summary this browser stores for the participant, if any: a summary page is entered at it. */
  storedSummary: SummaryRef | null;
  programType: ProgramType;
  /** The program's checkoutSelectDifferentProductRedirectHome: Choose a different gift leads home, else to the shop. */
  chooseDifferentGoesHome: boolean;
  /** The form as it opens: the participant's address and the program's defaults. */
  draft: CheckoutDraft;
  /** Null until the cart is known (any page may open before it is); it then comes as checkout.cartChanged. */
  cart: CheckoutCart | null;
}

export interface CheckoutContext {
  programType: ProgramType;
  chooseDifferentGoesHome: boolean;
  /** The form as it opens, for Edit Address to open it so again. */
  initialDraft: CheckoutDraft;
  draft: CheckoutDraft;
  cart: CheckoutCart | null;
  summary: SummaryRef | null;
  orderId: string | null;
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
