import { createActor, type Actor, type Snapshot } from 'xstate';
import { siteModeMachine } from '../../../machines/site-mode/site-mode.machine';
import { CONTENT_PAGE_OF, selectMode } from '../../../machines/site-mode/site-mode.selectors';
import type { Program } from '../../api/queries/program';
import { modeRedirect } from '../../app/router-guards';
import { hasContentPage } from '../../domain/content-pages';

/**
 * The site mode a signed-out visitor's first view shows, worked out before the first render. A
 * page rendered on the server must not wait for SiteModeSync's effect (effects do not run there),
 * and the browser's hydrating render must start from the same mode to produce the same markup.
 */
export function signedOutSiteMode(program: Program): Snapshot<unknown> {
  return settled(program, (actor) => actor.getPersistedSnapshot());
}

/**
 * Whether a signed-out visitor's first view of `pathname` is the browser's to render rather than
 * the server's: when the site mode moves the visitor elsewhere (a closed program sends every path
 * but /login to /login; SiteModeGate would render nothing but the move), or shows the program's
 * own page for the mode. That page is program HTML, which is sanitized in the browser only, and
 * its sections may ask the API for products (docs/performance.md).
 */
export function firstViewLeftToBrowser(program: Program, pathname: string): boolean {
  return settled(program, (actor) => {
    const mode = selectMode(actor.getSnapshot());
    if (modeRedirect(mode, pathname)) return true;
    const modePage = CONTENT_PAGE_OF[mode];
    return modePage !== undefined && hasContentPage(program, modePage);
  });
}

function settled<T>(program: Program, read: (actor: Actor<typeof siteModeMachine>) => T): T {
  const actor = createActor(siteModeMachine).start();
  actor.send({
    type: 'site.update',
    program: { status: program.status, type: program.type, feedStatus: { status: program.feedStatus.status } },
    signedIn: false,
    userStatus: null,
  });
  const response = read(actor);
  actor.stop();
  return response;
}
