// Walks one generated path in one engine (tests/support/engines): a fresh profile, the entry's
// arrival, then per step the gesture of its event and the check of the state the model says it
// lands in. A failure names the step, lists the whole event sequence and leaves a screenshot for
// QA to replay from.
import path from 'node:path';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { Capability, EngineBrowser } from '../support/engines/engine.ts';
import type { createCoverage } from '../support/machine-coverage.ts';
import { repoRoot } from '../support/server-process.ts';
import { activeIds, stepKey, type BrowserModel, type GeneratedPath, type PathRun } from './path-model.ts';

const VIEWPORT = { width: 1280, height: 800 };

/** One line per step, as a failing path prints it and docs/path-tests.md shows. */
export function describePath(model: BrowserModel, p: GeneratedPath): string[] {
  const lines = [`${p.id} (${p.kind}) as ${p.person.login} on ${p.person.host}`];
  for (const seg of p.segments) {
    const labels = new Map(model.gestures(seg.entry).map((g) => [stepKey(g.event), g.label]));
    lines.push(`  [${seg.entry.name}]${seg.entry.arriveLabel ? ` ${seg.entry.arriveLabel}` : ''}`);
    if (seg.entry.continues?.then) lines.push(`    then: ${seg.entry.continues.then.label}`);
    for (const step of seg.steps) {
      const label =
        step.event.type === 'xstate.init'
          ? 'start'
          : (labels.get(stepKey(step.event)) ?? `response: ${step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1 ')}`);
      lines.push(`    ${label} → ${activeIds(step.state).join(', ')}`);
    }
  }
  return lines;
}

/** What the path needs of the engine that the engine lacks, with the reason: such a path is not run there. */
export function missingCapability(
  browser: Pick<EngineBrowser, 'cannot'>,
  p: GeneratedPath,
): { capability: Capability; why: string } | null {
  for (const seg of p.segments)
    for (const capability of seg.entry.needs ?? []) {
      const why = browser.cannot[capability];
      if (why) return { capability, why: `[${seg.entry.name}] needs to ${why}` };
    }
  return null;
}

/** The command that replays one path in one engine. */
export function replayCommand(engine: string, id: string): string {
  return `npm run test:paths -- --engine ${engine} -t "${id} "`;
}

export async function runPath(browser: EngineBrowser, model: BrowserModel, p: GeneratedPath): Promise<void> {
  const page = await browser.newSession({ host: p.person.host, viewport: VIEWPORT });
  const run: PathRun = { page, person: p.person };
  let at = 'opening the browser';
  let printed = 0;
  // What the page did, printed as it happens with PATHS_TRACE=1; in the failure message anyway.
  const trace = async () => {
    if (!process.env.PATHS_TRACE) return;
    const lines = await page.activity();
    for (const line of lines.slice(printed)) console.log(`[trace ${browser.name} ${p.id}] ${line}`);
    printed = lines.length;
  };
  try {
    for (const seg of p.segments) {
      const gestures = new Map(model.gestures(seg.entry).map((g) => [stepKey(g.event), g]));
      if (seg.entry.arrive) {
        at = `[${seg.entry.name}] arriving: ${seg.entry.arriveLabel ?? ''}`;
        await seg.entry.arrive(run);
      }
      if (seg.entry.continues?.then) {
        at = `[${seg.entry.name}] ${seg.entry.continues.then.label}`;
        await seg.entry.continues.then.run(run);
      }
      for (const step of seg.steps) {
        const gesture = gestures.get(stepKey(step.event));
        at = `[${seg.entry.name}] ${step.event.type === 'xstate.init' ? 'start' : (gesture?.label ?? `response ${step.event.type}`)} → ${activeIds(step.state).join(', ')}`;
        // Requests respond by themselves: the entry's arrangement chose the response.
        if (gesture) await gesture.run(run);
        await trace();
        const leave = model.leaves[step.event.type];
        if (leave) {
          await leave.check(run);
          break;
        }
        for (const id of activeIds(step.state)) await model.states[id]?.check?.(run, step.state);
      }
    }
  } catch (err) {
    const shot = path.join(repoRoot, 'reports', 'paths', browser.name, 'screenshots', `${p.id.replace('#', '-')}.png`);
    await page.screenshot(shot, { fullPage: true }).catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    const events = await page.activity().catch((reason: unknown) => [`(unreadable: ${String(reason)})`]);
    throw new Error(
      [
        `${p.id} failed in ${browser.name} at: ${at}`,
        message,
        'Event sequence:',
        ...describePath(model, p),
        'What the page did (last 12):',
        ...events.slice(-12).map((line) => `  ${line}`),
        `Screenshot: ${path.relative(repoRoot, shot)} (page ${await page.url().catch(() => 'unknown')})`,
        `Replay: ${replayCommand(browser.name, p.id)}`,
      ].join('\n'),
    );
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** Replays a path that passed in the browser on the model (stub actors) to count what it walked. */
export function countCoverage(model: BrowserModel, p: GeneratedPath, coverage: ReturnType<typeof createCoverage>): void {
  for (const seg of p.segments) {
    const actor = createActor(model.machine, { input: seg.entry.input, inspect: coverage.inspect } as never);
    actor.start();
    for (const step of seg.steps.slice(1)) actor.send(step.event);
    const live = actor.getSnapshot() as AnyMachineSnapshot;
    const expected = seg.steps.at(-1)!.state;
    if (JSON.stringify(live.value) !== JSON.stringify(expected.value))
      throw new Error(`${p.id}: the model replay ends in ${JSON.stringify(live.value)}, the path in ${JSON.stringify(expected.value)}`);
    actor.stop();
  }
}
