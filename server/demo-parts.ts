// What a demo start (`npm start` without NODE_ENV=production) adds to the server, and nothing else:
// the parts themselves live in server/demo/ (the development identity provider, the mail catcher
// and its outbox, the Hostile Sandbox) and are loaded only by boot.ts's loadDemo, a dynamic import
// a production start never makes. So production code holds only this description of them; lint
// (eslint.layers.js) forbids any other import of server/demo, and
// tests/server/production-start.test.ts watches that a production start loads none of it.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context.ts';
import type { VerifyIdToken } from './lib/oidc-verify.ts';
import type { programResolver } from './lib/programs.ts';
import type { LocalMailServer } from './mail/index.ts';
import type { SeedExtra } from './seed/index.ts';

export interface DemoRoutes {
  /** The development identity provider under /oidc [demo 25]; it finds the program of the host itself. */
  identityProvider: Hono<AppEnv>;
  /** Verifies the ID tokens it issues, for POST /signin-oidc. */
  verifyIdToken: VerifyIdToken;
  /** The demo's tools under /dev (the outbox), for the program of the host. */
  tools: Hono<AppEnv>;
}

export interface DemoParts {
  /** The Hostile Sandbox, seeded with the demo's data into an empty database. */
  seed: SeedExtra;
  /** Starts the in-process mail server the demo's mail goes to when SMTP_URL is not set. */
  startMailServer(): Promise<LocalMailServer>;
  /** The demo's routes, mounted by createApp. */
  routes(deps: AppDeps, programs: ReturnType<typeof programResolver>): DemoRoutes;
}
