// The demo start's own parts, as server/demo-parts.ts describes them: loaded only by boot.ts's
// loadDemo (a dynamic import behind NODE_ENV), never by production code.
import type { DemoParts } from '../demo-parts.ts';
import { hostileSandbox } from './hostile-sandbox.ts';
import { startCatcher, type Catcher, type CaughtMail } from './mail-catcher.ts';
import { devIdentityProvider } from './oidc/index.ts';
import { outboxRoutes } from './outbox.ts';

export interface Demo extends DemoParts {
  /** What the mail server caught for a program, newest first: nothing before it starts, nor with SMTP_URL set. */
  caught(program: string): CaughtMail[];
}

export function demoParts(): Demo {
  let catcher: Catcher | undefined;
  const caught = (program: string) => catcher?.list(program) ?? [];
  return {
    seed: hostileSandbox(),
    async startMailServer() {
      catcher = await startCatcher();
      return catcher;
    },
    caught,
    routes(deps, programs) {
      const provider = devIdentityProvider(deps, { programs, learningPlatformSegment: deps.config.learningPlatformSegment });
      return { identityProvider: provider.routes, verifyIdToken: provider.verifyIdToken, tools: outboxRoutes(deps, caught) };
    },
  };
}
