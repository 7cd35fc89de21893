import type { RegisteredMachine } from '../../../../machines/registry';
import { tabNumbers, type LiveActor } from '../live/live-actors';
import { describeStateValue } from '../model/active-states';
import classes from './flows.module.css';

/** The app actors of the other tabs, each with its current state; choosing one shows it on its drawing. */
export function LiveActorList({
  actors,
  machines,
  shownKey,
  onShow,
}: {
  actors: readonly LiveActor[];
  machines: readonly RegisteredMachine[];
  shownKey: string | null;
  onShow: (actor: LiveActor) => void;
}) {
  const tabs = tabNumbers(actors);
  const ordered = [...actors].sort((a, b) => tabs.get(a.tab)! - tabs.get(b.tab)! || a.actor.localeCompare(b.actor));
  return (
    <section aria-labelledby="flows-live-title" className={classes.panel}>
      <h2 id="flows-live-title" className={classes.panelTitle}>
        Live actors
      </h2>
      {actors.length === 0 ? (
        <p className={classes.empty}>Open the shop in another tab of this browser: its boot and site-mode actors show up here.</p>
      ) : (
        <ul className={classes.liveList} aria-label="Live actors">
          {ordered.map((actor) => {
            const known = machines.some((entry) => entry.machine.id === actor.machineId);
            return (
              <li key={actor.key}>
                <button
                  type="button"
                  className={classes.liveButton}
                  aria-pressed={actor.key === shownKey}
                  disabled={!known}
                  onClick={() => onShow(actor)}
                  data-live-actor={actor.actor}
                >
                  <span className={classes.liveName}>
                    {actor.actor}
                    <span className={classes.liveTab}>
                      tab {tabs.get(actor.tab)} · {actor.path}
                    </span>
                  </span>
                  <span className={classes.liveState} data-live-state>
                    {describeStateValue(actor.value)}
                    {actor.status !== 'active' && ` (${actor.status})`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
