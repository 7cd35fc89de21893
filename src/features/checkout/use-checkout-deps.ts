import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { selfQueryKey } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { CartContext } from '../cart/cart-context';
import type { CheckoutDeps } from './checkout-logic';
import { removeSummary } from './summary-store';

export type SharedCheckoutDeps = Omit<CheckoutDeps, 'isDraftValid' | 'storeSummary'>;

/** The effects every step of the flow shares: requests, the ways out of checkout, the cart and the session. */
export function useCheckoutDeps(): SharedCheckoutDeps {
  const api = useApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const cart = CartContext.useActorRef();
  const programType = useProgram().type;
  return useMemo<SharedCheckoutDeps>(
    () => ({
      api,
      queryClient,
      programType,
      removeSummary: (key) => removeSummary(key),
      goToCart: (replace) => void router.navigate({ to: '/shop/cart', replace }),
      goHome: () => void router.navigate({ to: '/', replace: true }),
      goToShop: () => void router.navigate({ to: '/shop', replace: true }),
      clearCart: () => cart.send({ type: 'cart.ordered' }),
      refreshUser: () => void queryClient.invalidateQueries({ queryKey: selfQueryKey }),
      goToLogout: () => void router.navigate({ to: '/account/logout' }),
    }),
    [api, queryClient, programType, router, cart],
  );
}
