// Helpers of the catalogue's browser tests: a signed-in page on a program's host (signed in through
// the API, which changes nothing of the participant's data), waiting for the list to settle, and
// screenshots at both widths under reports/screenshots/catalogue/.
import type { Browser, Page } from 'playwright-core';
import { screenshotWidths, type WidthsOptions } from '../support/browser';
import { signInByApi, visit, type Visit, type VisitOptions } from './shell-support';

export { address, expectAddress } from './shell-support';

export const ALEX = { email: 'alex@summit.example', password: 'Summit#2026' };
/** Reserved for the catalogue's tests [demo 18]: nothing here changes their data either. */
export const GOLD = { email: 'GOLD-1003', password: 'Apex#2026' };
export const CLAIM = { email: 'THANKS-0011' };

export async function signedIn(
  browser: Browser,
  host: string,
  path: string,
  who: { email: string; password?: string } = ALEX,
  options: VisitOptions & { locale?: string } = {},
): Promise<Visit> {
  const visited = await visit(browser, host, '/login', options);
  await visited.page.getByRole('form', { name: 'Sign In' }).waitFor();
  await signInByApi(visited.page, who);
  if (options.locale) {
    await visited.page.evaluate(
      (locale) => localStorage.setItem('storefront-state', JSON.stringify({ version: 2, locale })),
      options.locale,
    );
  }
  await visited.page.goto(path);
  return visited;
}

/** The list has answered for the address: the legend shows and nothing is loading. */
export async function listSettled(page: Page, legend: string | RegExp): Promise<void> {
  await page.getByText(legend).first().waitFor({ timeout: 15_000 });
  await page
    .locator('[aria-busy="true"]')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/** The points prices shown on the page's cards, as numbers. */
export async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('article')
    .locator('p', { hasText: /^[\d,]+ points$/ })
    .allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

/** reports/screenshots/catalogue/<name>-desktop.png and -phone.png (see screenshotWidths). */
export function screenshots(page: Page, name: string, options?: WidthsOptions): Promise<void> {
  return screenshotWidths(page, `catalogue/${name}`, options);
}
