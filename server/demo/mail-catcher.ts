// The demo's mail server: an SMTP server inside the demo process, on a free loopback port, that
// keeps what it receives in memory for GET /dev/outbox. The demo's mail thus goes through the very
// code that sends production mail. Loaded only by a demo start (server/demo/index.ts).
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The program's slug, from the X-Rewards-Program header the sender adds. */
  program: string;
  to: string;
  subject: string;
  /** The mail's first web address: the reset or invitation link, the order page, the tracking link. */
  link: string;
  text: string;
  sentAt: string;
}

export interface Catcher {
  /** smtp://127.0.0.1:port, for the sender. */
  url: string;
  /** The program's mail, newest first. */
  list(program: string): CaughtMail[];
  close(): Promise<void>;
}

/** Enough for any demo session; the oldest go first. */
const KEEP = 500;

export function firstLink(text: string): string {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? '';
}

export async function startCatcher(): Promise<Catcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    // Loopback only, so no TLS and no sign-in: nothing leaves the machine.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
          const text = mail.text ?? '';
          caught.unshift({
            program: String(mail.headers.get('x-rewards-program') ?? ''),
            to: to.join(', '),
            subject: mail.subject ?? '',
            link: firstLink(text),
            text,
            sentAt: new Date().toISOString(),
          });
          caught.length = Math.min(caught.length, KEEP);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    list: (program) => caught.filter((m) => m.program === program),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
