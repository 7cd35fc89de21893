// A real SMTP server inside the test process: what the server under test sends arrives here and is
// read back with mailparser, as a mail client would. It can refuse mail (451, "try again later")
// until told to accept, to show that a failed send is retried.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Inbox {
  url: string;
  received: ParsedMail[];
  /** Deliveries refused so far. */
  readonly refused: number;
  /** While false every delivery is refused with 451. */
  accepting: boolean;
  /** The first received mail that `matches`, waited for with a bounded poll. */
  waitFor(matches: (mail: ParsedMail) => boolean, what?: string): Promise<ParsedMail>;
  /** Resolves once `n` deliveries have been refused. */
  waitForRefusals(n: number): Promise<void>;
  close(): Promise<void>;
}

const DEADLINE_MS = 15_000;

async function poll(done: () => boolean, what: string): Promise<void> {
  const until = Date.now() + DEADLINE_MS;
  while (!done()) {
    if (Date.now() > until) throw new Error(`${what}: not within ${DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function startInbox(): Promise<Inbox> {
  const received: ParsedMail[] = [];
  let refused = 0;
  const state = { accepting: true };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      if (!state.accepting) {
        refused += 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return refused;
    },
    get accepting() {
      return state.accepting;
    },
    set accepting(value: boolean) {
      state.accepting = value;
    },
    async waitFor(matches, what = 'a matching mail') {
      let found: ParsedMail | undefined;
      await poll(() => (found = received.find(matches)) !== undefined, what);
      return found!;
    },
    waitForRefusals: (n) => poll(() => refused >= n, `${n} refused deliveries`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a parsed mail was sent to. */
export function recipients(mail: ParsedMail): string[] {
  return [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
}
