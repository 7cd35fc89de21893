import type { PriceRange } from '../../../../machines/product-list/product-list.types';
import type { ListBase } from '../list-address';
import type { ProductListState } from '../use-product-list';

export interface FilterPanelProps extends Pick<
  ProductListState,
  'program' | 'options' | 'page' | 'go' | 'categories' | 'trail' | 'bounds'
> {
  /** The chosen address: a tick shows at once, before the page has navigated to it. */
  address: ProductListState['chosen'];
  base: ListBase;
  pendingPrice: PriceRange | null;
  onPriceChange: (range: PriceRange) => void;
}
