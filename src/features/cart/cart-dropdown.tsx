import { Suspense, useState } from 'react';
import { CartButton } from './cart-button';
import { lazyChunk } from '../../lib/chunk-import';
import { useShown } from '../../ui/shown-scope';
import { StandIn, useStandInHandover } from '../../ui/stand-in-trigger';

// The dropdown (Mantine's Popover, Floating UI and the preview: about 20 kB gzip with the header's
// other lazy parts) is a chunk of its own, fetched once the header shows the button: the page
// paints without it, and a phone, whose header hides this cart (ui/shown-scope.tsx), never fetches
// it (docs/performance.md). Until it is in, the cart button is the same button; pressed meanwhile, the
// dropdown opens as soon as the chunk arrives, and focus on it moves to the real button.
const CartPopover = lazyChunk(() => import('./cart-popover'));

/** The header's cart (desktop): the badge, and a dropdown with the lines, the total and checkout. */
export function CartDropdown() {
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const handover = useStandInHandover();
  const shown = useShown();
  const standIn = (
    <StandIn handover={handover}>
      {(stand) => <CartButton {...stand} aria-haspopup="dialog" aria-expanded={false} onClick={() => setOpenAtOnce(true)} />}
    </StandIn>
  );
  if (!shown && !openAtOnce) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CartPopover openAtOnce={openAtOnce} handover={handover} />
    </Suspense>
  );
}
