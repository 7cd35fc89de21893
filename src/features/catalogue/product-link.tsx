import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { CardEnvironmentValue } from './card-environment';

type ProductLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  slug: string;
  env: Pick<CardEnvironmentValue, 'productHref' | 'openProduct' | 'preloadProduct'>;
};

/** A plain click: the others (new tab, new window, download) are the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/**
 * A card's link to its product page: an anchor the router follows on a plain click and preloads
 * on intent, as the router's Link does. A list holds up to 96 cards with two links each, and each
 * Link subscribes to the location and works out its address again on every change of it, which
 * every filter, sort and page change of the list is: that was a good part of what those cost.
 */
export function ProductLink({ slug, env, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: ProductLinkProps) {
  const preload = () => env.preloadProduct(slug);
  return (
    <a
      {...rest}
      href={env.productHref(slug)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        env.openProduct(slug);
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        preload();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        preload();
      }}
    />
  );
}
