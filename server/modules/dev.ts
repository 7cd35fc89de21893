import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppDeps, AppEnv } from '../context.ts';

type Mail = components['schemas']['OutboxMail'];

/** The development outbox (DEMO.md): reset mail lands here instead of being sent. */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get('/dev/outbox', async (c) => {
    // A reset link is written after its request is answered: once that request has been answered,
    // its mail is here.
    await deps.afterAnswer.settled();
    const rows = await deps.db.query<{ to_address: string; subject: string; link: string; body: string; sent_at: Date }>(
      'SELECT to_address, subject, link, body, sent_at FROM outbox WHERE program_id = $1 ORDER BY id DESC LIMIT 100',
      [c.get('program').id],
    );
    const mail: Mail[] = rows.map((r) => ({ to: r.to_address, subject: r.subject, link: r.link, text: r.body, sentAt: new Date(r.sent_at).toISOString() }));
    return c.json(mail);
  });
  return app;
}
