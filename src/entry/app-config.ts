import * as v from 'valibot';
import { appConfigSchema, type AppConfig } from '../schemas/app-config';

/** The page's data block the Node server writes (server/static.ts). */
export const APP_CONFIG_ELEMENT_ID = 'app-config';
/** The file a static host serves beside index.html (docs/deploy.md). */
export const APP_CONFIG_PATH = '/app-config.json';

function parse(input: unknown, where: string): AppConfig {
  const result = v.safeParse(appConfigSchema, input);
  if (!result.success) throw new Error(`${where}: ${result.issues.map((issue) => issue.message).join('; ')}`);
  return result.output;
}

/**
 * Where the API is. Served by the Node server, the page carries the answer and nothing is fetched;
 * served as static files, `/app-config.json` says (no file: the API is on the page's own origin).
 */
export function readAppConfig(doc: Document, fetchFn: typeof fetch = fetch): AppConfig | Promise<AppConfig> {
  const block = doc.getElementById(APP_CONFIG_ELEMENT_ID);
  if (block) return parse(JSON.parse(block.textContent || '{}'), `#${APP_CONFIG_ELEMENT_ID}`);
  return fetchFn(APP_CONFIG_PATH, { cache: 'no-cache' }).then(async (response) => {
    if (response.status === 404) return parse({}, APP_CONFIG_PATH);
    if (!response.ok) throw new Error(`${APP_CONFIG_PATH}: HTTP ${response.status}`);
    return parse(await response.json(), APP_CONFIG_PATH);
  });
}
