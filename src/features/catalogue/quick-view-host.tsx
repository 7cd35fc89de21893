import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { quickViewMachine } from '../../../machines/product-list/quick-view.machine';
import { productQuery, productQueryKey, type Product } from '../../api/queries/product';
import { useApi } from '../../app/api-context';
import { QuickViewContext } from './quick-view-context';
import { lazyComponent } from '../../ui/lazy-component';

// The modal and the product body it shows are their own chunk: fetched when a quick view is first asked for.
const QuickViewModal = lazyComponent(() => import('./quick-view-modal'));

/**
 * Gives the cards below it a quick view [catalogue 25]: asked for, it opens after 350 ms (the
 * quick-view statechart); meanwhile the product the card already holds is put in the query cache
 * and the modal's code is fetched, so it opens complete.
 */
export function QuickViewHost({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [cardProducts] = useState(() => new Map<string, Product>());
  const [logic] = useState(() =>
    quickViewMachine.provide({
      actions: {
        prepare: (_, { slug }) => {
          const known = cardProducts.get(slug);
          if (known && !queryClient.getQueryData(productQueryKey(slug))) queryClient.setQueryData(productQueryKey(slug), known);
          void queryClient.prefetchQuery(productQuery(api, slug));
          void import('./quick-view-modal');
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(logic);
  // Where focus goes back when the dialog closes. Mantine's Modal cannot return it: the lazily
  // loaded modal often mounts already open (it remembers the focused element only when `opened`
  // changes after mount) and unmounts on close. The host remembers it when a quick view is asked for.
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback(
    (product: Product) => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      cardProducts.set(product.slug, product);
      send({ type: 'quickView.open', slug: product.slug });
    },
    [cardProducts, send],
  );
  // Closing clears the slug, which unmounts the modal at once: focus goes back here, after that render.
  const close = useCallback(() => {
    const target = returnTo.current;
    returnTo.current = null;
    send({ type: 'quickView.close' });
    requestAnimationFrame(() => {
      if (target?.isConnected) target.focus();
    });
  }, [send]);
  const slug = snapshot.context.slug;
  return (
    <QuickViewContext.Provider value={open}>
      {children}
      {slug ? (
        <Suspense fallback={null}>
          <QuickViewModal slug={slug} opened={snapshot.matches('open')} onClose={close} />
        </Suspense>
      ) : null}
    </QuickViewContext.Provider>
  );
}
