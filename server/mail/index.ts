// Mail for the server: builds the sender the configuration asks for and the service on top of it.
import type { ServerConfig } from '../config.ts';
import type { Sql } from '../db/types.ts';
import { droppingSender, smtpSender, type MailLog, type Sender } from './sender.ts';
import { createMailService, type MailService } from './service.ts';

export type { MailService } from './service.ts';
export type { MailLog } from './sender.ts';

/** An SMTP server of a demo start's own (server/demo/mail-catcher.ts), which production never has. */
export interface LocalMailServer {
  /** smtp://127.0.0.1:port, for the sender. */
  url: string;
  close(): Promise<void>;
}

/**
 * SMTP_URL set: mail goes there. Else a demo start hands over its in-process mail server
 * (`startLocal`, server/demo-start.ts) and mail goes there, through the same sender. Else
 * (production) nothing is sent, and the start says so.
 */
export async function startMail(
  config: ServerConfig,
  db: Sql,
  log: MailLog = console,
  startLocal?: () => Promise<LocalMailServer>,
): Promise<MailService> {
  let local: LocalMailServer | undefined;
  let sender: Sender;
  if (config.mail.smtpUrl) {
    sender = smtpSender({ url: config.mail.smtpUrl, from: config.mail.from, retry: config.mail.retry, log });
  } else if (startLocal) {
    local = await startLocal();
    sender = smtpSender({ url: local.url, from: config.mail.from, retry: config.mail.retry, log });
  } else {
    log.warn('mail: SMTP_URL is not set, so no mail is sent (password reset, invitation, order confirmation, shipped, cancelled); see docs/mail.md');
    sender = droppingSender(log);
  }
  const service = createMailService({ db, config, sender, log });
  return {
    ...service,
    async close() {
      await service.close();
      await local?.close();
    },
  };
}
