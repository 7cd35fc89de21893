// Can playwright-core drive the installed Chromium? `tsx scripts/chromium-check.ts` prints its version.
// tests/support/e2e-run.ts calls checkChromium() before the build, so a broken browser fails in seconds.
import { pathToFileURL } from 'node:url';
import { chromiumPath, launchBrowser } from '../tests/support/browser.ts';

export async function checkChromium(): Promise<string> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto('data:text/html,<title>ok</title>');
    if ((await page.title()) !== 'ok') throw new Error('Chromium did not render a data: URL');
    return browser.version();
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  checkChromium().then(
    (version) => console.log(`chromium ${version} at ${chromiumPath()}: ok`),
    (err: unknown) => {
      console.error(`chromium at ${chromiumPath()} does not start: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
