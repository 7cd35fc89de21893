import { describe, expect, it } from 'vitest';
import { createTokenStore, TOKEN_STORAGE_KEY, type StorageLike } from '../../../src/api/token-store';
import { MemoryStorage } from './fake-fetch';

function setup() {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  return { local, session, store: createTokenStore({ local, session }) };
}

describe('token store', () => {
  it('has no token at first', () => {
    expect(setup().store.get()).toBeNull();
  });

  it('keeps a Remember Me token in local storage', () => {
    const { local, session, store } = setup();
    store.set('abc', { persist: 'local' });
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBe('abc');
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBe('abc');
  });

  it('keeps a token without Remember Me (or after SSO) in session storage', () => {
    const { local, session, store } = setup();
    store.set('xyz', { persist: 'session' });
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('xyz');
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBe('xyz');
  });

  it('reads session storage before local storage', () => {
    const { local, session, store } = setup();
    local.setItem(TOKEN_STORAGE_KEY, 'from-local');
    session.setItem(TOKEN_STORAGE_KEY, 'from-session');
    expect(store.get()).toBe('from-session');
    session.removeItem(TOKEN_STORAGE_KEY);
    expect(store.get()).toBe('from-local');
  });

  it('removes the copy in the other storage when a new token is set', () => {
    const { local, session, store } = setup();
    store.set('old', { persist: 'session' });
    store.set('new', { persist: 'local' });
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBe('new');
    store.set('newer', { persist: 'session' });
    expect(local.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.get()).toBe('newer');
  });

  it('clear() empties both storages', () => {
    const { local, session, store } = setup();
    local.setItem(TOKEN_STORAGE_KEY, 'a');
    session.setItem(TOKEN_STORAGE_KEY, 'b');
    store.clear();
    expect(local.items.size + session.items.size).toBe(0);
    expect(store.get()).toBeNull();
  });

  it('treats storage that throws or is missing as empty', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createTokenStore({ local: broken, session: undefined });
    expect(() => store.set('t', { persist: 'local' })).not.toThrow();
    expect(store.get()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
