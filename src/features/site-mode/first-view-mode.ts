import { createActor, type Actor, type Snapshot } from 'xstate';
import { siteModeMachine } from '../../../machines/site-mode/site-mode.machine';
import { selectMode } from '../../../machines/site-mode/site-mode.selectors';
import type { Program } from '../../api/queries/program';
import { modeRedirect } from '../../app/router-guards';

/**
 * The site mode a signed-out visitor's first view shows, worked out before the first render. A
 * page rendered on the server must not wait for SiteModeSync's effect (effects do not run there),
 * and the browser's hydrating render must start from the same mode to produce the same markup.
 */
export function signedOutSiteMode(program: Program): Snapshot<unknown> {
  return settled(program, (actor) => actor.getPersistedSnapshot());
}

/**
 * Where the site mode sends a signed-out visitor of `pathname` (a closed program sends every
 * path but /login to /login), null where the page shows: a page that moves on is the browser's
 * to render, as SiteModeGate would render nothing but the move.
 */
export function signedOutRedirect(program: Program, pathname: string): string | null {
  return settled(program, (actor) => modeRedirect(selectMode(actor.getSnapshot()), pathname));
}

function settled<T>(program: Program, read: (actor: Actor<typeof siteModeMachine>) => T): T {
  const actor = createActor(siteModeMachine).start();
  actor.send({
    type: 'site.update',
    program: { status: program.status, type: program.type, feedStatus: { status: program.feedStatus.status } },
    signedIn: false,
    userStatus: null,
  });
  const answer = read(actor);
  actor.stop();
  return answer;
}
