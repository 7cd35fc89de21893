// Where the access token lives [sign-in-and-sso 2; locales-and-regions 15]: localStorage when the participant ticked Remember Me,
// sessionStorage when they did not or when they arrived by single sign-on, so it ends with the tab.

/** The part of the Web Storage API the store uses; tests pass a Map-backed fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TokenPersistence = 'local' | 'session';

export interface TokenStore {
  /** The session token if there is one, else the local one, else null. */
  get(): string | null;
  /** Stores the token in one storage and removes any copy from the other, so `get` never sees a stale one. */
  set(token: string, options: { persist: TokenPersistence }): void;
  /** Removes the token from both storages. */
  clear(): void;
}

export interface TokenStoreOptions {
  local: StorageLike | undefined;
  session: StorageLike | undefined;
  key?: string;
}

export const TOKEN_STORAGE_KEY = 'token';

// Storage can be missing or throw (disabled cookies, private modes, quota): treat that as "no token".
function read(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    /* nowhere to keep it: the participant signs in again next time */
  }
}

function remove(storage: StorageLike | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing stored there */
  }
}

export function createTokenStore({ local, session, key = TOKEN_STORAGE_KEY }: TokenStoreOptions): TokenStore {
  return {
    get: () => read(session, key) || read(local, key) || null,
    set(token, { persist }) {
      const [target, other] = persist === 'session' ? [session, local] : [local, session];
      remove(other, key);
      write(target, key, token);
    },
    clear() {
      remove(session, key);
      remove(local, key);
    },
  };
}

// Reading window.localStorage itself can throw (a SecurityError when storage is blocked).
function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}

/** The token store of the running app, over the browser's two storages. */
export function createBrowserTokenStore(): TokenStore {
  return createTokenStore({ local: browserStorage('localStorage'), session: browserStorage('sessionStorage') });
}
