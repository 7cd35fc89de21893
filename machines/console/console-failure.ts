/**
 * Why a console call failed, as the console's flows keep it: the server's own message (its error
 * bodies speak to staff), the message of each field it named, and a wait after too many sign-ins.
 * The app's actors turn a response into this; anything else (the network) reads as unavailable.
 */
export interface ConsoleFailure {
  kind: 'refused' | 'rateLimited' | 'unavailable';
  /** The server's message, shown as it is. */
  message?: string;
  /** Field → message, from a 400's details. */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
}

export const failureOf = (error: unknown): ConsoleFailure =>
  typeof error === 'object' && error !== null && 'kind' in error ? (error as ConsoleFailure) : { kind: 'unavailable' };
