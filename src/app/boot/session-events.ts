// The API client learns of a 401 or 500 [api-calls 4] outside React; the boot actor lives inside it.
// This small channel carries the news across, so the app stops showing a signed-in face.

export interface SessionEvents {
  /** The session ended outside the boot flow (a 401 or 500 response, a sign-out in another tab). */
  signedOut(): void;
  /** Returns the unsubscribe function. */
  onSignedOut(listener: () => void): () => void;
}

export function createSessionEvents(): SessionEvents {
  const listeners = new Set<() => void>();
  return {
    signedOut() {
      for (const listener of [...listeners]) listener();
    },
    onSignedOut(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
