import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isCartReady, selectLines, selectTotal } from '../../../machines/cart/cart.selectors';
import { selectPage } from '../../../machines/checkout/checkout.selectors';
import type { CheckoutEntry, CheckoutInput } from '../../../machines/checkout/checkout.types';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { CartContext } from '../cart/cart-context';
import { useDemoInspector } from '../../app/actor-inspection';
import { addressOf, entryAt, samePath } from './checkout-address';
import { checkDraft, initialDraft } from './checkout-draft';
import { provideCheckout } from './checkout-logic';
import { newIdempotencyKey, summaryLinesOf } from './summary-lines';
import { readSummary, writeSummary } from './summary-store';
import { useCheckoutDeps } from './use-checkout-deps';
import { useOrderBody } from './use-order-body';

type CheckoutLogic = ReturnType<typeof provideCheckout>;
export type CheckoutActor = ActorRefFrom<CheckoutLogic>;

const CheckoutActorContext = createContext<CheckoutActor | null>(null);

/** The purchase's actor, for the three pages under CheckoutFlow; null outside it. */
export function useCheckoutActor(): CheckoutActor | null {
  return useContext(CheckoutActorContext);
}

const noActor = { subscribe: () => ({ unsubscribe: () => {} }), getSnapshot: () => null } as const;

/** The purchase's state (null outside CheckoutFlow), re-rendering as it changes. */
export function useCheckoutSnapshot() {
  const actor = useCheckoutActor();
  return useSelector(actor ?? noActor, (s) => s);
}

/** Sends to the purchase; nothing outside CheckoutFlow. */
export function useCheckoutSend(): CheckoutActor['send'] {
  const actor = useCheckoutActor();
  return useCallback<CheckoutActor['send']>((event) => actor?.send(event), [actor]);
}

/**
 * One purchase across /shop/checkout, its summary and its success page: the checkout layout route
 * provides one actor (machines/checkout) for as long as the participant moves between the three.
 * The machine owns the step and the address follows it (docs/decisions/0006): when the machine
 * moves to another page, the router goes there. The router owns history: an address the machine
 * did not move to (Back, Forward, a link, a typed address, a reload) enters the purchase anew at
 * the page it shows, as a fresh page would.
 */
export function CheckoutFlow({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const here = entryAt(router, pathname);
  const [entered, setEntered] = useState(() => ({ entry: here, n: 0 }));
  const reenter = useCallback(
    () => setEntered((e) => ({ entry: entryAt(router, router.state.location.pathname), n: e.n + 1 })),
    [router],
  );
  // An address outside the three pages ends the purchase; coming back starts a new one.
  if (here === null) {
    if (entered.entry !== null) setEntered((e) => ({ entry: null, n: e.n + 1 }));
    return children;
  }
  return (
    <Purchase key={entered.n} entry={entered.entry ?? here} pathname={pathname} onStray={reenter}>
      {children}
    </Purchase>
  );
}

function Purchase({
  entry,
  pathname,
  onStray,
  children,
}: {
  entry: CheckoutEntry;
  pathname: string;
  onStray: () => void;
  children: ReactNode;
}) {
  const program = useProgram();
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const shared = useCheckoutDeps();
  const router = useRouter();
  const cartReady = CartContext.useSelector(isCartReady);
  const empty = CartContext.useSelector((s) => selectLines(s).length === 0);
  const total = CartContext.useSelector(selectTotal);
  const balance = CartContext.useSelector((s) => s.context.balance);
  const { bodyInput, latest, region } = useOrderBody();
  const points = program.type === 'points';

  const [logic] = useState(() =>
    provideCheckout({
      ...shared,
      isDraftValid: (draft) => checkDraft(bodyInput(draft)).valid,
      storeSummary: (draft) => {
        const { body } = checkDraft(bodyInput(draft));
        // The guard has just checked the same draft; a body is there.
        if (!body) return null;
        const summary = {
          owner: user.sid,
          key: newIdempotencyKey(),
          createdAt: new Date().toISOString(),
          order: body,
          lines: summaryLinesOf(latest.current.rows, points),
        };
        writeSummary(summary);
        return summary;
      },
    }),
  );
  // Once the purchase has started it stays, whatever the cart does next.
  const [input] = useState<CheckoutInput>(() => ({
    entry,
    storedSummary: readSummary(user.sid),
    programType: program.type,
    chooseDifferentGoesHome: program.checkoutSelectDifferentProductRedirectHome ?? false,
    draft: initialDraft(user, program, region),
    cart: cartReady ? { empty, total, balance } : null,
  }));
  const inspect = useDemoInspector('checkout');
  const actor = useActorRef(logic, { input, inspect });

  const editing = useSelector(actor, (s) => s.matches('editing'));
  // The form learns the cart once it is known and as it changes (another tab, a price, the balance).
  useEffect(() => {
    if (editing && cartReady) actor.send({ type: 'checkout.cartChanged', cart: { empty, total, balance } });
  }, [actor, editing, cartReady, empty, total, balance]);

  // The address follows the machine. A purchase entered at another page than its address asked
  // (a summary page whose summary is gone) corrects the address without a history entry.
  useEffect(() => {
    const first = actor.getSnapshot();
    let shown = addressOf(router, first)?.path ?? null;
    if (shown !== null && selectPage(first)?.page !== entry.page) void router.navigate({ href: shown, replace: true });
    const subscription = actor.subscribe((snapshot) => {
      const to = addressOf(router, snapshot);
      if (to === null || to.path === shown) return;
      shown = to.path;
      if (!samePath(to.path, router.state.location.pathname)) void router.navigate({ href: to.path, replace: to.replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, router, entry.page]);

  // An address the machine did not move to: enter anew there.
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    const at = addressOf(router, actor.getSnapshot());
    if (at !== null && !samePath(at.path, pathname)) onStray();
  }, [actor, router, pathname, onStray]);

  return <CheckoutActorContext.Provider value={actor}>{children}</CheckoutActorContext.Provider>;
}
