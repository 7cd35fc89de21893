import type { AnyStateMachine } from 'xstate';
import { appBootMachine } from './app-boot/app-boot.machine.ts';
import { cartMachine } from './cart/cart.machine.ts';
import { checkoutMachine } from './checkout/checkout.machine.ts';
import { orderCancellationMachine } from './console/order-cancellation.machine.ts';
import { pointsAdjustmentMachine } from './console/points-adjustment.machine.ts';
import { staffForgotPasswordMachine } from './console/staff-forgot-password.machine.ts';
import { staffPasswordMachine } from './console/staff-password.machine.ts';
import { staffSignInMachine } from './console/staff-sign-in.machine.ts';
import { priceFilterMachine } from './product-list/price-filter.machine.ts';
import { quantityMachine } from './product-list/quantity.machine.ts';
import { quickViewMachine } from './product-list/quick-view.machine.ts';
import { passwordChangeMachine } from './password/password-change.machine.ts';
import { passwordResetMachine } from './password/password-reset.machine.ts';
import { signInMachine } from './sign-in/sign-in.machine.ts';
import { siteModeMachine } from './site-mode/site-mode.machine.ts';
import { ssoMachine } from './sso/sso.machine.ts';

export interface RegisteredMachine {
  /** Kebab-case: the Flows page's address (`/flows?machine=app-boot`) and `docs/flows/<id>.svg`. */
  id: string;
  /** Whose flow it is: the participants' shop or the staff console. */
  app: 'shop' | 'console';
  title: string;
  /** One or two sentences for a product owner: what the flow is for. */
  description: string;
  machine: AnyStateMachine;
}

/**
 * Every statechart of the shop and of the staff console, in the order the Flows page lists them. The Flows page, `npm run
 * flows:export` and the drift test (tests/unit/flows) read this list: a machine is added with one
 * line here, then `npm run flows:export` (docs/flows.md).
 */
export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'app-boot',
    app: 'shop',
    title: 'App boot',
    machine: appBootMachine,
    description:
      'Loads the program, its texts and the signed-in participant side by side, before any page shows; signs out when the program is closed or the participant cannot be loaded.',
  },
  {
    id: 'site-mode',
    app: 'shop',
    title: 'Site mode',
    machine: siteModeMachine,
    description: 'Which face the shop shows: open, closed, catalogue rebuilding, or an account that has already redeemed.',
  },
  {
    id: 'sign-in',
    app: 'shop',
    title: 'Sign in',
    machine: signInMachine,
    description: 'The login form for the three program types, and sign-in with a single sign-on token from the address.',
  },
  {
    id: 'password-reset',
    app: 'shop',
    title: 'Password reset',
    machine: passwordResetMachine,
    description: 'Setting a new password from the link in the reset mail.',
  },
  {
    id: 'password-change',
    app: 'shop',
    title: 'Password change',
    machine: passwordChangeMachine,
    description: 'Changing the password in the account area: the rules shown live, then the congratulations or the Fail dialog.',
  },
  {
    id: 'price-filter',
    app: 'shop',
    title: 'Price filter',
    machine: priceFilterMachine,
    description:
      'The product list’s price filter: a range still being moved waits until it has rested for 250 ms, then the list’s address takes it.',
  },
  {
    id: 'quick-view',
    app: 'shop',
    title: 'Quick view',
    machine: quickViewMachine,
    description: 'A product card’s quick view: it opens 350 ms after the gesture and can be closed.',
  },
  {
    id: 'quantity',
    app: 'shop',
    title: 'Quantity input',
    machine: quantityMachine,
    description: 'The quantity stepper: steps within its bounds, and holding a button repeats after 300 ms, then every 50 ms.',
  },
  {
    id: 'cart',
    app: 'shop',
    title: 'Cart',
    machine: cartMachine,
    description:
      'Adding, changing and removing lines (remove and clear after 500 ms, quantities after 500 ms), plateau and claim gifts replacing the cart, and keeping the participant’s record in step.',
  },
  {
    id: 'checkout',
    app: 'shop',
    title: 'Checkout → summary → success',
    machine: checkoutMachine,
    description:
      'One purchase across the checkout, summary and success pages: filling the shipping form, Place Order storing the summary, Confirm placing the order once, and the success page clearing the cart. A reloaded summary or success page enters it there.',
  },
  {
    id: 'sso',
    app: 'shop',
    title: 'Single sign-on',
    machine: ssoMachine,
    description:
      'The learning platform’s score card and sign-on: identity-provider sign-in, the new-tab hand-over and the timed moves into the shop.',
  },
  {
    id: 'console-sign-in',
    app: 'console',
    title: 'Staff sign-in',
    machine: staffSignInMachine,
    description: 'A staff member signs in to the console with e-mail and password; a refusal is shown as the server words it.',
  },
  {
    id: 'console-password',
    app: 'console',
    title: 'Staff password from a mailed link',
    machine: staffPasswordMachine,
    description:
      'An invited or reset staff member chooses a password from the mailed link; a link used already or expired ends the flow with a way to request a new one, a success leads to the sign-in page.',
  },
  {
    id: 'console-forgot-password',
    app: 'console',
    title: 'Staff forgot password',
    machine: staffForgotPasswordMachine,
    description: 'A staff member asks for a reset link by e-mail address; the answer is the same whether or not the address has an account.',
  },
  {
    id: 'console-points-adjustment',
    app: 'console',
    title: 'Points adjustment',
    machine: pointsAdjustmentMachine,
    description:
      'Adding or taking points from a participant: reviewed on a confirmation step first; a refusal (a balance below zero, a limit) brings the form back with the reason.',
  },
  {
    id: 'console-order-cancellation',
    app: 'console',
    title: 'Order cancellation',
    machine: orderCancellationMachine,
    description: 'Cancelling an order with its points given back, after a confirmation; a refusal (it has shipped) leaves the order as it was.',
  },
];
