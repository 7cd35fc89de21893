import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import { addressLocale } from '../../src/domain/address-locale.ts';
import { programLocales } from '../../src/domain/locales.ts';

/**
 * The signed-out pages' first view rendered here (docs/performance.md; SSR=0 turns it off): the markup goes into
 * #root and the data it was rendered from into a JSON block the browser reads before it hydrates
 * (src/main.tsx). The page's policy allows no inline script, so nothing else travels.
 */
export interface FirstView {
  /** The markup of #root. */
  root: string;
  /** For the head: the JSON block with the program, its message sets and the locale. */
  head: string;
}
export type FirstViewHook = (c: Context) => Promise<FirstView | null>;

/** What the server rendering entry (src/entry-server.tsx, built into dist-server/) offers. */
interface ServerEntry {
  /** The addresses it renders (src/entry/first-view-paths.ts); every other one is the built page as it is. */
  FIRST_VIEW_PATHS: readonly string[];
  /** Null: the page is the browser's to render (its site mode sends the visitor elsewhere). */
  renderFirstView(url: string, data: FirstViewData): Promise<string | null>;
  preloadFirstViewCode?(url: string): Promise<void>;
}
export interface FirstViewData {
  program: { languages: readonly string[] };
  messageSets: unknown;
  locale: string | null;
}

/** The cookie the app keeps the participant's language in (src/lib/locale-cookie.ts). */
export const LOCALE_COOKIE = 'locale';
export const FIRST_VIEW_BLOCK_ID = 'first-view';

/**
 * `data` finds the program of the request's host and its message sets (null: no program here, the
 * app's own not-found page). A render that fails leaves the page to the browser, as without SSR.
 */
export function firstViewRenderer(options: {
  entryFile: string;
  data: (c: Context) => Promise<Omit<FirstViewData, 'locale'> | null>;
  /**
   * Any one program's data, for a render of each address at start that nobody is sent: the first
   * request of a process would otherwise wait for the render's code to warm up (about 90 ms).
   */
  warmUpData?: () => Promise<Omit<FirstViewData, 'locale'> | null>;
  log: Pick<Logger, 'warn'>;
}): FirstViewHook & {
  /** Settles (never rejects) once the entry, its routes' code and the warm-up renders are done at start. */
  prepared: Promise<void>;
} {
  // Imported once, at start when the build is there: an entry that does not load (or a build from
  // before the entry named its addresses) leaves every page to the browser until a restart, with
  // one warning, as a replaced build does (the first import stays).
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (entry ??= (import(pathToFileURL(options.entryFile).href) as Promise<Partial<ServerEntry>>).then(
      (module) => {
        if (Array.isArray(module.FIRST_VIEW_PATHS) && typeof module.renderFirstView === 'function') return module as ServerEntry;
        options.log.warn({ entryFile: options.entryFile }, 'the server rendering entry names no addresses: rebuild it (npm run build:ssr)');
        return null;
      },
      (error: unknown) => {
        options.log.warn({ err: error }, 'the server rendering entry did not load: the browser renders its pages');
        return null;
      },
    ));
  // With the pages' route code: on a busy machine the first request would otherwise wait seconds for it.
  const prepared = existsSync(options.entryFile)
    ? load()
        .then(async (module) => {
          if (!module) return;
          await Promise.all(module.FIRST_VIEW_PATHS.map((path) => module.preloadFirstViewCode?.(path)));
          const data = await options.warmUpData?.();
          if (data) for (const path of module.FIRST_VIEW_PATHS) await module.renderFirstView(path, { ...data, locale: null });
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'the first views could not be prepared at start'))
    : Promise.resolve();
  return Object.assign(async (c: Context) => {
    if (!entry && !existsSync(options.entryFile)) return null;
    const module = await load();
    if (!module?.FIRST_VIEW_PATHS.includes(c.req.path)) return null;
    const found = await options.data(c);
    if (!found) return null;
    // The page's language is the cookie's: a cache must not give one visitor's page to another.
    c.header('Vary', 'Cookie', { append: true });
    const data: FirstViewData = { ...found, locale: firstViewLocale(getCookie(c, LOCALE_COOKIE), new URL(c.req.url).search, found.program) };
    try {
      const root = await module.renderFirstView(c.req.path + new URL(c.req.url).search, data);
      return root === null ? null : { root, head: jsonBlock(FIRST_VIEW_BLOCK_ID, data) };
    } catch (error) {
      // The path only: the query of a reset link holds its token.
      options.log.warn({ err: error, path: c.req.path }, 'first view not rendered on the server: the browser renders it');
      return null;
    }
  }, { prepared });
}

/**
 * The language of the first view, as the browser will start (src/main.tsx), so it can hydrate: the
 * choice kept in the cookie, else the one the address names (`?lang=`, a password mail's link),
 * when the program offers it; null leaves the default.
 */
export function firstViewLocale(cookie: string | undefined, search: string, program: { languages: readonly string[] }): string | null {
  if (cookie && program.languages.includes(cookie)) return cookie;
  const linked = addressLocale(search);
  return linked && programLocales(program).includes(linked) ? linked : null;
}

/**
 * A `<script type="application/json">` block: data, never run. `<` is escaped so no text in it
 * (a program's HTML, say) can close the element.
 */
export function jsonBlock(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
