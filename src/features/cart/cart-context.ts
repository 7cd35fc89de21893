import { createActorContext } from '@xstate/react';
import { cartMachine } from '../../../machines/cart/cart.machine';

/**
 * The one cart actor of the signed-in app. CartProvider supplies the provided machine (real
 * requests, storage, toasts, navigation); components read it with small selectors.
 */
export const CartContext = createActorContext(cartMachine);
