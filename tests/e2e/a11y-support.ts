// Helpers of the accessibility browser tests (docs/accessibility.md): axe-core through @axe-core/playwright on a
// settled page, reduced to the serious and critical violations the issue forbids, at the two widths.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './shell-support';

/** WCAG 2.0–2.2 A and AA: the rules the "WCAG 2.2 AA" covers, colour contrast among them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface Finding {
  /** `program signed-in|out width path` */
  where: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** How long the page must stay still: no change to the document and no transition running. */
const QUIET_MS = 120;
/** A page that never rests (an autoplaying carousel) is audited as it is after this long. */
const QUIET_CAP_MS = 3_000;

/**
 * Waits until the page has rested for QUIET_MS: no node or attribute changed and no finite
 * animation ran (Mantine's transitions, an image fading in; a spinner's endless one does not
 * count). A fixed pause was either too short on a busy machine or wasted on an idle one.
 */
export async function quiet(page: Page): Promise<void> {
  await page.evaluate(
    ({ quietMs, capMs }) =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let changed = started;
        const observer = new MutationObserver(() => (changed = performance.now()));
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const check = () => {
          const now = performance.now();
          if (document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)) changed = now;
          if (now - changed >= quietMs || now - started >= capMs) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { quietMs: QUIET_MS, capMs: QUIET_CAP_MS },
  );
}

/** Waits until the app has painted the route: its main region, nothing busy, the page at rest. */
export async function settle(page: Page): Promise<void> {
  // Attached, not visible: /account/timeout's main region is empty on purpose.
  await page.locator('main, [role="main"]').first().waitFor({ state: 'attached', timeout: 15_000 });
  await page
    .locator('[aria-busy="true"], .mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await quiet(page);
}

/** Serious and critical violations of the WCAG rules on the page as it is now. */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  // The page itself is the subject: playwright-core's Page has the methods AxeBuilder calls.
  // Legacy mode runs axe.run in the page itself. The default runs axe in every frame and then
  // finishes in a blank page of its own: three copies of axe's 550 kB script and a new page per
  // audit, to reach into other origins' frames: a product's video player, which is not the shop's
  // to fix (the frame element itself, its title included, is still checked).
  const results = await new AxeBuilder({ page: page as never })
    .setLegacyMode()
    .withTags([...WCAG_TAGS])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
    }));
}

/** Runs axe at desktop 1280x800 and phone 390x844 on the page already showing `path`. */
export async function auditBothWidths(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await quiet(page);
    findings.push(...(await seriousViolations(page, `${label} @${name}`)));
  }
  await page.setViewportSize(DESKTOP);
  return findings;
}

/** One line per finding, for a failure message a person can act on. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule} (${f.impact}) ${f.targets.join(' | ')} — ${f.summary}`).join('\n');
}
