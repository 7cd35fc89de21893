import type { components } from '../../src/api/schema.gen.ts';
import type { TestServer } from './test-server.ts';

type Mail = components['schemas']['OutboxMail'];

/** Long enough for a loaded machine; a mail that has not arrived by then is a failure, not a wait. */
const DEADLINE_MS = 15_000;
const POLL_MS = 25;

export async function readOutbox(server: TestServer, host: string): Promise<Mail[]> {
  const res = await server.request(host, '/dev/outbox');
  if (res.status !== 200) throw new Error(`GET /dev/outbox at ${host}: ${res.status}`);
  return (await res.json()) as Mail[];
}

/**
 * The newest mail in the demo's outbox that `matches`, polled until it arrives: mail is sent in the
 * background, so it is not there the moment the call that asked for it has answered.
 */
export async function waitForMail(server: TestServer, host: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  const until = Date.now() + DEADLINE_MS;
  for (;;) {
    const found = (await readOutbox(server, host)).find(matches);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail in the outbox of ${host} after ${DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The same wait, read from the demo's catcher itself rather than through GET /dev/outbox: for tests
 * that count the requests the server logs.
 */
export async function waitForCaught(server: TestServer, programSlug: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  const until = Date.now() + DEADLINE_MS;
  for (;;) {
    const found = (server.demo?.caught(programSlug) ?? []).find(matches);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail caught for ${programSlug} after ${DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
