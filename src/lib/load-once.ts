/**
 * A loader that runs once: every call until it settles, and every call after it succeeded, gets the
 * same promise (React's `use` and `lazy` need that identity). A failure is not kept: the next call
 * loads again, so a chunk that failed on a bad connection is fetched anew when next needed.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
