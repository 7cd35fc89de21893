// Mail for the server: builds the sender the configuration asks for and the service on top of it.
import type { ServerConfig } from '../config.ts';
import type { Sql } from '../db/types.ts';
import type { Catcher } from './catcher.ts';
import { droppingSender, smtpSender, type MailLog, type Sender } from './sender.ts';
import { createMailService, type MailService } from './service.ts';

export type { MailService } from './service.ts';
export type { MailLog } from './sender.ts';
export type { Catcher, CaughtMail } from './catcher.ts';

export interface Mail {
  service: MailService;
  /** The demo's in-process mail server, whose catch GET /dev/outbox lists; absent in production. */
  outbox: Catcher | undefined;
}

/**
 * SMTP_URL set: mail goes there. Production without it: nothing is sent, and the start says so.
 * The demo without it: to a catcher in this process (loaded only then), through the same sender.
 */
export async function startMail(config: ServerConfig, db: Sql, log: MailLog = console): Promise<Mail> {
  let outbox: Catcher | undefined;
  let sender: Sender;
  if (config.mail.smtpUrl) {
    sender = smtpSender({ url: config.mail.smtpUrl, from: config.mail.from, retry: config.mail.retry, log });
  } else if (config.production) {
    log.warn('mail: SMTP_URL is not set, so no mail is sent (password reset, invitation, order confirmation, shipped, cancelled); see docs/mail.md');
    sender = droppingSender(log);
  } else {
    const { startCatcher } = await import('./catcher.ts');
    outbox = await startCatcher();
    sender = smtpSender({ url: outbox.url, from: config.mail.from, retry: config.mail.retry, log });
  }
  const service = createMailService({ db, config, sender, log });
  const caught = outbox;
  return {
    service: {
      ...service,
      async close() {
        await service.close();
        await caught?.close();
      },
    },
    outbox,
  };
}
