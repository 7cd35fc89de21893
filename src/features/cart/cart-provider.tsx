import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Program } from '../../api/queries/program';
import { selfQuery, type User } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { useT } from '../../i18n';
import { LayoutSlotsProvider } from '../layout/frameless';
import { useDemoInspector } from '../../app/actor-inspection';
import { CartContext } from './cart-context';
import { CartDropdown } from './cart-dropdown';
import { CartPresence } from './cart-gate';
import { CartIndicator } from './cart-indicator';
import { cartInput, provideCart } from './cart-logic';
import { CartActionsContext } from '../../app/cart-actions';
import { createCartActions } from './cart-actions-value';
import { sameLines, subscribeOtherTabs } from './stored-cart';
import { usePricing } from './use-pricing';

/**
 * The cart of the signed-in app: one cart actor per participant, the cart actions the catalogue adds
 * through, and the header's cart slots and region-change hook. Goes around the signed-in frame.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const program = useProgram();
  const { data: user } = useQuery(selfQuery(useApi()));
  // Boot has loaded the participant before the signed-in frame shows; the record is gone only
  // while the session ends, when there is no cart to show.
  if (!user) return children;
  return (
    <CartSession key={user.sid} user={user} program={program}>
      {children}
    </CartSession>
  );
}

function CartSession({ user, program, children }: { user: User; program: Program; children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const router = useRouter();
  const t = useT('cart');
  const pricing = usePricing(program);
  // The actor's effects are made once; they read the current language and region from here.
  const latest = useRef({ pricing, t });
  latest.current = { pricing, t };

  const [logic] = useState(() =>
    provideCart({
      api,
      queryClient,
      sid: user.sid,
      programType: program.type,
      pricing: () => latest.current.pricing,
      notifyAdded: (name) => notifications.show({ message: latest.current.t('added', { name }), color: 'teal' }),
      notifyCartFull: () => notifications.show({ message: latest.current.t('full'), color: 'red' }),
      goToCheckout: () => void router.navigate({ to: '/shop/checkout' }),
    }),
  );
  const [input] = useState(() => cartInput(user, program));
  const inspect = useDemoInspector('cart');

  return (
    <CartContext.Provider logic={logic} options={{ input, inspect }}>
      <CartFollowers user={user} />
      <CartSlots
        program={program}
        pricing={() => latest.current.pricing}
        notifyNotReady={() => notifications.show({ message: latest.current.t('notReady') })}
      >
        <CartPresence>{children}</CartPresence>
      </CartSlots>
    </CartContext.Provider>
  );
}

/** Keeps the cart in step with the participant's balance and with the other tabs. */
function CartFollowers({ user }: { user: User }) {
  const cart = CartContext.useActorRef();
  const balance = user.balance ?? null;

  useEffect(() => {
    if (cart.getSnapshot().context.programType === 'points') cart.send({ type: 'cart.balanceChanged', balance });
  }, [cart, balance]);

  useEffect(
    () =>
      subscribeOtherTabs(user.sid, (lines) => {
        if (!sameLines(lines, cart.getSnapshot().context.lines)) cart.send({ type: 'cart.external', lines });
      }),
    [cart, user.sid],
  );
  return null;
}

interface CartSlotsProps {
  program: Program;
  pricing: Parameters<typeof createCartActions>[0]['pricing'];
  notifyNotReady: () => void;
  children: ReactNode;
}

function CartSlots({ program, pricing, notifyNotReady, children }: CartSlotsProps) {
  const cart = CartContext.useActorRef();
  const latest = useRef({ pricing, notifyNotReady });
  latest.current = { pricing, notifyNotReady };
  const port = useMemo(
    () =>
      createCartActions({
        cart,
        programType: program.type,
        pricing: () => latest.current.pricing(),
        notifyNotReady: () => latest.current.notifyNotReady(),
      }),
    [cart, program.type],
  );
  const purchase = program.permissions.allowPurchase;
  return (
    <CartActionsContext.Provider value={port}>
      <LayoutSlotsProvider
        cartSlot={purchase ? <CartDropdown /> : undefined}
        mobileCartSlot={purchase ? <CartIndicator /> : undefined}
        onRegionChange={() => cart.send({ type: 'cart.regionChanged' })}
      >
        {children}
      </LayoutSlotsProvider>
    </CartActionsContext.Provider>
  );
}
