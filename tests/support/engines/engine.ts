// The interface between the browser tests that run in every engine (the generated paths, the journeys)
// and the engine that runs them: go to an address, find by role and name, click, type as a person
// types, read text, wait, take a screenshot, abort a request where the engine allows it. Three
// implementations: chromium.ts (Playwright), firefox.ts (Puppeteer over WebDriver BiDi) and
// webkit.ts (WebdriverIO, classic WebDriver to WebKitWebDriver). docs/engines.md says how each runs.
// The names follow Playwright's, so a test reads the same whichever engine drives it.

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** What some engine cannot do, with why: a test that needs it is listed as not run, with the reason. */
export type Capability = 'abortRequest';

/** What each engine cannot do, with why; known before launch, so tests can list what they skip. */
export const CANNOT: Record<EngineName, Partial<Record<Capability, string>>> = {
  chromium: {},
  firefox: {},
  webkit: {
    abortRequest:
      'abort a request: WebKitWebDriver speaks classic WebDriver only, which has no request interception (the driver refuses BiDi)',
  },
};

/** A step an engine cannot take; `capability` says which, the message why. */
export class EngineCannot extends Error {
  constructor(
    readonly capability: Capability,
    message: string,
  ) {
    super(message);
    this.name = 'EngineCannot';
  }
}

export interface WaitOptions {
  timeout?: number;
}

/** Text to match: a string (case-insensitive substring unless `exact`) or a regular expression. */
export type TextMatch = string | RegExp;

export interface RoleOptions {
  name?: TextMatch;
  /** Whole name, case-sensitive (whitespace collapsed). */
  exact?: boolean;
}

/** A lazy query for elements, resolved on every use (like a Playwright locator). */
export interface Target {
  getByRole(role: string, options?: RoleOptions): Target;
  getByText(text: TextMatch, options?: { exact?: boolean }): Target;
  getByTestId(id: string): Target;
  /** The matches whose text contains `hasText`. */
  filter(options: { hasText: TextMatch }): Target;
  first(): Target;
  /** Until exactly one match is visible (more than one is an error: the query is ambiguous). */
  waitFor(options?: WaitOptions): Promise<void>;
  /** Waits until it is visible and enabled, then clicks its middle. */
  click(options?: WaitOptions): Promise<void>;
  /** Replaces the field's value, typed key by key (an empty value: cleared). */
  fill(value: string, options?: WaitOptions): Promise<void>;
  /** Types at the end of the field's value, key by key. */
  pressSequentially(text: string, options?: WaitOptions): Promise<void>;
  /** A native select's option by value. */
  selectOption(value: string, options?: WaitOptions): Promise<void>;
  /** Clicks a checkbox until its state is `checked`. */
  setChecked(checked: boolean, options?: WaitOptions): Promise<void>;
  check(options?: WaitOptions): Promise<void>;
  /** Moves the focus away from it (a field validates on blur). */
  blur(): Promise<void>;
  count(): Promise<number>;
  textContent(): Promise<string | null>;
  inputValue(): Promise<string>;
  getAttribute(name: string): Promise<string | null>;
}

/** One tab of a fresh, private browser profile on one program's host. */
export interface Tab {
  readonly engine: EngineName;
  /** A path on the tab's host, or an absolute address. */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  getByRole(role: string, options?: RoleOptions): Target;
  getByText(text: TextMatch, options?: { exact?: boolean }): Target;
  getByTestId(id: string): Target;
  /** Runs `fn` in the page (serialized: it sees only its argument). Promises are awaited. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Runs a script (a bundle the test built) in the page, as the driver evaluates it (not subject to the page's CSP). */
  runScript(source: string): Promise<void>;
  /** Until `fn(arg)` is truthy in the page. */
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A, options?: WaitOptions): Promise<void>;
  /** Until the address satisfies `test`. */
  waitForURL(test: (url: URL) => boolean, options?: WaitOptions): Promise<void>;
  /** Presses a key in the focused element (Playwright's key names: Enter, Escape, Tab…). */
  press(key: string): Promise<void>;
  /** Of the screen (fullPage where the engine can). */
  screenshot(file: string, options?: { fullPage?: boolean }): Promise<void>;
  /**
   * Makes the connection drop for requests whose URL matches the glob (`**` any path, `*` one
   * segment) from now on. Throws EngineCannot where the engine has no request interception.
   */
  abortRequests(glob: string): Promise<void>;
  /** Another tab of the same profile (same storage and cookies), on the same host. */
  newTab(): Promise<Tab>;
  /** The viewport, in CSS pixels. */
  setViewport(size: { width: number; height: number }): Promise<void>;
  /**
   * What the page did, for failure messages: navigations, answers of 400 and more, console errors
   * and uncaught exceptions, in order. Engines report what they can (see docs/engines.md).
   */
  activity(): Promise<string[]>;
  /** Console errors and uncaught exceptions so far, minus what `allow` matches. */
  consoleErrors(allow?: RegExp[]): Promise<string[]>;
  /** Closes this tab; the session's first tab closes the whole profile. */
  close(): Promise<void>;
}

export interface SessionOptions {
  /** Program host: localhost, tiered.localhost, claim.localhost… */
  host: string;
  viewport: { width: number; height: number };
}

/** One launched browser: each session is a fresh profile (own storage and cookies). */
export interface EngineBrowser {
  readonly name: EngineName;
  /** Capabilities it lacks, each with the reason. */
  readonly cannot: Partial<Record<Capability, string>>;
  newSession(options: SessionOptions): Promise<Tab>;
  close(): Promise<void>;
}

/** `**` any characters, `*` any but `/`: what abortRequests matches URLs against. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The engine these tests run in: E2E_ENGINE (docs/engines.md), chromium when unset. */
export function engineName(): EngineName {
  const name = (process.env.E2E_ENGINE || 'chromium') as EngineName;
  if (!ENGINES.includes(name)) throw new Error(`E2E_ENGINE=${name}: expected one of ${ENGINES.join(', ')}`);
  return name;
}

export async function launchEngine(name: EngineName = engineName()): Promise<EngineBrowser> {
  switch (name) {
    case 'chromium':
      return (await import('./chromium.ts')).launchChromium();
    case 'firefox':
      return (await import('./firefox.ts')).launchFirefox();
    case 'webkit':
      return (await import('./webkit.ts')).launchWebKit();
  }
}
