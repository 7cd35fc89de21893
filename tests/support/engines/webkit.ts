// The engine interface on Debian's WebKitGTK: WebKitWebDriver (WEBKIT_DRIVER_PATH, default
// /usr/bin/WebKitWebDriver) with its MiniBrowser (MINIBROWSER_PATH) under xvfb-run, driven by
// webdriverio in classic mode (the driver refuses BiDi; webdriverio is pointed at the running
// driver, so it downloads none). A session is a new MiniBrowser, a fresh profile.
//
// Classic WebDriver has no events and no request interception: console errors, uncaught exceptions
// and failed answers come from the page helper (in-page.ts) from the moment it is in the page
// (after the first load), and a step that aborts a request cannot be taken (EngineCannot).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remote } from 'webdriverio';
import { appUrl } from '../browser.ts';
import { freePort } from '../free-port.ts';
import {
  CANNOT,
  EngineCannot,
  type EngineBrowser,
  type RoleOptions,
  type SessionOptions,
  type Tab,
  type Target,
  type TextMatch,
  type WaitOptions,
} from './engine.ts';
import { callOpDraining, helperSource, type Step } from './in-page.ts';
import { pollInPage, pollUrl, ScriptTarget, type PageDriver } from './script-target.ts';
import { appTookOver } from '../took-over.ts';

type Session = WebdriverIO.Browser;

export function webkitDriverPath(): string {
  return process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
}
export function miniBrowserPath(): string {
  return process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
}

const WEBKIT_CANNOT_ABORT = CANNOT.webkit.abortRequest!;

/** Playwright's key names to WebDriver's key codes. */
const KEYS: Record<string, string> = {
  Enter: '\uE007',
  Backspace: '\uE003',
  Tab: '\uE004',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  Space: '\uE00D',
};

class WebKitTab implements Tab, PageDriver {
  readonly engine = 'webkit' as const;
  private readonly log: string[] = [];
  private readonly errors: string[] = [];
  private lastHref = '';

  constructor(
    private readonly session: Session,
    private readonly handle: string,
    private readonly host: string,
    private readonly first: boolean,
    /** The window the session's commands go to now, shared by the session's tabs. */
    private readonly current: { handle: string | undefined },
    /** Every origin the session's pages were on, shared by its tabs: what a reset clears. */
    private readonly origins: Set<string>,
    /** The session's first tab: what closing it does (the session is kept for the next test). */
    private readonly onClose: () => Promise<void> = async () => undefined,
  ) {}

  /** Every command goes to this tab's window (asking the driver fails once the current window is closed). */
  private async focusWindow(): Promise<void> {
    if (this.current.handle === this.handle) return;
    await this.session.switchToWindow(this.handle);
    this.current.handle = this.handle;
  }

  private note(lines: string[], href: string): void {
    if (href !== this.lastHref) {
      this.log.push(`navigated to ${href}`);
      this.lastHref = href;
    }
    for (const line of lines) {
      this.log.push(line);
      if (line.startsWith('console: ') || line.startsWith('uncaught: ')) this.errors.push(line.replace(/^console: /, ''));
    }
  }

