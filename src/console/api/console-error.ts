import type { ConsoleFailure } from '../../../machines/console/console-failure';

interface ErrorBody {
  message?: unknown;
  fields?: unknown;
}

/** The fields a 400 names, with their messages (the admin API's `fields`). */
function fieldsOf(details: unknown): Record<string, string> | undefined {
  if (!Array.isArray(details)) return undefined;
  const fields: Record<string, string> = {};
  for (const item of details as { field?: unknown; message?: unknown }[]) {
    if (typeof item?.field === 'string' && typeof item.message === 'string') fields[item.field] ??= item.message;
  }
  return Object.keys(fields).length ? fields : undefined;
}

/**
 * A refused call as the console's flows and pages keep it: the server's message (its error bodies
 * speak to staff), the fields it named, the wait after too many attempts.
 */
export function failureFromResponse(response: Response, body: unknown): ConsoleFailure {
  const { message, fields: details } = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  if (response.status >= 500) return { kind: 'unavailable' };
  const retryAfter = Number(response.headers.get('retry-after'));
  const fields = fieldsOf(details);
  return {
    kind: response.status === 429 ? 'rateLimited' : 'refused',
    ...(typeof message === 'string' ? { message } : {}),
    ...(fields ? { fields } : {}),
    ...(response.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** Thrown by the console's calls: what failed, for the page to say. */
export class ConsoleApiError extends Error {
  constructor(readonly failure: ConsoleFailure) {
    super(failure.message ?? failure.kind);
    this.name = 'ConsoleApiError';
  }
}

/** The data of a call, or a ConsoleApiError with the server's words. */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw new ConsoleApiError(failureFromResponse(response, error));
  return data;
}
