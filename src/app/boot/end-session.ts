import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { programQueryKey } from '../../api/queries/program';
import type { TokenStore } from '../../api/token-store';

export interface SessionDeps {
  api: ApiClient;
  queryClient: QueryClient;
  tokenStore: TokenStore;
}

// The program and its message sets belong to the host, not the participant: they stay cached.
const HOST_QUERY_ROOTS: ReadonlySet<unknown> = new Set([programQueryKey[0], 'languages']);

/** Forgets everything cached for the participant, so the next one starts clean. */
export function forgetParticipantData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !HOST_QUERY_ROOTS.has(query.queryKey[0]) });
}

/**
 * Ends the session: revokes the token at the server when there is one (best effort: a failure
 * must not keep anyone signed in here), then forgets it and the participant's cached data.
 */
export async function endSession({ api, queryClient, tokenStore }: SessionDeps): Promise<void> {
  if (tokenStore.get()) {
    try {
      await api.POST('/api/signout', { signal: AbortSignal.timeout(5_000) });
    } catch {
      /* offline or already revoked: the token is forgotten below either way */
    }
  }
  tokenStore.clear();
  forgetParticipantData(queryClient);
}
