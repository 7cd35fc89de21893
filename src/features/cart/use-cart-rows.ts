import { useQueries } from '@tanstack/react-query';
import { selectLines } from '../../../machines/cart/cart.selectors';
import type { CartLine } from '../../../machines/cart/cart.types';
import { productQuery, type Product } from '../../api/queries/product';
import { useApi } from '../../app/api-context';
import { useLocale } from '../../i18n';
import { CartContext } from './cart-context';
import { chosenOptions, type ChosenOption } from '../../domain/chosen-options';
import { findOption, lineImage, productDisplayName } from './product-text';

/** A cart line with what the catalogue says about its product, for display. */
export interface CartRow {
  line: CartLine;
  product: Product | undefined;
  name: string;
  image: string | null;
  /** The option's values in the product's order, as the order will keep them. */
  options: ChosenOption[];
}

/**
 * The cart's lines joined with their products from the query cache (the catalogue's and the
 * cart's loads share the key): the localized name, the picture and the chosen option values.
 * Until a product arrives, the line shows the name it was added with.
 */
export function useCartRows(): CartRow[] {
  const api = useApi();
  const { locale } = useLocale();
  const lines = CartContext.useSelector(selectLines);
  const slugs = [...new Set(lines.map((line) => line.productSlug))];
  const results = useQueries({ queries: slugs.map((slug) => productQuery(api, slug)) });
  const bySlug = new Map(slugs.map((slug, i) => [slug, results[i]?.data]));
  return lines.map((line) => {
    const product = bySlug.get(line.productSlug);
    const option = product ? findOption(product, line.optionId) : undefined;
    return {
      line,
      product,
      name: product ? productDisplayName(product, locale) : line.name,
      image: product ? lineImage(product, option) : null,
      options: product ? chosenOptions(product, option) : [],
    };
  });
}
