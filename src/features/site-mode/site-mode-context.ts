import { createActorContext } from '@xstate/react';
import { siteModeMachine } from '../../../machines/site-mode/site-mode.machine';
import { selectMode } from '../../../machines/site-mode/site-mode.selectors';

/** The one site-mode actor; SiteModeSync feeds it, pages read the mode. */
export const SiteModeContext = createActorContext(siteModeMachine);

export function useSiteMode() {
  return SiteModeContext.useSelector(selectMode);
}
