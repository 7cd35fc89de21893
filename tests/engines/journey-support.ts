// What the journeys of journeys.engine.test.ts share: a fresh profile per journey on a program's
// host at a width, the participant's sign-in through the form, the header's cart, the phone's
// menu, and the console errors that fail the journey that caused them (docs/engines.md).
import path from 'node:path';
import type { EngineBrowser, Tab } from '../support/engines/engine.ts';
import { repoRoot } from '../support/server-process.ts';
import type { PathRun, Person } from '../paths/path-model.ts';
import { signInThroughForm, WAIT } from '../paths/people.ts';

export { WAIT };

export const DESKTOP = { width: 1280, height: 800 } as const;
/** An iPhone's width in CSS pixels (what a participant on an iPhone meets: every browser there is WebKit). */
export const PHONE = { width: 390, height: 844 } as const;

export type Width = 'desktop' | 'phone';

export interface Journey {
  tab: Tab;
  person: Person;
  width: Width;
}

/**
 * Opens a fresh profile on the person's host at the width, runs the journey, then fails it on any
 * console error or uncaught exception the engine reported; the profile is closed either way.
 */
export async function journey(
  browser: EngineBrowser,
  person: Person,
  width: Width,
  body: (j: Journey) => Promise<void>,
  options: { start?: string; name?: string } = {},
): Promise<string[]> {
  const tab = await browser.newSession({ host: person.host, viewport: width === 'phone' ? PHONE : DESKTOP });
  try {
    await tab.goto(options.start ?? '/login');
    await body({ tab, person, width });
    return await tab.consoleErrors();
  } catch (error) {
    const shot = path.join(
      repoRoot,
      'reports',
      'engines',
      browser.name,
      'screenshots',
      `${options.name ?? 'journey'}-${width}.png`.replace(/[^\w.-]+/g, '-'),
    );
    await tab.screenshot(shot, { fullPage: false }).catch(() => undefined);
    const seen = await tab.activity().catch(() => []);
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${message}\nat ${await tab.url().catch(() => '?')} in ${browser.name} (${width}); screenshot ${path.relative(repoRoot, shot)}; what the page did (last 12):\n  ${seen.slice(-12).join('\n  ')}`,
      {
        cause: error,
      },
    );
  } finally {
    await tab.close();
  }
}

/** What the paths' helpers get: the journey's tab and participant, and whether it is a phone. */
export function pathRun(j: Journey): PathRun {
  return { page: j.tab, person: j.person, phone: j.width === 'phone' };
}

export async function signIn(j: Journey, options: { remember?: boolean } = {}): Promise<void> {
  await signInThroughForm(pathRun(j), options);
}

/** The header's cart: "Shopping cart, N items", a button (desktop) or the phone bar's link to the cart. */
export async function expectCartCount(j: Journey, count: number): Promise<void> {
  await j.tab.getByRole(j.width === 'phone' ? 'link' : 'button', { name: new RegExp(`^Shopping cart, ${count} items$`) }).waitFor(WAIT);
}

/** On a phone the header's controls (language, account) are in the menu's drawer: opens it. */
export async function openPhoneMenu(j: Journey): Promise<void> {
  if (j.width !== 'phone') return;
  await j.tab.getByRole('button', { name: 'Menu', exact: true }).click(WAIT);
  await j.tab.getByRole('dialog', { name: 'Menu' }).waitFor(WAIT);
}
