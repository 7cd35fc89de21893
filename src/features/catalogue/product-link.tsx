import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { CardEnvironmentValue } from './card-environment';

type ProductLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart'
> & {
  slug: string;
  env: Pick<CardEnvironmentValue, 'productHref' | 'openProduct' | 'preloadProduct' | 'preloadDelayMs'>;
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
 * on intent, as the router's Link does (pointer or focus resting for the router's preload delay,
 * a touch at once). A list holds up to 96 cards with two links each, and each Link subscribes to
 * the location and works out its address again on every change of it, which every filter, sort
 * and page change of the list is: that was a good part of what those cost.
 */
export function ProductLink({ slug, env, ...rest }: ProductLinkProps) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(pending.current);
    pending.current = undefined;
  };
  // A pointer passing over the grid on its way elsewhere fetches nothing.
  const enqueue = () => {
    pending.current ??= setTimeout(() => {
      pending.current = undefined;
      env.preloadProduct(slug);
    }, env.preloadDelayMs);
  };
  useEffect(() => cancel, []);
  return (
    <a
      {...rest}
      href={env.productHref(slug)}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        cancel();
        env.openProduct(slug);
      }}
      onMouseEnter={enqueue}
      onFocus={enqueue}
      onMouseLeave={cancel}
      onBlur={cancel}
      onTouchStart={() => env.preloadProduct(slug)}
    />
  );
}
