// Row shapes the seed builds before inserting. The JSON documents are the generated OpenAPI
// types, so what the seed stores is what the contract promises (openapi.yaml).
import type { components } from '../../src/api/schema.gen.ts';

export type S = components['schemas'];
export type Product = S['Product'];
export type Locale = S['Locale'];

/** Product fields kept in `products.details`: everything the table has no column for. */
export type ProductDetails = Required<
  Pick<
    Product,
    | 'type'
    | 'productName'
    | 'productSalesCopy'
    | 'images'
    | 'features'
    | 'options'
    | 'optionsCustom1Label'
    | 'optionsCustom2Label'
    | 'optionsCustom3Label'
    | 'productDropShipDays'
    | 'productUPC'
    | 'costs'
    | 'dims'
    | 'resources'
    | 'prop65'
    | 'langs'
  >
>;

export interface SeedProduct {
  id: string;
  slug: string;
  /** Null for the shared catalogue; a program slug for a program's own product (resolved on insert). */
  programSlug: string | null;
  name: string;
  brandName: string;
  brandSlug: string;
  price: number;
  discountPrice: number | null;
  badges: S['Badge'][];
  position: number;
  /** The leaf category id; the product is also listed under every ancestor. */
  categoryId: string;
  details: ProductDetails;
}
