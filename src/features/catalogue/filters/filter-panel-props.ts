import type { PriceRange } from '../../../../machines/product-list/price-filter.machine';
import type { ListBase } from '../list-address';
import type { ProductListState } from '../use-product-list';

export interface FilterPanelProps extends Pick<
  ProductListState,
  'program' | 'options' | 'page' | 'go' | 'categories' | 'trail' | 'bounds'
> {
  address: ProductListState['address'];
  base: ListBase;
  pendingPrice: PriceRange | null;
  onPriceChange: (range: PriceRange) => void;
}
