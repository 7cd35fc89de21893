import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppEnv, Deps } from '../context.ts';

type Mail = components['schemas']['OutboxMail'];

/** The development outbox [demo 24]: reset mail lands here instead of being sent. */
export function devRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/dev/outbox', async (c) => {
    const rows = await deps.db.query<{ to_address: string; subject: string; link: string; body: string; sent_at: Date }>(
      'SELECT to_address, subject, link, body, sent_at FROM outbox WHERE program_id = $1 ORDER BY id DESC LIMIT 100',
      [c.get('program').id],
    );
    const mail: Mail[] = rows.map((r) => ({ to: r.to_address, subject: r.subject, link: r.link, text: r.body, sentAt: new Date(r.sent_at).toISOString() }));
    return c.json(mail);
  });
  return app;
}
