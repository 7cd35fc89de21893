// Targets for the engines without Playwright (Firefox, WebKit): a chain of steps resolved in the
// page by the helper of in-page.ts, and actions as a person makes them: wait until exactly one
// match is visible, enabled and not covered, and holds still; then a pointer click at its middle
// or keys typed into it. The driver underneath (firefox.ts, webkit.ts) only runs scripts, clicks
// at a point and types keys.
import type { RoleOptions, Target, TextMatch, WaitOptions } from './engine.ts';
import { wire, type Probe, type Step } from './in-page.ts';

/** What the two script-driven engines provide under their targets. */
export interface PageDriver {
  /** One of the helper's operations on the element(s) the steps resolve to (installs the helper when missing). */
  op<R>(name: string, steps: Step[], arg?: unknown): Promise<R>;
  /** A left click at a point of the viewport (CSS pixels). */
  clickAt(x: number, y: number): Promise<void>;
  /** Types into the focused element, key by key. */
  typeKeys(text: string): Promise<void>;
  /** One key by its Playwright name (Enter, Backspace, Tab, Escape…). */
  pressKey(key: string): Promise<void>;
}

const DEFAULT_TIMEOUT = 20_000;
const POLL_MS = 100;

async function until<T>(what: () => Promise<T | undefined>, timeout: number, explain: () => Promise<string>): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timeout ${timeout} ms exceeded: ${await explain()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export function describeSteps(steps: Step[]): string {
  return steps
    .map((s) => {
      const text = (t: unknown) => JSON.stringify(t);
      switch (s.by) {
        case 'role':
          return `getByRole(${s.role}${s.name === undefined ? '' : `, name ${text(s.name)}${s.exact ? ' exact' : ''}`})`;
        case 'text':
          return `getByText(${text(s.text)})`;
        case 'testid':
          return `getByTestId(${s.id})`;
        case 'hasText':
          return `filter(hasText ${text(s.text)})`;
        case 'first':
          return 'first()';
      }
    })
    .join('.');
}

export class ScriptTarget implements Target {
  constructor(
    private readonly driver: PageDriver,
    readonly steps: Step[],
  ) {}

  private with(step: Step): ScriptTarget {
    return new ScriptTarget(this.driver, [...this.steps, step]);
  }
  getByRole(role: string, options: RoleOptions = {}): Target {
    return this.with({ by: 'role', role, name: options.name === undefined ? undefined : wire(options.name), exact: options.exact });
  }
  getByText(text: TextMatch, options: { exact?: boolean } = {}): Target {
    return this.with({ by: 'text', text: wire(text), exact: options.exact });
  }
  getByTestId(id: string): Target {
    return this.with({ by: 'testid', id });
  }
  filter(options: { hasText: TextMatch }): Target {
    return this.with({ by: 'hasText', text: wire(options.hasText) });
  }
  first(): Target {
    return this.with({ by: 'first' });
  }

  private probe(): Promise<Probe> {
    return this.driver.op<Probe>('probe', this.steps);
  }

  /** Until exactly one visible match (and enabled, for actions); more than one fails at once. */
  private async ready(options: WaitOptions | undefined, enabled: boolean, visible = true): Promise<void> {
    let last: Probe | undefined;
    await until(
      async () => {
        last = await this.probe();
        if (last.count > 1)
          throw new Error(`${describeSteps(this.steps)} resolved to ${last.count} elements (strict mode): ${last.seen.join(', ')}`);
        return last.count === 1 && (!visible || last.visible) && (!enabled || last.enabled) ? true : undefined;
      },
      options?.timeout ?? DEFAULT_TIMEOUT,
      async () =>
        `waiting for ${describeSteps(this.steps)} to be ${visible ? 'visible' : 'there'}${enabled ? ' and enabled' : ''}; last seen: ${JSON.stringify(last)}`,
    );
  }

  async waitFor(options?: WaitOptions): Promise<void> {
    await this.ready(options, false);
  }

  async click(options?: WaitOptions): Promise<void> {
    const timeout = options?.timeout ?? DEFAULT_TIMEOUT;
    await this.ready({ timeout }, true);
    let covered = '';
    let missed: string | null = null;
    // The middle must hold still for one poll and be the element itself (not a toast or a
    // closing dialog over it), as Playwright's actionability checks; and the click must land on
    // it: one that would land elsewhere is stopped in the page and aimed again.
    let before: { x: number; y: number } | undefined;
    await until(
      async () => {
        const hit = await this.driver.op<{ x: number; y: number; ok: boolean; covered: string }>('hitTest', this.steps);
        covered = hit.covered;
        const still = before !== undefined && Math.abs(before.x - hit.x) < 1 && Math.abs(before.y - hit.y) < 1;
        before = hit;
        if (!hit.ok || !still) return undefined;
        await this.driver.op('armClick', this.steps);
        try {
          await this.driver.clickAt(hit.x, hit.y);
        } finally {
          // A click that navigated away leaves no guard to disarm (the new document has none).
          missed = await this.driver.op<string | null>('disarmClick', []).catch(() => null);
        }
        before = undefined;
        return missed === null ? true : undefined;
      },
      timeout,
      async () =>
        `waiting to click ${describeSteps(this.steps)}: ${missed ? `the click landed on ${missed} instead` : `its middle is covered by ${covered}`}`,
    );
  }

  private async focus(selectAll: boolean, options?: WaitOptions): Promise<void> {
    await this.ready(options, true);
    await this.driver.op('scroll', this.steps);
    if (!(await this.driver.op<boolean>('focus', this.steps, selectAll)))
      throw new Error(`${describeSteps(this.steps)} did not take the focus`);
  }

  async fill(value: string, options?: WaitOptions): Promise<void> {
    await this.focus(true, options);
    if (value === '') await this.driver.pressKey('Backspace');
    else await this.driver.typeKeys(value);
    const now = await this.inputValue();
    if (now !== value) throw new Error(`${describeSteps(this.steps)} holds ${JSON.stringify(now)} after typing ${JSON.stringify(value)}`);
  }

  async pressSequentially(text: string, options?: WaitOptions): Promise<void> {
    await this.focus(false, options);
    await this.driver.typeKeys(text);
  }

  async selectOption(value: string, options?: WaitOptions): Promise<void> {
    await this.ready(options, true);
    await this.driver.op('select', this.steps, value);
  }

  async setChecked(checked: boolean, options?: WaitOptions): Promise<void> {
    await this.ready(options, true);
    if ((await this.driver.op<boolean>('checked', this.steps)) === checked) return;
    await this.click(options);
    await until(
      async () => ((await this.driver.op<boolean>('checked', this.steps)) === checked ? true : undefined),
      options?.timeout ?? DEFAULT_TIMEOUT,
      async () => `${describeSteps(this.steps)} did not become ${checked ? 'checked' : 'unchecked'}`,
    );
  }

  check(options?: WaitOptions): Promise<void> {
    return this.setChecked(true, options);
  }

  async blur(): Promise<void> {
    await this.driver.op('blur', this.steps);
  }

  async count(): Promise<number> {
    return (await this.probe()).count;
  }

  async textContent(): Promise<string | null> {
    await this.ready(undefined, false, false);
    return this.driver.op<string | null>('text', this.steps);
  }

  async inputValue(): Promise<string> {
    return this.driver.op<string>('value', this.steps);
  }

  async getAttribute(name: string): Promise<string | null> {
    await this.ready(undefined, false, false);
    return this.driver.op<string | null>('attribute', this.steps, name);
  }
}

/** Polls `fn` in the page until it is truthy (waitForFunction of the script-driven engines). */
export async function pollInPage(
  check: () => Promise<unknown>,
  timeout = DEFAULT_TIMEOUT,
  what = 'a condition in the page',
): Promise<void> {
  await until(
    async () => ((await check()) ? true : undefined),
    timeout,
    async () => `waiting for ${what}`,
  );
}

/** Polls the address until `test` holds. */
export async function pollUrl(url: () => Promise<string>, test: (url: URL) => boolean, timeout = DEFAULT_TIMEOUT): Promise<void> {
  let last = '';
  await until(
    async () => {
      last = await url();
      return test(new URL(last)) ? true : undefined;
    },
    timeout,
    async () => `waiting for the address to change; it is ${last}`,
  );
}
