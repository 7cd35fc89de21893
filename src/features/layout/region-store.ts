import { useSyncExternalStore } from 'react';
import { browserLocalStorage, readStoredState, subscribeStoredState, updateStoredState } from '../../schemas/stored-state';
import type { RegionChoice } from '../../domain/regions';

// The region lives in the versioned stored client state [locales-and-regions 16], so it survives a reload and
// other tabs follow it. Listeners here carry changes within this tab; 'storage' events the others.

const listeners = new Set<() => void>();
let cache: { key: string; region: RegionChoice | null } | undefined;

/** The stored region; the same object while it is unchanged, as useSyncExternalStore needs. */
export function readStoredRegion(): RegionChoice | null {
  const region = readStoredState(browserLocalStorage()).region;
  const key = region ? `${region.location}|${region.country}` : '';
  if (cache?.key !== key) cache = { key, region: region ? { location: region.location, country: region.country } : null };
  return cache.region;
}

function notify() {
  for (const listener of listeners) listener();
}

export function writeStoredRegion(choice: RegionChoice): void {
  updateStoredState(browserLocalStorage(), { region: { location: choice.location, country: choice.country } });
  notify();
}

let unsubscribeTabs: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  unsubscribeTabs ??= subscribeStoredState(notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribeTabs?.();
      unsubscribeTabs = undefined;
    }
  };
}

export function useStoredRegion(): RegionChoice | null {
  return useSyncExternalStore(subscribe, readStoredRegion, () => null);
}
