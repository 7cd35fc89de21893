import { Suspense, useMemo, useState } from 'react';
import { machineRegistry, type RegisteredMachine } from '../../../../machines/registry';
import { pickShown, type LiveActor } from '../live/live-actors';
import { useLiveActors } from '../live/use-live-actors';
import { activeStateIds, describeStateValue } from '../model/active-states';
import { eventLabel } from '../model/labels';
import classes from './flows.module.css';
import { Legend } from './legend';
import { LiveActorList } from './live-actor-list';
import { MachineList } from './machine-list';
import { StatechartCanvas } from './statechart-canvas';
import { useChartLayout } from './use-chart-layout';

const NOTHING_ACTIVE: ReadonlySet<string> = new Set();

export interface FlowsPageProps {
  machineId: string | undefined;
  /** The address that shows a machine (the list's links). */
  machineHref: (id: string) => string;
  /** Shows a machine without leaving the page (a plain click on the list, a live actor chosen). */
  onShowMachine: (id: string) => void;
}

/**
 * The Flows page (docs/flows.md): every machine of machines/registry.ts drawn from its
 * definition, with the shop's actors in other tabs highlighted live (in the demo). A tool for
 * product owners, so its texts are English and its look neutral, whatever the program. The page
 * that hosts it (the console's) says how a machine is addressed.
 */
export function FlowsPage({ machineId, machineHref, onShowMachine }: FlowsPageProps) {
  const entry = machineRegistry.find((candidate) => candidate.id === machineId) ?? machineRegistry[0]!;
  const live = useLiveActors();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const candidates = live.filter((actor) => actor.machineId === entry.machine.id);
  const shown = pickShown(candidates, chosenKey);
  const value = shown ? JSON.stringify(shown.value) : null;
  const active = useMemo(
    () => (value === null ? NOTHING_ACTIVE : activeStateIds(entry.machine, JSON.parse(value))),
    [entry.machine, value],
  );

  const show = (actor: LiveActor) => {
    setChosenKey(actor.key);
    const target = machineRegistry.find((candidate) => candidate.machine.id === actor.machineId);
    if (target && target.id !== entry.id) onShowMachine(target.id);
  };

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.title}>Flows</h1>
        <p className={classes.subtitle}>The shop’s and the console’s statecharts, drawn from the machine definitions in machines/.</p>
      </header>
      <div className={classes.body}>
        <aside className={classes.sidebar}>
          <MachineList
            machines={machineRegistry}
            selectedId={entry.id}
            liveMachineIds={new Set(live.map((actor) => actor.machineId))}
            machineHref={machineHref}
            onShowMachine={onShowMachine}
          />
          <LiveActorList actors={live} machines={machineRegistry} shownKey={shown?.key ?? null} onShow={show} />
        </aside>
        <section aria-labelledby="flows-machine-heading" className={classes.main}>
          <div className={classes.machineHeader}>
            <h2 id="flows-machine-heading" className={classes.machineHeading}>
              {entry.title}
            </h2>
            <code className={classes.machineCode}>{entry.machine.id}</code>
          </div>
          <p className={classes.description}>{entry.description}</p>
          <LiveStatus shown={shown} others={candidates.length - 1} />
          <Suspense fallback={<p className={classes.empty}>Laying out the drawing…</p>}>
            <Drawing entry={entry} active={active} />
          </Suspense>
          <Legend />
        </section>
      </div>
    </div>
  );
}

function Drawing({ entry, active }: { entry: RegisteredMachine; active: ReadonlySet<string> }) {
  const layout = useChartLayout(entry.id, entry.machine);
  return <StatechartCanvas layout={layout} active={active} />;
}

function LiveStatus({ shown, others }: { shown: LiveActor | null; others: number }) {
  if (!shown) return <p className={classes.liveStatus}>No running actor of this machine in another tab.</p>;
  return (
    <p className={classes.liveStatus} data-testid="live-status">
      <span className={classes.liveDot} aria-hidden="true" />
      Live: <strong>{shown.actor}</strong> is in <strong>{describeStateValue(shown.value)}</strong>
      <span className={classes.muted}>
        {' '}
        after {eventLabel(shown.event)} · {shown.path}
        {others > 0 && ` · ${others} more running (choose in Live actors)`}
      </span>
    </p>
  );
}
