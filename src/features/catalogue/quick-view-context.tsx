import { createContext, useContext } from 'react';
import type { Product } from '../../api/queries/product';

/** Asks the page's quick view to show a product (it opens after QUICK_VIEW_DELAY_MS). */
export type OpenQuickView = (product: Product) => void;

export const QuickViewContext = createContext<OpenQuickView | null>(null);

/** Null outside a QuickViewHost: cards then link to the product page instead. */
export function useQuickView(): OpenQuickView | null {
  return useContext(QuickViewContext);
}
