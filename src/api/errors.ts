import type { components } from './schema.gen';

/** The contract's error body: a machine-readable code, a message and, for 400, the fields at fault. */
export type ApiErrorBody = components['schemas']['Error'];
export type ApiErrorCode = ApiErrorBody['error'];

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** An HTTP response outside 2xx. `body` is undefined when the response was not the contract's Error (a proxy page, say). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, body: unknown) {
    const parsed = isErrorBody(body) ? body : undefined;
    super(parsed?.message ?? `HTTP ${status}`);
    this.status = status;
    this.body = parsed;
  }

  get code(): ApiErrorCode | undefined {
    return this.body?.error;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** What an openapi-fetch call resolves to: `data` on 2xx, `error` otherwise. */
interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}
/** The data type of the success branch of an openapi-fetch result. */
export type SuccessData<T> = T extends { data: infer D; error?: never } ? D : never;

/** The data of a successful call; otherwise throws an ApiError with the response's status and body. */
export function unwrap<T extends FetchResult>(result: T): SuccessData<T> {
  if (result.response.ok && result.error === undefined) return result.data as SuccessData<T>;
  throw new ApiError(result.response.status, result.error);
}
