import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

/** What the header's search bar holds before it is submitted. */
export interface SearchDraft {
  categorySlug: string;
  text: string;
}

interface DraftStore {
  get(): SearchDraft;
  update(patch: Partial<SearchDraft>): void;
  subscribe(listener: () => void): () => void;
}

function createDraftStore(): DraftStore {
  let draft: SearchDraft = { categorySlug: '', text: '' };
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    update(patch) {
      draft = { ...draft, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const SearchDraftContext = createContext<DraftStore | null>(null);

/**
 * Keeps the search bar's text and category above the pages' frames. The header is built anew
 * when the layout changes variant (phone and desktop headers sit in different places), and a
 * CI run caught it built anew while the home page was still loading: text typed meanwhile was
 * lost. Held here, it survives either.
 */
export function SearchDraftProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createDraftStore);
  return <SearchDraftContext.Provider value={store}>{children}</SearchDraftContext.Provider>;
}

/** The draft and its setter; without a provider (a component test) the draft is the caller's own. */
export function useSearchDraft(): [SearchDraft, DraftStore['update']] {
  const shared = useContext(SearchDraftContext);
  const [own] = useState(createDraftStore);
  const store = shared ?? own;
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [draft, store.update];
}
