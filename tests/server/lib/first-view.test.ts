import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VIEW_PATHS } from '../../../src/entry/first-view-paths.ts';
import { APP_CONFIG_BLOCK, staticRoutes, WHOLE_FIRST_VIEW_STYLE } from '../../../server/static.ts';
import { firstViewRenderer, jsonBlock, type FirstViewData } from '../../../server/lib/first-view.ts';

// The signed-out pages' markup in #root and their data in a JSON block, never an inline
// script (docs/performance.md). The render itself is src/entry-server.tsx's; here a fallback entry
// that names the app's own list of addresses and echoes what it was given shows what the server
// hands it and what it does with the answer (tests/e2e/ssr-login.e2e.test.ts renders the real one).
let dir: string;
let entryFile: string;
let failingEntry: string;
let oldEntry: string;
let decliningEntry: string;
let countingEntry: string;
const paths = `export const FIRST_VIEW_PATHS = ${JSON.stringify(FIRST_VIEW_PATHS)};\n`;
const program = { languages: ['en', 'fr'], status: true, fullName: 'Summit </script><script>alert(1)</script>' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'first-view-test-'));
  writeFileSync(join(dir, 'index.html'), '<html><head><title>Rewards</title></head><body><div id="root"></div></body></html>');
  entryFile = join(dir, 'entry-server.mjs');
  const render =
    'export async function renderFirstView(url, data) { return `<main data-url="${url}" data-locale="${data.locale}">signed out</main>`; }';
  writeFileSync(entryFile, paths + render);
  failingEntry = join(dir, 'failing-entry.mjs');
  writeFileSync(failingEntry, `${paths}export async function renderFirstView() { throw new Error("render failed"); }`);
  // Notes each render it is asked for, and who for.
  countingEntry = join(dir, 'counting-entry.mjs');
  writeFileSync(
    countingEntry,
    `${paths}export async function renderFirstView(url, data) { (globalThis.firstViewRenders ??= []).push([url, data.program.fullName, data.locale]); return '<main></main>'; }`,
  );
  // A program whose site mode sends the visitor elsewhere (a closed program's reset link).
  decliningEntry = join(dir, 'declining-entry.mjs');
  writeFileSync(decliningEntry, `${paths}export async function renderFirstView() { return null; }`);
  // A dist-server/ built before the entry named its addresses.
  oldEntry = join(dir, 'old-entry.mjs');
  writeFileSync(oldEntry, render);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function serve(options: { entry?: string; found?: Omit<FirstViewData, 'locale'> | null; warnings?: unknown[] } = {}) {
  const hook = firstViewRenderer({
    entryFile: options.entry ?? entryFile,
    data: async () => (options.found === undefined ? { program, messageSets: { fr: { 'login.title': 'Connexion' } } } : options.found),
    log: { warn: (...args: unknown[]) => void options.warnings?.push(args) },
  });
  return staticRoutes(dir, { demo: false, firstView: hook });
}

const page = async (app: ReturnType<typeof serve>, path: string, cookie?: string) =>
  (await app.request(path, { headers: cookie ? { cookie } : {} })).text();

/** The page as built: nothing in #root, no data block, the API preloads in place. */
function expectBuiltPage(html: string, path: string) {
  expect(html, path).toContain('<div id="root"></div>');
  expect(block(html), path).toBeNull();
  // Nothing holds #root out of sight: no marker would ever come to show it.
  expect(html, path).not.toContain(WHOLE_FIRST_VIEW_STYLE);
  expect(html, path).not.toContain('first-view-end');
  expect(html, path).toContain('<link rel="preload" href="/api/programs"');
}

