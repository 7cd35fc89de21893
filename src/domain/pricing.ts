import type { components } from '../api/schema.gen.ts';

type Product = Pick<components['schemas']['Product'], 'price' | 'discountPrice' | 'costs'>;
type Option = Pick<components['schemas']['ProductOption'], 'price'>;
type Region = components['schemas']['Region'];

/**
 * The unit price in points, the same in the browser and on the server (which never trusts a
 * client total). Precedence: the chosen option's own price, then the region's cost (costMSRP is
 * used as the price there), then the discount price, then the list price.
 */
export function unitPrice(product: Product, option?: Option | null, region?: Region | null): number {
  if (option?.price != null) return option.price;
  const cost = region ? product.costs?.find((c) => c.regionCCCode === region.location) : undefined;
  if (cost) return cost.costMSRP;
  return product.discountPrice ?? product.price;
}
