import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps, ProgramRow } from '../context.ts';
import type { ClientView } from './client.ts';
import { notFound } from './errors.ts';

/** Host name without port, lower case; the program is chosen by it [demo 7]. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * The host the browser asked for (through a trusted proxy, its X-Forwarded-Host). HTTP/2 carries it in the `:authority` pseudo-header, not in
 * Host, and the adapter builds the request's URL from whichever came.
 */
export function requestHost(c: Context): string {
  const client = (c.var as { client?: ClientView }).client;
  return client?.host ?? c.req.header('host') ?? new URL(c.req.url).host;
}

const TTL_MS = 5_000;

/** Resolves the request's program once per request, with a short cache: settings change rarely. */
export function programResolver(deps: Deps) {
  const cache = new Map<string, { at: number; row: ProgramRow | null }>();
  async function lookup(host: string): Promise<ProgramRow | null> {
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
    const rows = await deps.db.query<ProgramRow>(
      'SELECT p.id, p.slug, p.config FROM program_hosts h JOIN programs p ON p.id = h.program_id WHERE h.host = $1',
      [host],
    );
    const row = rows[0] ?? null;
    cache.set(host, { at: Date.now(), row });
    return row;
  }
  /** The program of the host the request was sent to, over HTTP/1.1 or HTTP/2. */
  const forRequest = (c: Context): Promise<ProgramRow | null> => lookup(hostName(requestHost(c)));
  /**
   * The program already chosen for this request (by the page's origin, lib/cors.ts), else the
   * program of the host the request was sent to.
   */
  const requireProgram: MiddlewareHandler<AppEnv> = async (c, next) => {
    const row = c.get('program') ?? (await forRequest(c));
    if (!row) throw notFound('No program is served at this address.');
    c.set('program', row);
    await next();
  };
  /** Some program served here (the first made), for work done before any request names one. */
  const any = async (): Promise<ProgramRow | null> =>
    (await deps.db.query<ProgramRow>('SELECT id, slug, config FROM programs WHERE removed_at IS NULL ORDER BY id LIMIT 1'))[0] ?? null;
  return { forRequest, forHost: lookup, any, requireProgram, clear: () => cache.clear() };
}

/**
 * This server's origin as the browser saw it: behind a trusted proxy, its X-Forwarded-Proto and
 * -Host (the development identity provider lives here).
 */
export function requestOrigin(c: Context): string {
  const client = (c.var as { client?: ClientView }).client;
  return `${client?.scheme ?? new URL(c.req.url).protocol.slice(0, -1)}://${requestHost(c)}`;
}

/**
 * The origin a link into the shop may take from this request: outside production, the page's when
 * the shop calls from another origin (lib/cors.ts), else this server's own as the browser saw it
 * (the demo on localhost ports). In production none: Host, Origin and X-Forwarded-* say whatever
 * the sender wrote, so a mailed link's origin comes from the program alone (its publicUrl, else
 * https and its first host; server/mail/service.ts).
 */
export function linkOrigin(c: Context, production: boolean): string | undefined {
  if (production) return undefined;
  return (c.get('origin') as string | undefined) ?? requestOrigin(c);
}
