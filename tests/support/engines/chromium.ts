// The engine interface on Debian's Chromium through playwright-core, as the other browser tests
// drive it (tests/support/browser.ts): every call is Playwright's own, so a path walks exactly as it
// did before the interface existed. A session is a fresh browser context.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser } from '../browser.ts';
import {
  CANNOT,
  type EngineBrowser,
  type RoleOptions,
  type SessionOptions,
  type Tab,
  type Target,
  type TextMatch,
  type WaitOptions,
} from './engine.ts';
import { appTookOver } from '../took-over.ts';

type AriaRole = Parameters<Page['getByRole']>[0];

class ChromiumTarget implements Target {
  constructor(private readonly locator: Locator) {}
  getByRole(role: string, options?: RoleOptions): Target {
    return new ChromiumTarget(this.locator.getByRole(role as AriaRole, options));
  }
  getByText(text: TextMatch, options?: { exact?: boolean }): Target {
    return new ChromiumTarget(this.locator.getByText(text, options));
  }
  getByTestId(id: string): Target {
    return new ChromiumTarget(this.locator.getByTestId(id));
  }
  filter(options: { hasText: TextMatch }): Target {
    return new ChromiumTarget(this.locator.filter(options));
  }
  first(): Target {
    return new ChromiumTarget(this.locator.first());
  }
  async waitFor(options?: WaitOptions): Promise<void> {
    await this.locator.waitFor(options);
  }
  click(options?: WaitOptions): Promise<void> {
    return this.locator.click(options);
  }
  fill(value: string, options?: WaitOptions): Promise<void> {
    return this.locator.fill(value, options);
  }
  pressSequentially(text: string, options?: WaitOptions): Promise<void> {
    return this.locator.pressSequentially(text, options);
  }
  async selectOption(value: string, options?: WaitOptions): Promise<void> {
    await this.locator.selectOption(value, options);
  }
  setChecked(checked: boolean, options?: WaitOptions): Promise<void> {
    return this.locator.setChecked(checked, options);
  }
  check(options?: WaitOptions): Promise<void> {
    return this.locator.check(options);
  }
  blur(): Promise<void> {
    return this.locator.blur();
  }
  count(): Promise<number> {
    return this.locator.count();
  }
  textContent(): Promise<string | null> {
    return this.locator.textContent();
  }
  inputValue(): Promise<string> {
    return this.locator.inputValue();
  }
  getAttribute(name: string): Promise<string | null> {
    return this.locator.getAttribute(name);
  }
}

class ChromiumTab implements Tab {
  readonly engine = 'chromium' as const;
  private readonly log: string[] = [];
  private readonly errors: string[] = [];

  constructor(
    readonly page: Page,
    private readonly context: BrowserContext,
    private readonly host: string,
    private readonly ownsContext: boolean,
  ) {
    page.on('framenavigated', (frame) => frame === page.mainFrame() && this.log.push(`navigated to ${frame.url()}`));
    page.on(
      'response',
      (response) => response.status() >= 400 && this.log.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`),
    );
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      this.log.push(`console: ${message.text()}`);
      this.errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => {
      this.log.push(`uncaught: ${error.message}`);
      this.errors.push(`uncaught: ${error.message}`);
    });
  }

  async goto(to: string): Promise<void> {
    await this.page.goto(to);
    await this.waitForFunction(appTookOver, undefined);
  }
  async url(): Promise<string> {
    return this.page.url();
  }
  getByRole(role: string, options?: RoleOptions): Target {
    return new ChromiumTarget(this.page.getByRole(role as AriaRole, options));
  }
  getByText(text: TextMatch, options?: { exact?: boolean }): Target {
    return new ChromiumTarget(this.page.getByText(text, options));
  }
  getByTestId(id: string): Target {
    return new ChromiumTarget(this.page.getByTestId(id));
  }
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return this.page.evaluate(fn as never, arg) as Promise<R>;
  }
  async runScript(source: string): Promise<void> {
    await this.page.evaluate(source);
  }
  async waitForFunction<A>(fn: (arg: A) => unknown, arg: A, options?: WaitOptions): Promise<void> {
    await this.page.waitForFunction(fn as never, arg, options);
  }
  waitForURL(test: (url: URL) => boolean, options?: WaitOptions): Promise<void> {
    return this.page.waitForURL(test, options);
  }
  press(key: string): Promise<void> {
    return this.page.keyboard.press(key);
  }
  async screenshot(file: string, options: { fullPage?: boolean } = {}): Promise<void> {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  }
  async abortRequests(glob: string): Promise<void> {
    await this.page.route(glob, (route) => route.abort('internetdisconnected'));
  }
  async newTab(): Promise<Tab> {
    return new ChromiumTab(await this.context.newPage(), this.context, this.host, false);
  }
  setViewport(size: { width: number; height: number }): Promise<void> {
    return this.page.setViewportSize(size);
  }
  async activity(): Promise<string[]> {
    return [...this.log];
  }
  async consoleErrors(allow: RegExp[] = []): Promise<string[]> {
    return this.errors.filter((e) => !allow.some((a) => a.test(e)));
  }
  async close(): Promise<void> {
    if (this.ownsContext) await this.context.close().catch(() => undefined);
    else await this.page.close().catch(() => undefined);
  }
}

export async function launchChromium(): Promise<EngineBrowser> {
  const browser: Browser = await launchBrowser();
  return {
    name: 'chromium',
    cannot: CANNOT.chromium,
    async newSession({ host, viewport }: SessionOptions): Promise<Tab> {
      const context = await browser.newContext({ viewport, baseURL: appUrl(host, '') });
      return new ChromiumTab(await context.newPage(), context, host, true);
    },
    close: () => browser.close(),
  };
}
