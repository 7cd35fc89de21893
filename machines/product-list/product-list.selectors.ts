import type { SnapshotFrom } from 'xstate';
import type { productListMachine } from './product-list.machine.ts';

type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;

/** Still finding out whether the address's category exists: nothing to show yet but a loader. */
export const isInitialLoading = (s: ProductListSnapshot) => s.matches({ list: 'initialLoading' });
/** A new page of results is on its way: the previous one stays, dimmed. */
export const isListLoading = (s: ProductListSnapshot) => s.matches({ list: 'listLoading' });
export const isLoaded = (s: ProductListSnapshot) => s.matches({ list: 'loaded' });
export const isFailed = (s: ProductListSnapshot) => s.matches({ list: 'failed' });
export const isCategoryMissing = (s: ProductListSnapshot) => s.matches({ list: 'categoryMissing' });
/** The range the price filter shows while it is still being moved (null when none is pending). */
export const pendingPrice = (s: ProductListSnapshot) => s.context.pendingPrice;
