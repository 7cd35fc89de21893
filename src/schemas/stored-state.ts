import * as v from 'valibot';
import type { StorageLike } from '../api/token-store';
import { LOCALES } from '../domain/locales';
import { storedCartSchema } from './cart';
import { storedSummarySchema } from './order';

// The client state kept across reloads [locales-and-regions 16]: locale, region, cart and the order summary that
// checkout stores for the summary page, in one versioned localStorage entry. A stored value of any
// other version, or one that is not JSON, is discarded and removed, so old shapes never reach the app. The access token is kept apart (token-store.ts).

export const STORED_STATE_KEY = 'storefront-state';
export const STORED_STATE_VERSION = 2;

const RegionSchema = v.object({
  location: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
  country: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
});

// One unreadable field is dropped on its own rather than costing the participant the whole state.
const StoredStateSchema = v.object({
  version: v.literal(STORED_STATE_VERSION),
  locale: v.fallback(v.optional(v.picklist(LOCALES)), undefined),
  region: v.fallback(v.optional(RegionSchema), undefined),
  cart: v.fallback(v.optional(storedCartSchema), undefined),
  summary: v.fallback(v.optional(storedSummarySchema), undefined),
});

export type StoredState = v.InferOutput<typeof StoredStateSchema>;
export type StoredRegion = v.InferOutput<typeof RegionSchema>;
/** Fields to change; a field set to undefined is removed. */
export type StoredStatePatch = Partial<Omit<StoredState, 'version'>>;

const EMPTY: StoredState = { version: STORED_STATE_VERSION };

/** window.localStorage when there is one and it can be reached (it throws in some private modes). */
export function browserLocalStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Parses a stored value; null when it is missing, not JSON, or not version 2 of the shape. */
export function parseStoredState(raw: string | null): StoredState | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = v.safeParse(StoredStateSchema, json);
  return result.success ? withoutUndefined(result.output) : null;
}

/** The stored state, or an empty version-2 state; a discarded value is removed from storage. */
export function readStoredState(storage: StorageLike | undefined): StoredState {
  let raw: string | null;
  try {
    raw = storage?.getItem(STORED_STATE_KEY) ?? null;
  } catch {
    return { ...EMPTY };
  }
  const state = parseStoredState(raw);
  if (state) return state;
  if (raw !== null) {
    try {
      storage?.removeItem(STORED_STATE_KEY);
    } catch {
      /* nothing more to do: it is ignored on every read anyway */
    }
  }
  return { ...EMPTY };
}

/** Applies a patch to the stored state, writes it and returns it (also when storage is unavailable). */
export function updateStoredState(storage: StorageLike | undefined, patch: StoredStatePatch): StoredState {
  const next = withoutUndefined({ ...readStoredState(storage), ...patch, version: STORED_STATE_VERSION });
  try {
    storage?.setItem(STORED_STATE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or disabled: the state lives for this page only */
  }
  return next;
}

/** The part of a 'storage' event the subscription reads. */
interface StorageEventLike {
  key: string | null;
  newValue: string | null;
  storageArea?: unknown;
}

export interface StoredStateTarget {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/**
 * Calls back with the new state when another tab changes it (the 'storage' event fires only in
 * the other tabs), so two tabs agree on locale, region and cart. Returns the unsubscribe function.
 */
export function subscribeStoredState(
  callback: (state: StoredState) => void,
  options: { target?: StoredStateTarget | undefined; storage?: StorageLike | undefined } = {},
): () => void {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : (window as unknown as StoredStateTarget));
  if (!target) return () => {};
  const storage = options.storage ?? browserLocalStorage();
  const listener = (event: StorageEventLike) => {
    // key null: the other tab cleared all of storage.
    if (event.key !== null && event.key !== STORED_STATE_KEY) return;
    if (event.storageArea !== undefined && storage !== undefined && event.storageArea !== storage) return;
    callback(parseStoredState(event.newValue) ?? { ...EMPTY });
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}

function withoutUndefined(state: StoredState): StoredState {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) if (value !== undefined) copy[key] = value;
  return copy as StoredState;
}
