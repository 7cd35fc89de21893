import { createContext, useContext, type ReactNode } from 'react';
import type { RegionChoice } from '../../domain/regions';

/**
 * What other areas plug into the layout without the routes knowing: the cart issue fills the cart
 * slots and clears the cart on a region change. AppLayout's own props win over the provider's.
 */
export interface LayoutSlots {
  /** The header's cart dropdown (desktop). Nothing renders when absent. */
  cartSlot?: ReactNode;
  /** The compact cart indicator of the phone header; without it, cartSlot shows at both widths. */
  mobileCartSlot?: ReactNode;
  /** Called after the participant saves a new location in the location dialog. */
  onRegionChange?: (region: RegionChoice) => void;
}

const LayoutSlotsContext = createContext<LayoutSlots>({});

export function LayoutSlotsProvider({ children, ...slots }: LayoutSlots & { children: ReactNode }) {
  return <LayoutSlotsContext.Provider value={slots}>{children}</LayoutSlotsContext.Provider>;
}

export function useLayoutSlots(overrides: LayoutSlots = {}): LayoutSlots {
  const provided = useContext(LayoutSlotsContext);
  return {
    cartSlot: overrides.cartSlot ?? provided.cartSlot,
    mobileCartSlot: overrides.mobileCartSlot ?? provided.mobileCartSlot,
    onRegionChange: overrides.onRegionChange ?? provided.onRegionChange,
  };
}
