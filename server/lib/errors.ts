import type { components } from '../../src/api/schema.gen.ts';

type ErrorBody = components['schemas']['Error'];
export type FieldError = NonNullable<ErrorBody['fields']>[number];

/** An response other than success; `app.onError` turns it into the contract's Error body. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503,
    readonly code: ErrorBody['error'],
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.fields ? { error: this.code, message: this.message, fields: this.fields } : { error: this.code, message: this.message };
  }
}

export const badRequest = (message: string, fields?: FieldError[]) => new ApiError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const payloadTooLarge = (message: string) => new ApiError(413, 'payload_too_large', message);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', `Too many failed attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
