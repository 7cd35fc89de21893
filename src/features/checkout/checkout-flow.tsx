import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { isCartReady, selectLines, selectTotal } from '../../../machines/cart/cart.selectors';
import { selectPage } from '../../../machines/checkout/checkout.selectors';
import type { CheckoutEntry, CheckoutInput } from '../../../machines/checkout/checkout.types';
import { selfQuery } from '../../api/queries/self';
import { useApi } from '../../app/api-context';
import { useProgram } from '../../app/boot/use-program';
import { CartContext } from '../cart/cart-context';
import { useDemoInspector } from '../../app/demo-seam';
import { checkDraft, initialDraft } from './checkout-draft';
import { provideCheckout } from './checkout-logic';
import { newIdempotencyKey, summaryLinesOf } from './summary-lines';
import { readSummary, writeSummary } from './summary-store';
import { useCheckoutDeps } from './use-checkout-deps';
import { useOrderBody } from './use-order-body';

type CheckoutLogic = ReturnType<typeof provideCheckout>;
export type CheckoutActor = ActorRefFrom<CheckoutLogic>;

const CheckoutActorContext = createContext<CheckoutActor | null>(null);

/** The purchase's actor, for the three pages under CheckoutFlow; null while it waits for the cart. */
export function useCheckoutActor(): CheckoutActor | null {
  return useContext(CheckoutActorContext);
}

const noActor = { subscribe: () => ({ unsubscribe: () => {} }), getSnapshot: () => null } as const;

/** The purchase's state (null while it waits), re-rendering as it changes. */
export function useCheckoutSnapshot() {
  const actor = useCheckoutActor();
  return useSelector(actor ?? noActor, (s) => s);
}

/** Sends to the purchase; nothing while it waits. */
export function useCheckoutSend(): CheckoutActor['send'] {
  const actor = useCheckoutActor();
  return useCallback<CheckoutActor['send']>((event) => actor?.send(event), [actor]);
}

/** Which of the three pages an address is, as `selectPage` names them; null for none of them. */
export function pageOfPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/shop/checkout') return 'checkout';
  if (path === '/shop/checkout/summary') return 'summary';
  const success = /^\/shop\/checkout\/success\/([^/]+)$/.exec(path);
  return success ? `success/${decodeURIComponent(success[1]!)}` : null;
}

/**
 * One purchase across /shop/checkout, its summary and its success page: the checkout layout route
 * provides one actor (machines/checkout) for as long as the participant moves between the three,
 * entered at the page they open. The machine's own navigations keep it; a page opened otherwise
 * (Back, a link, a typed address) enters the purchase anew there, as a fresh page would.
 */
export function CheckoutFlow({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const page = pageOfPath(pathname);
  const [entry, setEntry] = useState(() => ({ page, n: 0 }));
  const reenter = useCallback(() => setEntry((e) => ({ page, n: e.n + 1 })), [page]);
  if (page === null) return children;
  return (
    <Entered key={entry.n} page={page} entryPage={entry.page ?? page} onStray={reenter}>
      {children}
    </Entered>
  );
}

function Entered({ page, entryPage, onStray, children }: { page: string; entryPage: string; onStray: () => void; children: ReactNode }) {
  const program = useProgram();
  const { data: user } = useSuspenseQuery(selfQuery(useApi()));
  const shared = useCheckoutDeps();
  const navigate = useNavigate();
  const cartReady = CartContext.useSelector(isCartReady);
  const empty = CartContext.useSelector((s) => selectLines(s).length === 0);
  const total = CartContext.useSelector(selectTotal);
  const balance = CartContext.useSelector((s) => s.context.balance);
  const { bodyInput, latest, region } = useOrderBody();
  const points = program.type === 'points';

  // The summary page's entry is the summary stored when it opens; the route sends a participant
  // without one to checkout, and so does this if another tab confirmed it in between.
  const [stored] = useState(() => (entryPage === 'summary' ? readSummary(user.sid) : null));
  const lost = entryPage === 'summary' && stored === null;
  useEffect(() => {
    if (lost) void navigate({ to: '/shop/checkout', replace: true });
  }, [lost, navigate]);

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

  let entry: CheckoutEntry | null;
  if (entryPage === 'checkout') entry = { step: 'checkout' };
  else if (entryPage === 'summary') entry = stored ? { step: 'summary', summary: stored } : null;
  else entry = { step: 'success', orderId: entryPage.slice('success/'.length) };
  // The form starts from the cart as it is once known; later changes reach it as checkout.cartChanged.
  const waiting = entry === null || (entry.step === 'checkout' && !cartReady);
  // Once the purchase has started it stays, whatever the cart does next.
  const [input, setInput] = useState<CheckoutInput | null>(null);
  if (input === null && entry !== null && !waiting) {
    setInput({
      entry,
      programType: program.type,
      chooseDifferentGoesHome: program.checkoutSelectDifferentProductRedirectHome ?? false,
      draft: initialDraft(user, program, region),
      cart: cartReady ? { empty, total, balance } : null,
    });
  }
  if (!input) return <CheckoutActorContext.Provider value={null}>{children}</CheckoutActorContext.Provider>;
  return (
    <Purchase logic={logic} input={input} page={page} onStray={onStray}>
      {children}
    </Purchase>
  );
}

function Purchase({
  logic,
  input,
  page,
  onStray,
  children,
}: {
  logic: CheckoutLogic;
  input: CheckoutInput;
  page: string;
  onStray: () => void;
  children: ReactNode;
}) {
  const inspect = useDemoInspector('checkout');
  const actor = useActorRef(logic, { input, inspect });
  const cartReady = CartContext.useSelector(isCartReady);
  const empty = CartContext.useSelector((s) => selectLines(s).length === 0);
  const total = CartContext.useSelector(selectTotal);
  const balance = CartContext.useSelector((s) => s.context.balance);
  const editing = useSelector(actor, (s) => s.matches('editing'));
  // The form learns the cart as it is on entering it (Edit Address, or a summary opened before the
  // cart was known) and as it changes (another tab, a price, the balance).
  useEffect(() => {
    if (editing && cartReady) actor.send({ type: 'checkout.cartChanged', cart: { empty, total, balance } });
  }, [actor, editing, cartReady, empty, total, balance]);
  // A page the purchase did not lead to: enter anew there.
  useEffect(() => {
    const at = selectPage(actor.getSnapshot());
    if (at !== null && at !== page) onStray();
  }, [actor, page, onStray]);
  return <CheckoutActorContext.Provider value={actor}>{children}</CheckoutActorContext.Provider>;
}
