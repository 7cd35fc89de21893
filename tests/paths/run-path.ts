// Walks one generated path in Chromium: a fresh context, the entry's arrival, then per step the
// gesture of its event and the check of the state the model says it lands in. A failure names
// the step, lists the whole event sequence and leaves a screenshot for QA to replay from.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { appUrl } from '../support/browser.ts';
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
          : (labels.get(stepKey(step.event)) ?? `answer: ${step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1 ')}`);
      lines.push(`    ${label} → ${activeIds(step.state).join(', ')}`);
    }
  }
  return lines;
}

export async function runPath(browser: Browser, model: BrowserModel, p: GeneratedPath): Promise<void> {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: appUrl(p.person.host, '') });
  const page = await context.newPage();
  const run: PathRun = { page, person: p.person };
  // What the page did, for the failure message: navigations, failed answers and console errors.
  const events: string[] = [];
  const note = (line: string) => {
    events.push(line);
    if (process.env.PATHS_TRACE) console.log(`[trace ${p.id}] ${line}`);
  };
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`navigated to ${frame.url()}`));
  page.on(
    'response',
    (response) => response.status() >= 400 && note(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`),
  );
  page.on('console', (message) => message.type() === 'error' && note(`console: ${message.text()}`));
  let at = 'opening the browser';
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
        at = `[${seg.entry.name}] ${step.event.type === 'xstate.init' ? 'start' : (gesture?.label ?? `answer ${step.event.type}`)} → ${activeIds(step.state).join(', ')}`;
        // Requests answer by themselves: the entry's arrangement chose the answer.
        if (gesture) await gesture.run(run);
        const leave = model.leaves[step.event.type];
        if (leave) {
          await leave.check(run);
          break;
        }
        for (const id of activeIds(step.state)) await model.states[id]?.check?.(run, step.state);
      }
    }
  } catch (err) {
    const shot = path.join(repoRoot, 'reports', 'paths', 'screenshots', `${p.id.replace('#', '-')}.png`);
    fs.mkdirSync(path.dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(
      [
        `${p.id} failed at: ${at}`,
        message,
        'Event sequence:',
        ...describePath(model, p),
        'What the page did (last 12):',
        ...events.slice(-12).map((line) => `  ${line}`),
        `Screenshot: ${path.relative(repoRoot, shot)} (page ${page.url()})`,
        `Replay: npm run test:paths -- -t "${p.id} "`,
      ].join('\n'),
    );
  } finally {
    await context.close().catch(() => undefined);
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
