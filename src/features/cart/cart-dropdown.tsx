import { Suspense, useState } from 'react';
import { CartButton } from './cart-button';
import { lazyChunk } from '../../lib/chunk-import';

// The dropdown (Mantine's Popover, Floating UI and the preview: about 20 kB gzip with the header's
// other lazy parts) is a chunk of its own, fetched as the header first renders: the page paints
// without it (docs/performance.md). Until it is in, the cart button is the same button; pressed meanwhile, the
// dropdown opens as soon as the chunk arrives.
const CartPopover = lazyChunk(() => import('./cart-popover'));

/** The header's cart (desktop): the badge, and a dropdown with the lines, the total and checkout. */
export function CartDropdown() {
  const [openAtOnce, setOpenAtOnce] = useState(false);
  return (
    <Suspense fallback={<CartButton aria-haspopup="dialog" aria-expanded={false} onClick={() => setOpenAtOnce(true)} />}>
      <CartPopover openAtOnce={openAtOnce} />
    </Suspense>
  );
}
