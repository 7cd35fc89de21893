import { fromPromise } from 'xstate';

/**
 * Promise logic that never settles. Model walks provide it for every actor, so only the fixtures'
 * done and error events move the machine and each branch of an answer is walked on purpose.
 * Generic so it takes the output and input types of the actor it replaces.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pendingActor = <TOutput = any, TInput = any>() => fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
