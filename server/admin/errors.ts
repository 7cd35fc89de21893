import type { components } from './schema.gen.ts';

type AdminErrorBody = components['schemas']['Error'];
export type FileError = components['schemas']['FileError'];

/** At most this many errors are listed; the file is refused whatever their number. */
export const MAX_LISTED_ERRORS = 100;

/** An admin answer other than success that the participant errors do not cover: a refused file, a file too large. */
export class AdminError extends Error {
  constructor(
    readonly status: 400 | 413 | 503,
    readonly code: AdminErrorBody['error'],
    message: string,
    readonly errors?: FileError[],
    /** What went wrong inside the server (a 503's disk error): logged, never answered. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }

  toBody(): AdminErrorBody {
    return this.errors ? { error: this.code, message: this.message, errors: this.errors } : { error: this.code, message: this.message };
  }
}

export const fileRefused = (errors: FileError[], total: number) =>
  new AdminError(
    400,
    'bad_request',
    `The file has ${total} error${total === 1 ? '' : 's'}; nothing was changed.${total > errors.length ? ` The first ${errors.length} are listed.` : ''}`,
    errors,
  );

export const tooLarge = (limitBytes: number) =>
  new AdminError(413, 'payload_too_large', `The body passes its limit of ${Math.round(limitBytes / 1024 / 1024)} MB; nothing was changed.`);

/** The disk would not take the file (full, or failing): the operator may try again; the cause is logged. */
export const cannotStore = (cause: unknown) =>
  new AdminError(503, 'unavailable', 'The server could not store the file for its import (its disk may be full); nothing was changed. Try again later.', undefined, cause);

/** Collects a file's errors in order, keeping the first MAX_LISTED_ERRORS. */
export class FileErrors {
  readonly list: FileError[] = [];
  total = 0;

  add(line: number, column: string | undefined, message: string): void {
    this.total += 1;
    if (this.list.length < MAX_LISTED_ERRORS) this.list.push(column === undefined ? { line, message } : { line, column, message });
  }

  get any(): boolean {
    return this.total > 0;
  }
}
