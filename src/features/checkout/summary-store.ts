import { browserLocalStorage, readStoredState, updateStoredState } from '../../schemas/stored-state';
import type { StorageLike } from '../../api/token-store';
import type { StoredSummary } from '../../schemas/order';

// The order summary Place Order keeps for the summary page [checkout 11] (saved to browser
// storage), in the versioned stored client state so that a reload or a second tab sees the same
// summary, and with it the same Idempotency-Key. Kept in memory too, for browsers whose storage is
// unavailable: the summary page of this tab still works.

let inMemory: StoredSummary | null = null;

/** This participant's stored summary, or null (the summary page then sends them back to checkout). */
export function readSummary(owner: string, storage: StorageLike | undefined = browserLocalStorage()): StoredSummary | null {
  const stored = readStoredState(storage).summary ?? null;
  const summary = stored ?? inMemory;
  return summary && summary.owner === owner ? summary : null;
}

export function writeSummary(summary: StoredSummary, storage: StorageLike | undefined = browserLocalStorage()): void {
  updateStoredState(storage, { summary });
  inMemory = readStoredState(storage).summary?.key === summary.key ? null : summary;
}

/** Removes the summary once its order is placed (only that one: another tab may have stored a newer). */
export function removeSummary(key: string, storage: StorageLike | undefined = browserLocalStorage()): void {
  if (inMemory?.key === key) inMemory = null;
  if (readStoredState(storage).summary?.key === key) updateStoredState(storage, { summary: undefined });
}
