import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import type { CaughtMail } from './mail-catcher.ts';

type Mail = components['schemas']['OutboxMail'];

/**
 * The development outbox: what the demo's in-process mail server received for the host's program,
 * newest first, from memory (mail-catcher.ts). Empty when the demo sends to a real SMTP_URL.
 */
export function outboxRoutes(deps: AppDeps, caught: (program: string) => CaughtMail[]) {
  const app = new Hono<AppEnv>();
  app.get('/dev/outbox', async (c) => {
    // A reset link is queued after its request is served: once that work is done, the mail is on
    // its way here (readers still poll for its arrival).
    await deps.afterResponse.settled();
    const mail: Mail[] = caught(c.get('program').slug)
      .slice(0, 100)
      .map((m) => ({ to: m.to, subject: m.subject, link: m.link, text: m.text, sentAt: m.sentAt }));
    return c.json(mail);
  });
  return app;
}
