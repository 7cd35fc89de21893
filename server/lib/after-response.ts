import type { Logger } from './log.ts';

/**
 * Work a request starts and does not wait for, so that its response takes the same time whatever
 * the work turns out to be (forgot-password: a known address writes a link, an unknown one does
 * nothing). The process waits for it before it stops (server/shutdown.ts), and the development
 * outbox waits for it before it responds, so a mail is there once its request has been served.
 */
export interface AfterResponse {
  run(what: string, task: () => Promise<void>): void;
  /** Resolves once nothing started so far is still running. */
  settled(): Promise<void>;
  readonly pending: number;
}

export function afterResponse(log: Logger): AfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(what, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: what }, 'work after the answer failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
    get pending() {
      return running.size;
    },
  };
}
