import { Hono, type Context } from 'hono';
import { getPointsRequestSchema, oidcSignInRequestSchema, ssoTokenRequestSchema } from '../../src/schemas/index.ts';
import { isScoreAllowed } from '../../src/domain/score-allow-list.ts';
import type { AppEnv, Deps, UserRow } from '../context.ts';
import { iso } from '../lib/dto.ts';
import { notFound, unauthorized } from '../lib/errors.ts';
import { discoveryVerifier } from '../lib/oidc-verify.ts';
import { requestOrigin } from '../lib/programs.ts';
import { createSession } from '../lib/sessions.ts';
import { parseBody } from '../lib/validate.ts';
import { accessToken } from './auth.ts';
import { publicProgram } from './program.ts';

export function ssoRoutes(deps: Deps) {
  const { db, config } = deps;
  const verify = deps.verifyIdToken ?? discoveryVerifier();
  const app = new Hono<AppEnv>();

  /** The participant a verified provider token names; the email comes from the token, not the body. */
  async function participantFor(c: Context<AppEnv>, token: string): Promise<UserRow> {
    const program = c.get('program');
    const okta = publicProgram(program.config, requestOrigin(c)).oktaConfig;
    if (!program.config.ssoEnabled || !okta) throw unauthorized('Single sign-on is not enabled for this program.');
    const { email } = await verify(token, { issuer: okta.serviceURL, audience: okta.clientId });
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(email) = lower($2)', [program.id, email]);
    if (!user) throw unauthorized('No participant of this program has that sign-on identity.');
    return user;
  }

  app.post('/api/sso', async (c) => {
    const { token } = await parseBody(c, ssoTokenRequestSchema);
    const user = await participantFor(c, token);
    return c.json(accessToken(await createSession(db, user.id, config.tokenTtlSeconds), config.tokenTtlSeconds));
  });

  app.post('/signin-oidc', async (c) => {
    const { email, token } = await parseBody(c, oidcSignInRequestSchema);
    const user = await participantFor(c, token);
    if (user.email.toLowerCase() !== email.toLowerCase()) throw unauthorized('The sign-on token is for another participant.');
    return c.json(accessToken(await createSession(db, user.id, config.tokenTtlSeconds), config.tokenTtlSeconds));
  });

  app.post('/api/getpoints', async (c) => {
    const { email } = await parseBody(c, getPointsRequestSchema);
    if (!isScoreAllowed(email)) throw notFound('No score card for this address.');
    const [user] = await db.query<UserRow>('SELECT * FROM users WHERE program_id = $1 AND lower(email) = lower($2)', [c.get('program').id, email]);
    if (!user) throw notFound('No score card for this address.');
    return c.json({ email: user.email, balance: user.balance ?? 0, lastUpdateDate: iso(user.last_update_date) ?? iso(new Date())! });
  });

  return app;
}