  // PageDriver
  async op<R>(name: string, steps: Step[], arg?: unknown): Promise<R> {
    await this.focusWindow();
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = (await this.session.execute(callOpDraining, { name, steps, arg: arg ?? null })) as ReturnType<typeof callOpDraining>;
      if (result) {
        this.note(result.log, result.href);
        const value = result.value as { __error?: string } | null;
        if (value && typeof value === 'object' && '__error' in value) throw new Error(value.__error);
        return result.value as R;
      }
      await this.session.execute(helperSource());
    }
    throw new Error('the page helper did not install');
  }
  async clickAt(x: number, y: number): Promise<void> {
    await this.focusWindow();
    await this.session
      .action('pointer', { parameters: { pointerType: 'mouse' } })
      .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
      .down({ button: 0 })
      .up({ button: 0 })
      .perform();
  }
  async typeKeys(text: string): Promise<void> {
    await this.focusWindow();
    const keys = this.session.action('key');
    for (const char of text) keys.down(char).up(char);
    await keys.perform();
  }
  async pressKey(key: string): Promise<void> {
    await this.focusWindow();
    const code = KEYS[key] ?? key;
    await this.session.action('key').down(code).up(code).perform();
  }

  /** Collects what the page logged (and installs the helper in a new document). */
  private async sync(): Promise<void> {
    await this.op('probe', [{ by: 'first' }]).catch(() => undefined);
  }

  // Tab
  async goto(to: string): Promise<void> {
    await this.focusWindow();
    await this.sync();
    const url = to.startsWith('/') ? appUrl(this.host, to) : to;
    if (url.startsWith('http')) this.origins.add(new URL(url).origin);
    await this.session.url(url);
    await this.sync();
    await this.waitForFunction(appTookOver, undefined);
  }
  async url(): Promise<string> {
    await this.focusWindow();
    return this.session.getUrl();
  }
  getByRole(role: string, options?: RoleOptions): Target {
    return new ScriptTarget(this, []).getByRole(role, options);
  }
  getByText(text: TextMatch, options?: { exact?: boolean }): Target {
    return new ScriptTarget(this, []).getByText(text, options);
  }
  getByTestId(id: string): Target {
    return new ScriptTarget(this, []).getByTestId(id);
  }
  async evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    await this.focusWindow();
    return (await this.session.execute(fn as never, (arg ?? null) as never)) as R;
  }
  async runScript(source: string): Promise<void> {
    await this.focusWindow();
    await this.session.execute(source);
  }
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A, options?: WaitOptions): Promise<void> {
    return pollInPage(() => this.evaluate(fn, arg), options?.timeout, String(fn).slice(0, 160));
  }
  waitForURL(test: (url: URL) => boolean, options?: WaitOptions): Promise<void> {
    return pollUrl(() => this.url(), test, options?.timeout);
  }
  press(key: string): Promise<void> {
    return this.pressKey(key);
  }
  async screenshot(file: string): Promise<void> {
    // Classic WebDriver captures the viewport only.
    await this.focusWindow();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.session.saveScreenshot(file);
  }
  abortRequests(): Promise<void> {
    return Promise.reject(new EngineCannot('abortRequest', WEBKIT_CANNOT_ABORT));
  }
  async newTab(): Promise<Tab> {
    await this.focusWindow();
    const size = await this.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    // A window, not a tab: MiniBrowser shows one tab of a window at a time, and a hidden page
    // takes keys but never finishes a pointer action (the driver waited on it until it died).
    const { handle } = await this.session.createWindow('window');
    const tab = new WebKitTab(this.session, handle, this.host, false, this.current, this.origins);
    await tab.focusWindow();
    await tab.setViewport(size);
    return tab;
  }
  /** The window includes MiniBrowser's toolbar: sized until the page's own viewport is `size`. */
  async setViewport(size: { width: number; height: number }): Promise<void> {
    await this.focusWindow();
    for (let attempt = 0; attempt < 3; attempt++) {
      const rect = await this.session.getWindowRect();
      const inner = await this.session.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
      if (inner.width === size.width && inner.height === size.height) return;
      await this.session.setWindowRect(null, null, rect.width + size.width - inner.width, rect.height + size.height - inner.height);
    }
    const inner = await this.session.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
    if (inner.width !== size.width) throw new Error(`WebKit viewport is ${inner.width}×${inner.height}, not ${size.width}×${size.height}`);
  }
  async activity(): Promise<string[]> {
    await this.sync();
    return [...this.log];
  }
  async consoleErrors(allow: RegExp[] = []): Promise<string[]> {
    await this.sync();
    return this.errors.filter((e) => !allow.some((a) => a.test(e)));
  }
  async close(): Promise<void> {
    if (this.first) {
      await this.onClose();
      return;
    }
    await this.focusWindow().catch(() => undefined);
    await this.session.closeWindow().catch(() => undefined);
    this.current.handle = undefined;
  }
}

