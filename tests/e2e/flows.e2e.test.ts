// The Flows page (docs/flows.md), a page of the staff console, in Chromium against a demo server
// of its own (the console needs a staff member, made by ops: console-support.ts): every registered
// machine, the shop's and the console's, is listed and drawn from its definition, and the boot
// actor of a shop tab is highlighted live as that tab signs in. buyer076 is this file's
// participant (read only: a sign-in, no orders).
import type { Browser, Page } from 'playwright-core';
import type { AnyStateNode } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { launchBrowser, screenshot } from '../support/browser';
import { consolePage, consoleSignIn, expectPath, startConsoleServer, type ConsoleServer } from './console-support';
import { DESKTOP, PHONE, signIn } from './shell-support';

const BUYER = { login: 'buyer076@summit.example', password: 'Summit#2026' };

const VIEWER = { email: 'vic.viewer@flows.example', name: 'Vic Viewer', grant: { programs: ['summit'], role: 'viewer' } } as const;

let browser: Browser;
let server: ConsoleServer;

beforeAll(async () => {
  [server, browser] = await Promise.all([startConsoleServer([VIEWER]), launchBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The console's Flows page at `path`, signed in as a viewer: the page is for every role. */
async function visit(path: string) {
  const opened = await consolePage(browser, server.origin, `/admin/sign-in?redirect=${encodeURIComponent(path)}`);
  await consoleSignIn(opened.page, VIEWER.email);
  await expectPath(opened.page, path);
  return opened;
}

/** Every state's name as the drawing writes it (history states read H or H*). */
function stateNames(node: AnyStateNode): string[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [
    child.type === 'history' ? (child.history === 'deep' ? 'H*' : 'H') : child.key,
    ...stateNames(child),
  ]);
}

const drawing = (page: Page, machineId: string) => page.getByRole('img', { name: `Statechart of ${machineId}` });
const activeState = (page: Page, stateId: string) => page.locator(`svg [data-state-id="${stateId}"][data-active="true"]`);

describe('Flows page', () => {
  it('lists every registered machine and draws each with its states, transitions and labels', async () => {
    const { page, errors } = await visit('/admin/flows');
    try {
      const nav = page.getByRole('navigation', { name: 'Machines' });
      for (const entry of machineRegistry) await nav.getByRole('link', { name: new RegExp(entry.title) }).waitFor();
      expect(await nav.getByRole('link').count()).toBe(machineRegistry.length);

      for (const entry of machineRegistry) {
        await nav.getByRole('link', { name: new RegExp(entry.title) }).click();
        await page.getByRole('heading', { level: 2, name: entry.title }).waitFor();
        const svg = drawing(page, entry.machine.id);
        await svg.waitFor();
        const texts = await svg.locator('text').allTextContents();
        for (const name of [entry.machine.id, ...stateNames(entry.machine.root)])
          expect(texts, `${entry.id}: state ${name}`).toContain(name);
        expect(await svg.locator('[data-edge-kind="initial"]').count(), `${entry.id}: an entry arrow`).toBeGreaterThan(0);
        expect(await svg.locator('[data-label-of]').count(), `${entry.id}: labelled transitions`).toBeGreaterThan(0);
      }

      // A few labels read `event [guard]`, and the app-boot drawing shows its parallel regions dashed.
      await nav.getByRole('link', { name: /App boot/ }).click();
      const boot = drawing(page, 'appBoot');
      await boot.waitFor();
      const labels = await boot.locator('[data-label-of] text').allTextContents();
      expect(labels).toEqual(expect.arrayContaining(['always [isSignedIn]', 'session.signedIn', 'onDone loadProgram', '[hasNoProgram]']));
      expect(await boot.locator('[data-kind="region"] rect[stroke-dasharray]').count()).toBe(9);
      expect(await boot.locator('[data-kind="final"]').count()).toBe(16);

      await screenshot(page, 'flows/app-boot-desktop', { fullPage: false });
      await page.setViewportSize(PHONE);
      await screenshot(page, 'flows/app-boot-phone', { fullPage: false });
      await page.setViewportSize(DESKTOP);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('zooms the drawing in and out', async () => {
    const { page, errors } = await visit('/admin/flows?machine=sign-in');
    try {
      const svg = drawing(page, 'signIn');
      await svg.waitFor();
      const width = async () => Number(await svg.getAttribute('width'));
      const before = await width();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(width).toBeGreaterThan(before * 1.2);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(width).toBeLessThan(before);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('highlights the boot actor of another tab live as that tab signs in', async () => {
    const { page: flows, errors } = await visit('/admin/flows?machine=app-boot');
    // Same browser context: BroadcastChannel reaches the tabs of one profile, as for a real user.
    const shop = await flows.context().newPage();
    try {
      await drawing(flows, 'appBoot').waitFor();
      await shop.goto('/login');
      await activeState(flows, 'appBoot.signedOut').waitFor({ timeout: 15_000 });
      const live = flows.getByRole('list', { name: 'Live actors' });
      await live.getByRole('button', { name: /boot.*signedOut/ }).waitFor();
      await live.getByRole('button', { name: /siteMode.*open/ }).waitFor();
      expect(await activeState(flows, 'appBoot.ready').count()).toBe(0);

      await signIn(shop, BUYER);
      await shop.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await activeState(flows, 'appBoot.ready').waitFor({ timeout: 15_000 });
      expect(await activeState(flows, 'appBoot.signedOut').count()).toBe(0);
      await flows.getByText(/Live: boot is in ready/).waitFor();
      await live.getByRole('button', { name: /boot.*ready/ }).waitFor();
      await screenshot(flows, 'flows/live-boot-ready-desktop', { fullPage: false });

      // The site-mode actor opens its own drawing, with its state highlighted.
      await live.getByRole('button', { name: /siteMode/ }).click();
      await drawing(flows, 'siteMode').waitFor();
      await activeState(flows, 'siteMode.open').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await shop.close();
      await flows.close();
    }
  });
});
