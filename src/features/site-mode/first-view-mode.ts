import { createActor, type Snapshot } from 'xstate';
import { siteModeMachine } from '../../../machines/site-mode/site-mode.machine';
import type { Program } from '../../api/queries/program';

/**
 * The site mode a signed-out visitor's first view shows, worked out before the first render. A
 * page rendered on the server must not wait for SiteModeSync's effect (effects do not run there),
 * and the browser's hydrating render must start from the same mode to produce the same markup.
 */
export function signedOutSiteMode(program: Program): Snapshot<unknown> {
  const actor = createActor(siteModeMachine).start();
  actor.send({
    type: 'site.update',
    program: { status: program.status, type: program.type, feedStatus: { status: program.feedStatus.status } },
    signedIn: false,
    userStatus: null,
  });
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}
