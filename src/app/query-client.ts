import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

/**
 * An HTTP response is the server's decision (and 401/500 already sign the participant out [api-calls 4]),
 * and a 30 s timeout should not become 90 s: retry only network failures, once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
    },
  });
}
