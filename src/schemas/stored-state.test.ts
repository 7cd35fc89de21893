import { describe, expect, it, vi } from 'vitest';
import type { StorageLike } from '../api/token-store';
import {
  readStoredState,
  STORED_STATE_KEY,
  STORED_STATE_VERSION,
  subscribeStoredState,
  updateStoredState,
  type StoredStateTarget,
} from './stored-state';

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const stored = (value: unknown) => memoryStorage({ [STORED_STATE_KEY]: JSON.stringify(value) });

const line = { id: 'l-1', productId: 'p_000003', productSlug: 'everyday-water-bottle', optionId: null, quantity: 2, unitPrice: 1200, name: 'Everyday Water Bottle' };
const cart = { owner: 'u_buyer021_summit', pending: false, lines: [line] };

describe('stored state', () => {
  it('is version 2', () => expect(STORED_STATE_VERSION).toBe(2));

  it('reads an empty version-2 state when nothing is stored', () => {
    expect(readStoredState(memoryStorage())).toEqual({ version: 2 });
    expect(readStoredState(undefined)).toEqual({ version: 2 });
  });

  it('round-trips locale, region and cart', () => {
    const storage = memoryStorage();
    updateStoredState(storage, { locale: 'fr' });
    updateStoredState(storage, { region: { location: 'USA', country: 'USA-CONT' } });
    updateStoredState(storage, { cart });
    expect(readStoredState(storage)).toEqual({
      version: 2,
      locale: 'fr',
      region: { location: 'USA', country: 'USA-CONT' },
      cart,
    });
    expect(JSON.parse(storage.data.get(STORED_STATE_KEY)!)).toMatchObject({ version: 2, locale: 'fr' });
  });

  it('removes a field patched to undefined and keeps the rest', () => {
    const storage = stored({ version: 2, locale: 'ge', cart });
    expect(updateStoredState(storage, { cart: undefined })).toEqual({ version: 2, locale: 'ge' });
    expect(readStoredState(storage)).toEqual({ version: 2, locale: 'ge' });
  });

  it.each([
    ['version 1', { version: 1, locale: 'fr' }],
    ['version 3', { version: 3, locale: 'fr' }],
    ['no version', { locale: 'fr' }],
    ['version as text', { version: '2', locale: 'fr' }],
    ['an array', [2]],
    ['null', null],
  ])('discards and removes a stored state of %s', (_, value) => {
    const storage = stored(value);
    expect(readStoredState(storage)).toEqual({ version: 2 });
    expect(storage.data.has(STORED_STATE_KEY)).toBe(false);
  });

  it('discards and removes a value that is not JSON', () => {
    const storage = memoryStorage({ [STORED_STATE_KEY]: '{not json' });
    expect(readStoredState(storage)).toEqual({ version: 2 });
    expect(storage.data.has(STORED_STATE_KEY)).toBe(false);
  });

  it('a write after a discarded value starts from an empty state', () => {
    const storage = stored({ version: 1, cart: { old: true } });
    expect(updateStoredState(storage, { locale: 'nl' })).toEqual({ version: 2, locale: 'nl' });
  });

  it('drops only an unreadable field: unknown locale, malformed region, unknown keys', () => {
    const storage = stored({ version: 2, locale: 'xx', region: { location: 'USA' }, cart, extra: 'x' });
    expect(readStoredState(storage)).toEqual({ version: 2, cart });
  });

  it('drops a cart or summary of the wrong shape on its own', () => {
    const badLine = { ...line, quantity: 0 };
    const storage = stored({ version: 2, locale: 'fr', cart: { ...cart, lines: [badLine] }, summary: { owner: 'u1', key: 'short' } });
    expect(readStoredState(storage)).toEqual({ version: 2, locale: 'fr' });
  });

  it('survives storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredState(broken)).toEqual({ version: 2 });
    expect(updateStoredState(broken, { locale: 'it' })).toEqual({ version: 2, locale: 'it' });
  });
});

describe('subscribeStoredState', () => {
  function storageEvent(init: { key: string | null; newValue: string | null; storageArea?: unknown }) {
    return Object.assign(new Event('storage'), init);
  }

  it("follows another tab's changes of the stored state and nothing else", () => {
    const target = new EventTarget() as unknown as StoredStateTarget;
    const storage = memoryStorage();
    const callback = vi.fn();
    const unsubscribe = subscribeStoredState(callback, { target, storage });
    const dispatch = (init: Parameters<typeof storageEvent>[0]) => (target as unknown as EventTarget).dispatchEvent(storageEvent(init));

    dispatch({ key: STORED_STATE_KEY, newValue: JSON.stringify({ version: 2, locale: 'pt' }), storageArea: storage });
    expect(callback).toHaveBeenLastCalledWith({ version: 2, locale: 'pt' });

    dispatch({ key: 'token', newValue: 'abc', storageArea: storage });
    dispatch({ key: STORED_STATE_KEY, newValue: JSON.stringify({ version: 2, locale: 'it' }), storageArea: memoryStorage() });
    expect(callback).toHaveBeenCalledTimes(1);

    dispatch({ key: STORED_STATE_KEY, newValue: JSON.stringify({ version: 1, locale: 'it' }), storageArea: storage });
    expect(callback).toHaveBeenLastCalledWith({ version: 2 });

    dispatch({ key: null, newValue: null, storageArea: storage });
    expect(callback).toHaveBeenCalledTimes(3);

    unsubscribe();
    dispatch({ key: STORED_STATE_KEY, newValue: JSON.stringify({ version: 2, locale: 'fr' }), storageArea: storage });
    expect(callback).toHaveBeenCalledTimes(3);
  });

  it('does nothing where there is no window', () => {
    expect(subscribeStoredState(vi.fn())).toBeTypeOf('function');
  });
});
