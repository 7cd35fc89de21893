import { useState } from 'react';
import { CartButton } from './cart-button';
import { LazyTrigger, lazyComponent } from '../../ui/lazy-component';
import { FallbackTrigger, useFallbackHandover } from '../../ui/fallback-trigger';

// The dropdown (Mantine's Popover, Floating UI and the preview: about 20 kB gzip with the header's
// other lazy parts) is a chunk of its own, fetched once the browser is idle after the page's first
// render: the page paints without it (docs/performance.md). Until it is in, the cart button is the
// same button; pressed meanwhile, the dropdown opens as soon as the chunk arrives, and focus on it
// moves to the real button.
const CartPopover = lazyComponent(() => import('./cart-popover'));

/** The header's cart (desktop): the badge, and a dropdown with the lines, the total and checkout. */
export function CartDropdown() {
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const handover = useFallbackHandover();
  const fallback = (
    <FallbackTrigger handover={handover}>
      {(stand) => <CartButton {...stand} aria-haspopup="dialog" aria-expanded={false} onClick={() => setOpenAtOnce(true)} />}
    </FallbackTrigger>
  );
  return (
    <LazyTrigger component={CartPopover} fallback={fallback} pressed={openAtOnce}>
      <CartPopover openAtOnce={openAtOnce} handover={handover} />
    </LazyTrigger>
  );
}
