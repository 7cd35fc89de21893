// Hands rendered mail to an SMTP server in the background, retrying with exponential backoff. The
// caller (an order, a reset request) never waits for a send and never sees it fail: `queue`
// returns at once. What is queued lives in this process's memory only, because reset and
// invitation mail carry a link that signs its holder in, and no table may hold one.
import { createTransport } from 'nodemailer';
import { backoffDelay, type RetryPolicy } from './retry.ts';

export interface OutgoingMail {
  /** What it is, for the log: reset, invitation, order, shipped. Never the link. */
  kind: string;
  /** The program's slug, sent as a header so a catcher (the demo's) can tell programs apart. */
  program: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  language: string;
}

export interface MailLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface Sender {
  queue(mail: OutgoingMail): void;
  /** Stops retrying, waits for sends in flight and closes the connections. */
  close(): Promise<void>;
}

/** Who a mail was for, for the log: the domain only is enough to tell a pattern, and names nobody. */
export function describe(mail: OutgoingMail): string {
  const domain = mail.to.includes('@') ? mail.to.slice(mail.to.lastIndexOf('@') + 1) : '?';
  return `${mail.kind} mail of program ${mail.program} to …@${domain}`;
}

export function smtpSender(options: { url: string; from: string; retry: RetryPolicy; log: MailLog }): Sender {
  // Shorter waits than nodemailer's (two minutes to connect): a server that does not response is
  // tried again later rather than holding a send for minutes.
  const transport = createTransport(
    { url: options.url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
    { from: options.from },
  );
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function attempt(mail: OutgoingMail, n: number): void {
    if (closed) return void options.log.error(`mail: ${describe(mail)} not sent: the server stopped before try ${n}`);
    const send = transport
      .sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Rewards-Program': mail.program, 'Content-Language': mail.language },
      })
      .then(
        () => undefined,
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          if (n >= options.retry.attempts) {
            options.log.error(`mail: ${describe(mail)} dropped after ${n} tries: ${reason}`);
            return;
          }
          const wait = backoffDelay(options.retry, n);
          options.log.warn(`mail: ${describe(mail)} failed (try ${n} of ${options.retry.attempts}), again in ${wait} ms: ${reason}`);
          const timer = setTimeout(() => {
            timers.delete(timer);
            attempt(mail, n + 1);
          }, wait);
          timers.add(timer);
        },
      )
      .finally(() => inFlight.delete(send));
    inFlight.add(send);
  }

  return {
    queue(mail) {
      attempt(mail, 1);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      if (timers.size > 0) options.log.error(`mail: ${timers.size} mail waiting for a retry not sent: the server stopped`);
      timers.clear();
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}

/** Production without SMTP_URL: nothing is sent, and each mail that would have been is logged, link-free. */
export function droppingSender(log: MailLog): Sender {
  return {
    queue(mail) {
      log.warn(`mail: ${describe(mail)} not sent: SMTP_URL is not set`);
    },
    async close() {},
  };
}
