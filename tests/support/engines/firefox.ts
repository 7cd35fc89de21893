// The engine interface on Debian's Firefox ESR (FIREFOX_PATH, default /usr/bin/firefox-esr),
// driven over WebDriver BiDi by puppeteer-core, which downloads no browser. A session is a fresh
// browser context (own storage and cookies). Puppeteer reports navigations, answers, console
// errors and uncaught exceptions, and intercepts requests, so Firefox can do every step.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type HTTPRequest, type Page } from 'puppeteer-core';
import { appUrl } from '../browser.ts';
import {
  CANNOT,
  globToRegExp,
  type EngineBrowser,
  type RoleOptions,
  type SessionOptions,
  type Tab,
  type Target,
  type TextMatch,
  type WaitOptions,
} from './engine.ts';
import { callOp, helperSource, type Step } from './in-page.ts';
import { pollInPage, pollUrl, ScriptTarget, type PageDriver } from './script-target.ts';
import { appTookOver } from '../took-over.ts';

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
}

class FirefoxTab implements Tab, PageDriver {
  readonly engine = 'firefox' as const;
  private readonly log: string[] = [];
  private readonly errors: string[] = [];
  private aborted: RegExp[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly host: string,
    private readonly ownsContext: boolean,
  ) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.log.push(`navigated to ${frame.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) this.log.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // An Error logged as an object reads "JSHandle@error" and its handle may be gone by now: the
      // page helper's own record of console.error (installed before the page's scripts) says what it was.
      const recorded = this.page
        .evaluate(() =>
          ((window as unknown as { __engine?: { drain: () => string[] } }).__engine?.drain() ?? [])
            .filter((line) => line.startsWith('console: '))
            .map((line) => line.slice('console: '.length)),
        )
        .catch(() => [] as string[]);
      const text = Promise.all(
        message
          .args()
          .map((arg) =>
            arg
              .evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message} ${value.stack ?? ''}` : String(value)))
              .catch(() => message.text()),
          ),
      )
        .then((parts) => {
          // Where it was logged from: the first frames of the console call's stack.
          const where = message
            .stackTrace()
            .slice(0, 3)
            .map((f) => `${f.url?.split('/').pop() ?? '?'}:${f.lineNumber ?? '?'}:${f.columnNumber ?? '?'}`)
            .join(' < ');
          return `${parts.join(' ') || message.text()}${where ? ` [at ${where}]` : ''}`;
        })
        .then(async (line) => {
          const inPage = await recorded;
          return inPage.length ? `${inPage.join(' | ')} [${line}]` : line;
        });
      this.pending.push(
        text.then((line) => {
          this.log.push(`console: ${line}`);
          this.errors.push(`${line} (${message.location().url ?? ''})`);
        }),
      );
    });
    page.on('pageerror', (error) => {
      const text = error instanceof Error ? error.message : String(error);
      this.log.push(`uncaught: ${text}`);
      this.errors.push(`uncaught: ${text}`);
    });
  }

  // PageDriver
  async op<R>(name: string, steps: Step[], arg?: unknown): Promise<R> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await this.page.evaluate(callOp, { name, steps, arg });
      if (result) return result.value as R;
      await this.page.evaluate(helperSource());
    }
    throw new Error('the page helper did not install');
  }
  async clickAt(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y);
  }
  async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
  async pressKey(key: string): Promise<void> {
    await this.page.keyboard.press(key as never);
  }

  // Tab
  async goto(to: string): Promise<void> {
    const url = to.startsWith('/') ? appUrl(this.host, to) : to;
    try {
      await this.page.goto(url);
    } catch (error) {
      // Firefox answers a navigation that another one superseded with NS_BINDING_ABORTED, which
      // puppeteer passes on; it lets the same case through under the words other browsers use
      // ("navigation canceled", "aborted by another navigation") and waits for the page. A tab
      // that ends up on the address asked for, loaded, has gone there; anything else fails.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      const arrived = await this.page
        .waitForFunction((href: string) => location.href === href && document.readyState === 'complete', { timeout: 15_000 }, url)
        .then(() => true)
        .catch(() => false);
      if (!arrived) throw error;
    }
    await this.waitForFunction(appTookOver, undefined);
  }
  async url(): Promise<string> {
    return this.page.url();
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
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.page.evaluate(fn as never, arg) as Promise<R>;
  }
  async runScript(source: string): Promise<void> {
    await this.page.evaluate(source);
  }
  waitForFunction<A>(fn: (arg: A) => unknown, arg: A, options?: WaitOptions): Promise<void> {
    return pollInPage(() => this.page.evaluate(fn as never, arg), options?.timeout, String(fn).slice(0, 160));
  }
  waitForURL(test: (url: URL) => boolean, options?: WaitOptions): Promise<void> {
    return pollUrl(() => this.url(), test, options?.timeout);
  }
  press(key: string): Promise<void> {
    return this.pressKey(key);
  }
  async screenshot(file: string, options: { fullPage?: boolean } = {}): Promise<void> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.page.screenshot({ path: file as `${string}.png`, fullPage: options.fullPage ?? true });
  }
  async abortRequests(glob: string): Promise<void> {
    if (this.aborted.length === 0) {
      await this.page.setRequestInterception(true);
      this.page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        if (this.aborted.some((re) => re.test(request.url()))) void request.abort('internetdisconnected');
        else void request.continue();
      });
    }
    this.aborted = [...this.aborted, globToRegExp(glob)];
  }
  async newTab(): Promise<Tab> {
    const page = await this.context.newPage();
    await page.setViewport(this.page.viewport());
    await page.evaluateOnNewDocument(helperSource());
    return new FirefoxTab(page, this.context, this.host, false);
  }
  async setViewport(size: { width: number; height: number }): Promise<void> {
    await this.page.setViewport(size);
  }
  async activity(): Promise<string[]> {
    await Promise.all(this.pending);
    return [...this.log];
  }
  async consoleErrors(allow: RegExp[] = []): Promise<string[]> {
    await Promise.all(this.pending);
    return this.errors.filter((e) => !allow.some((a) => a.test(e)));
  }
  async close(): Promise<void> {
    if (this.ownsContext) await this.context.close().catch(() => undefined);
    else await this.page.close().catch(() => undefined);
  }
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath(), headless: true });
  return {
    name: 'firefox',
    cannot: CANNOT.firefox,
    async newSession({ host, viewport }: SessionOptions): Promise<Tab> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      // The helper before the page's own scripts: it records what console.error was given.
      await page.evaluateOnNewDocument(helperSource());
      return new FirefoxTab(page, context, host, true);
    },
    close: () => browser.close(),
  };
}