function block(html: string): unknown {
  const match = /<script type="application\/json" id="first-view">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('a page rendered on the server', () => {
  it('puts /login’s markup into #root and its data into a JSON block, with no preloads of what it carries', async () => {
    const html = await page(serve(), '/login?redirect=%2Fshop');
    expect(html).toContain('<div id="root"><main data-url="/login?redirect=%2Fshop" data-locale="null">signed out</main></div>');
    expect(html).toContain(APP_CONFIG_BLOCK);
    // Shown once all of it has been parsed: the style in the head, the marker right after #root.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(WHOLE_FIRST_VIEW_STYLE);
    expect(html).toContain('signed out</main></div><template id="first-view-end"></template></body>');
    expect(block(html)).toEqual({ program, messageSets: { fr: { 'login.title': 'Connexion' } }, locale: null });
    expect(html).not.toContain('rel="preload"');
    // No inline script: the only script elements are the two data blocks.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="app-config">',
      '<script type="application/json" id="first-view">',
    ]);
  });

  it('renders every signed-out address of the list, the reset link with its query', async () => {
    expect(FIRST_VIEW_PATHS).toEqual(['/login', '/login/reset-password']);
    const app = serve();
    for (const url of ['/login', '/login/reset-password?token=abc123&email=buyer%40summit.example', '/login/reset-password']) {
      const html = await page(app, url);
      expect(html, url).toContain(`<div id="root"><main data-url="${url}" data-locale="null">signed out</main></div>`);
      expect(block(html), url).toEqual({ program, messageSets: { fr: { 'login.title': 'Connexion' } }, locale: null });
      expect(html.match(/<script\b[^>]*>/g), url).toEqual([
        '<script type="application/json" id="app-config">',
        '<script type="application/json" id="first-view">',
      ]);
    }
  });

  it('renders in the language of the cookie when the program offers it, else leaves the choice to the browser', async () => {
    const app = serve();
    expect(block(await page(app, '/login', 'locale=fr'))).toMatchObject({ locale: 'fr' });
    expect(await page(app, '/login', 'other=1; locale=fr')).toContain('data-locale="fr"');
    expect(block(await page(app, '/login', 'locale=de'))).toMatchObject({ locale: null });
    expect(block(await page(app, '/login', 'locale=%3Cscript%3E'))).toMatchObject({ locale: null });
  });

  it('without a kept choice renders in the language the link names, as the browser starts (docs/i18n.md)', async () => {
    const app = serve();
    const link = '/login/reset-password?token=abc123&email=buyer%40summit.example&invitation=1&lang=fr';
    expect(block(await page(app, link))).toMatchObject({ locale: 'fr' });
    expect(await page(app, link)).toContain('data-locale="fr"');
    // An alias names the same language; the kept choice comes first; one the program lacks is none.
    expect(block(await page(app, '/login?lang=FR'))).toMatchObject({ locale: 'fr' });
    expect(block(await page(app, `${link.replace('lang=fr', 'lang=en')}`, 'locale=fr'))).toMatchObject({ locale: 'fr' });
    expect(block(await page(app, link, 'locale=en'))).toMatchObject({ locale: 'en' });
    expect(block(await page(app, '/login?lang=ge'))).toMatchObject({ locale: null });
    expect(block(await page(app, '/login?lang=%3Cscript%3E'))).toMatchObject({ locale: null });
  });

  it('leaves every address off the list to the browser: signed-in pages, the score page, sign-out, redirects', async () => {
    const app = serve();
    for (const path of [
      '/shop',
      '/',
      '/learn/score?emailID=learner1%40summit.example',
      '/account/logout',
      '/account/timeout',
      '/login/not-found',
      '/login/',
    ]) {
      expectBuiltPage(await page(app, path), path);
    }
  });

  it('serves a host without a program, a missing build and a failed render as built', async () => {
    const warnings: unknown[] = [];
    for (const [app, path] of [
      [serve({ found: null }), '/login/reset-password?token=abc123&email=buyer%40summit.example'],
      [serve({ entry: join(dir, 'missing.mjs') }), '/login'],
      [serve({ entry: failingEntry, warnings }), '/login/reset-password'],
    ] as const) {
      expectBuiltPage(await page(app, path), path);
    }
    expect(warnings).toHaveLength(1);
  });

  it('serves the page as built, without a warning, when the entry declines to render it', async () => {
    const warnings: unknown[] = [];
    const app = serve({ entry: decliningEntry, warnings });
    expectBuiltPage(await page(app, '/login/reset-password'), '/login/reset-password');
    expect(warnings).toEqual([]);
  });

  it('serves every page as built, with one warning, when the entry is a build from before it named its addresses', async () => {
    const warnings: unknown[] = [];
    const app = serve({ entry: oldEntry, warnings });
    for (const path of ['/login', '/login/reset-password', '/shop']) expectBuiltPage(await page(app, path), path);
    expect(warnings).toHaveLength(1);
  });
});

describe('the start of a process', () => {
  it('renders each address once with any program\'s data, before any request, and sends it to nobody', async () => {
    const hook = firstViewRenderer({
      entryFile: countingEntry,
      data: async () => null,
      warmUpData: async () => ({ program: { ...program, fullName: 'Warm' }, messageSets: {} }),
      log: { warn: () => undefined },
    });
    await hook.prepared;
    expect((globalThis as { firstViewRenders?: unknown[] }).firstViewRenders).toEqual(FIRST_VIEW_PATHS.map((path) => [path, 'Warm', null]));
    // A request of a host without a program is still the built page.
    expectBuiltPage(await page(staticRoutes(dir, { demo: false, firstView: hook }), '/login'), '/login');
  });
});

describe('the rendered page on the wire', () => {
  it('goes compressed, brotli first, else gzip, else as it is, and says it varies by Accept-Encoding', async () => {
    const app = serve();
    const plain = await page(app, '/login');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.request('/login', { headers: { 'accept-encoding': accepted } });
      expect(res.headers.get('content-encoding'), accepted).toBe(encoding);
      expect(res.headers.get('vary'), accepted).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('content-type'), accepted).toMatch(/^text\/html/);
      expect(decode(Buffer.from(await res.arrayBuffer())).toString('utf8'), accepted).toBe(plain);
    }
    const identity = await app.request('/login', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
  });

  it('says a rendered page varies by Cookie, since its language is the locale cookie\'s, beside Accept-Encoding', async () => {
    const app = serve();
    const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
    for (const [cookie, accepted] of [
      [undefined, 'gzip, br'],
      ['locale=fr', 'gzip'],
      ['locale=fr', 'identity'],
    ] as const) {
      const res = await app.request('/login', { headers: { 'accept-encoding': accepted, ...(cookie ? { cookie } : {}) } });
      expect(varyOf(res), `${cookie} ${accepted}`).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
      // Kept by a cache only to be asked again (the build may change under it).
      expect(res.headers.get('cache-control'), `${cookie} ${accepted}`).toBe('no-cache');
    }
    // The page as built is the same whatever the cookie says.
    const built = await app.request('/shop', { headers: { cookie: 'locale=fr' } });
    expect(varyOf(built)).not.toContain('cookie');
    expect(built.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the page as built as it is (a few kB)', async () => {
    const res = await serve().request('/shop', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expectBuiltPage(await res.text(), '/shop');
  });
});

describe('jsonBlock', () => {
  it('keeps text that would close the element from closing it, and parses back to the same value', () => {
    const html = jsonBlock('first-view', program);
    expect(html.indexOf('</script>')).toBe(html.length - '</script>'.length);
    expect(JSON.parse(html.slice(html.indexOf('>') + 1, -'</script>'.length))).toEqual(program);
  });
});
