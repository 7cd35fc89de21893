import { Link } from '@tanstack/react-router';
import type { RegisteredMachine } from '../../../../machines/registry';
import classes from './flows.module.css';

/** Every registered machine; a dot marks the ones with an actor running in another tab. */
export function MachineList({
  machines,
  selectedId,
  liveMachineIds,
}: {
  machines: readonly RegisteredMachine[];
  selectedId: string;
  liveMachineIds: ReadonlySet<string>;
}) {
  return (
    <nav aria-label="Machines" className={classes.panel}>
      <h2 className={classes.panelTitle}>Machines</h2>
      <ul className={classes.machineList}>
        {machines.map((entry) => (
          <li key={entry.id}>
            <Link
              to="/flows"
              search={{ machine: entry.id }}
              className={classes.machineLink}
              aria-current={entry.id === selectedId ? 'page' : undefined}
            >
              <span className={classes.machineTitle}>
                {entry.title}
                {liveMachineIds.has(entry.machine.id) && <span className={classes.liveDot} title="Running in another tab" />}
              </span>
              <span className={classes.machineId}>{entry.machine.id}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