/** WebKitWebDriver under its own X server (xvfb-run), in a process group of its own. */
async function startDriver(): Promise<{ port: number; child: ChildProcess; stop: () => Promise<void> }> {
  for (const [what, file] of [
    ['WebKitWebDriver', webkitDriverPath()],
    ['MiniBrowser', miniBrowserPath()],
    ['xvfb-run', '/usr/bin/xvfb-run'],
  ] as const) {
    if (!fs.existsSync(file)) throw new Error(`${what} not found at ${file}: apt-get install -y webkit2gtk-driver xvfb (docs/engines.md)`);
  }
  const port = await freePort();
  // MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone: a GTK style
  // sheet of the run's own (only for the browser's own widgets, not the page) lets it shrink, so
  // the page's viewport can be an iPhone's 390 px.
  const gtkConfig = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-webkit-gtk-'));
  fs.mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
  fs.writeFileSync(
    path.join(gtkConfig, 'gtk-3.0', 'gtk.css'),
    '* { font-size: 4px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n',
  );
  // A screen wider and taller than any window the tests ask for plus MiniBrowser's toolbar.
  const child = spawn('/usr/bin/xvfb-run', ['-a', '-s', '-screen 0 1920x1400x24', webkitDriverPath(), `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: gtkConfig },
  });
  const stop = async () => {
    fs.rmSync(gtkConfig, { recursive: true, force: true });
    if (child.pid === undefined || child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { port, child, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`WebKitWebDriver did not answer on port ${port} (exit ${child.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Kept {
  session: Session;
  handle: string;
  origins: Set<string>;
}

/**
 * Makes a kept session a fresh profile again: only its first window, and on every origin its pages
 * were on, local and session storage and cookies cleared (the app keeps nothing anywhere else:
 * no IndexedDB, cache storage or service worker), then a blank page. False when it cannot.
 */
async function reset(kept: Kept): Promise<boolean> {
  const { session, handle, origins } = kept;
  try {
    for (const other of (await session.getWindowHandles()).filter((h) => h !== handle)) {
      await session.switchToWindow(other);
      await session.closeWindow();
    }
    await session.switchToWindow(handle);
    for (const origin of origins) {
      // A small answer of the same origin, so its storage is reachable without running the app.
      await session.url(`${origin}/api/health`);
      await session.execute(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await session.deleteAllCookies();
    }
    origins.clear();
    await session.url('about:blank');
    return true;
  } catch {
    return false;
  }
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const driver = await startDriver();
  const sessions = new Set<Session>();
  // Starting a MiniBrowser costs seconds per test on a busy machine: a closed session is kept and
  // reset for the next (WEBKIT_FRESH_BROWSER=1 starts a new one every time instead).
  let kept: Kept | undefined;
  const fresh = process.env.WEBKIT_FRESH_BROWSER === '1';
  return {
    name: 'webkit',
    cannot: CANNOT.webkit,
    async newSession({ host, viewport }: SessionOptions): Promise<Tab> {
      const reuse = kept;
      kept = undefined;
      if (reuse && !fresh && (await reset(reuse))) {
        sessions.add(reuse.session);
        const tab = new WebKitTab(reuse.session, reuse.handle, host, true, { handle: reuse.handle }, reuse.origins, async () => {
          sessions.delete(reuse.session);
          kept = reuse;
        });
        await tab.setViewport(viewport);
        return tab;
      }
      if (reuse) sessions.add(reuse.session);
      // The driver runs one session at a time: one a timed-out test left open goes first.
      for (const stale of sessions) {
        sessions.delete(stale);
        await stale.deleteSession().catch(() => undefined);
      }
      const session = await remote({
        hostname: '127.0.0.1',
        port: driver.port,
        logLevel: 'error',
        // A command that hangs fails in time for the test (120 s) to say which one and close the
        // session. The longest command is this one, starting a MiniBrowser: it once took over 45 s
        // on the two cores while three other browser runs and a build shared them.
        connectionRetryTimeout: 90_000,
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      sessions.add(session);
      const handle = await session.getWindowHandle();
      const origins = new Set<string>();
      const tab = new WebKitTab(session, handle, host, true, { handle }, origins, async () => {
        sessions.delete(session);
        if (fresh) await session.deleteSession().catch(() => undefined);
        else kept = { session, handle, origins };
      });
      await tab.setViewport(viewport);
      return tab;
    },
    async close() {
      if (kept) sessions.add(kept.session);
      await Promise.all([...sessions].map((s) => s.deleteSession().catch(() => undefined)));
      await driver.stop();
    },
  };
}
