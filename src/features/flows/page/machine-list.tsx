import type { MouseEvent } from 'react';
import type { RegisteredMachine } from '../../../../machines/registry';
import classes from './flows.module.css';

const GROUPS = [
  { app: 'shop', title: 'Shop' },
  { app: 'console', title: 'Console' },
] as const;

/**
 * Every registered machine, the shop's and then the console's; a dot marks the ones with an actor
 * running in another tab. Each entry is a real link (a new tab works); a plain click shows the
 * machine in place.
 */
export function MachineList({
  machines,
  selectedId,
  liveMachineIds,
  machineHref,
  onShowMachine,
}: {
  machines: readonly RegisteredMachine[];
  selectedId: string;
  liveMachineIds: ReadonlySet<string>;
  machineHref: (id: string) => string;
  onShowMachine: (id: string) => void;
}) {
  const click = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onShowMachine(id);
  };
  return (
    <nav aria-label="Machines" className={classes.panel}>
      <h2 className={classes.panelTitle}>Machines</h2>
      {GROUPS.map((group) => (
        <section key={group.app} aria-label={`${group.title} machines`}>
          <h3 className={classes.groupTitle}>{group.title}</h3>
          <ul className={classes.machineList}>
            {machines
              .filter((entry) => entry.app === group.app)
              .map((entry) => (
                <li key={entry.id}>
                  <a
                    href={machineHref(entry.id)}
                    onClick={click(entry.id)}
                    className={classes.machineLink}
                    aria-current={entry.id === selectedId ? 'page' : undefined}
                  >
                    <span className={classes.machineTitle}>
                      {entry.title}
                      {liveMachineIds.has(entry.machine.id) && <span className={classes.liveDot} title="Running in another tab" />}
                    </span>
                    <span className={classes.machineId}>{entry.machine.id}</span>
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
