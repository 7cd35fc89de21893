import { Hono } from 'hono';
import type { components } from '../../src/api/schema.gen.ts';
import type { AppEnv, Deps, Program, ProgramRow } from '../context.ts';
import { requestOrigin } from '../lib/programs.ts';

/**
 * Settings may name the development identity provider by path ('/oidc'); the issuer a browser and
 * the token verifier agree on is that path on the origin the request came to.
 */
export function publicProgram(config: Program, origin: string): Program {
  const okta = config.oktaConfig;
  if (!okta || !okta.serviceURL.startsWith('/')) return config;
  return { ...config, oktaConfig: { ...okta, serviceURL: origin + okta.serviceURL } };
}

export function programRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/api/programs', (c) => c.json(publicProgram(c.get('program').config, requestOrigin(c))));
  app.get('/api/languages', async (c) => c.json(await messageSets(deps, c.get('program'))));
  return app;
}

/** GET /api/languages's response: the program's message sets, of its own languages only. */
export async function messageSets(deps: Deps, program: ProgramRow): Promise<components['schemas']['MessageSets']> {
  const rows = await deps.db.query<{ locale: string; messages: Record<string, string> }>(
    'SELECT locale, messages FROM languages WHERE program_id = $1 ORDER BY locale',
    [program.id],
  );
  const sets: components['schemas']['MessageSets'] = {};
  for (const row of rows) {
    if (program.config.languages.includes(row.locale as never)) sets[row.locale as keyof typeof sets] = row.messages;
  }
  return sets;
}
