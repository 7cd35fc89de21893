// The README and docs/*.md checked against the product wherever a doc quotes something the code
// defines: the configuration table's variables and defaults against server/config.ts, durations
// quoted beside a variable, the addresses quoted against the app's route tree, the server's routes
// and the two API documents, the files named against the repository, the PGlite lock file, the
// `npm run` scripts and `npm run ops` commands with their options, and the region codes. A doc that
// drifts from the code fails here, naming the doc and what it says.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../server/cli/ops.ts';
import { readConfig } from '../../server/config.ts';
import { LOCK_FILE } from '../../server/db/folder-lock.ts';
import { DEV_PROVIDER_PATH } from '../../server/demo/oidc/provider.ts';
import { DEFAULT_PRODUCT_COUNT } from '../../server/seed/catalogue.ts';
import { REGION_GROUPS } from '../../src/domain/regions.ts';
import { PRICE_REGIONS } from '../../src/schemas/catalogue-file.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const DOCS = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const text = Object.fromEntries(DOCS.map((doc) => [doc, readFileSync(doc, 'utf8')]));

/** Every `quoted` token of each doc, with the doc it is in. */
const quoted = DOCS.flatMap((doc) => [...text[doc]!.matchAll(/`([^`\n]+)`/g)].map((m) => ({ doc, token: m[1]! })));

/** The README's configuration table: each row's variables, its default cell and its meaning. */
function configurationTable(): { vars: string[]; defaults: string[]; meaning: string }[] {
  const section = text['README.md']!.split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [vars, defaults, meaning] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').replace(/ \|$/, ''));
      return {
        vars: [...vars!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!),
        defaults: defaults!.split(' / ').map((d) => d.replace(/`/g, '').trim()),
        meaning: meaning!,
      };
    });
}

/** The environment variables readConfig reads, found by watching it read an empty environment. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  readConfig(new Proxy({} as NodeJS.ProcessEnv, { get: (_target, name) => (typeof name === 'string' && read.add(name), undefined) }));
  return read;
}

/** Read by the server but for its own tests only, never set by an operator. */
const TEST_ONLY = new Set(['STOREFRONT_TEST_HOLD_ORDER_TX_MS']);

const UNIT_SECONDS: Record<string, number> = { day: 86_400, hour: 3_600, minute: 60, s: 1, second: 1, ms: 0.001 };

/** A variable's default in the unit its name says (`_SECONDS`, `_MS`, `_MB`), or null. */
function defaultInUnit(name: string, raw: string): { value: number; unit: 'seconds' | 'MB' } | null {
  if (name.endsWith('_SECONDS')) return { value: Number(raw), unit: 'seconds' };
  if (name.endsWith('_MS')) return { value: Number(raw) / 1000, unit: 'seconds' };
  if (name.endsWith('_MB')) return { value: Number(raw), unit: 'MB' };
  return null;
}

describe('the README’s configuration table and server/config.ts', () => {
  const rows = configurationTable();
  const documented = new Set(rows.flatMap((r) => r.vars));

  it('documents every variable the server reads, and reads every variable it documents', () => {
    const read = variablesRead();
    expect([...read].filter((name) => !documented.has(name) && !TEST_ONLY.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it('gives each variable the default the server uses', () => {
    const unset = readConfig({});
    const wrong: string[] = [];
    for (const row of rows) {
      row.vars.forEach((name, i) => {
        const documentedDefault = row.defaults[row.vars.length === row.defaults.length ? i : 0]!;
        if (documentedDefault === '—') return;
        if (name === 'SEED_PRODUCTS') {
          // Unset, the seed's own count applies (the config leaves it undefined).
          if (Number(documentedDefault) !== DEFAULT_PRODUCT_COUNT) wrong.push(`${name}: ${documentedDefault}, the seed uses ${DEFAULT_PRODUCT_COUNT}`);
          return;
        }
        // Setting the documented default must change nothing: it is what the server uses unset.
        const set = readConfig({ [name]: documentedDefault });
        if (JSON.stringify(set) !== JSON.stringify(unset)) wrong.push(`${name}: the README says ${documentedDefault}, which is not the default`);
      });
      // A lifetime said in words at the end of the meaning ("…: 7 days") is the default's.
      const words = /:\s*(\d+) (day|hour|minute)s?\s*$/.exec(row.meaning);
      if (words && row.vars.length === 1) {
        const inUnit = defaultInUnit(row.vars[0]!, row.defaults[0]!);
        if (inUnit && inUnit.value !== Number(words[1]) * UNIT_SECONDS[words[2]!]!) wrong.push(`${row.vars[0]}: "${words[0].trim()}" is not ${row.defaults[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every duration or size a doc quotes beside a variable is that variable’s default', () => {
    const defaults = new Map(rows.flatMap((r) => r.vars.map((name, i) => [name, r.defaults[r.vars.length === r.defaults.length ? i : 0]!] as const)));
    const wrong: string[] = [];
    let checked = 0;
    for (const doc of DOCS) {
      // `NAME` (7 days …), `NAME`, 256 MiB …, `NAME` (10 s)
      for (const m of text[doc]!.matchAll(/`([A-Z][A-Z0-9_]+)`(?:\)|,)?\s*[(,]\s*([\d,.]+)\s*(days?|hours?|minutes?|seconds?|s|ms|MB|MiB)\b/g)) {
        const [quote, name, amount, unitWord] = m as unknown as [string, string, string, string];
        const raw = defaults.get(name);
        const inUnit = raw === undefined ? null : defaultInUnit(name, raw);
        if (!inUnit) continue;
        const unit = unitWord === 's' || unitWord === 'ms' ? unitWord : unitWord.replace(/s$/, '');
        const value = Number(amount.replace(/,/g, ''));
        const said = inUnit.unit === 'MB' ? (unit === 'MB' || unit === 'MiB' ? value : NaN) : value * (UNIT_SECONDS[unit] ?? NaN);
        checked += 1;
        if (said !== inUnit.value) wrong.push(`${doc}: "${quote}" but ${name} defaults to ${raw}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('a lifetime in days or hours that a doc states is the default of the variable it names, in the same line', () => {
    const defaults = new Map(rows.flatMap((r) => r.vars.map((name, i) => [name, r.defaults[r.vars.length === r.defaults.length ? i : 0]!] as const)));
    const wrong: string[] = [];
    for (const doc of DOCS) {
      text[doc]!.split('\n').forEach((line, index) => {
        // A phrase in quotation marks shows wording ("within 7 days"), it states no lifetime.
        const stated = line.replace(/"[^"]*"/g, '""');
        for (const m of stated.matchAll(/\b(\d+) (day|hour)s?\b/g)) {
          const seconds = Number(m[1]) * UNIT_SECONDS[m[2]!]!;
          const named = [...line.matchAll(/`([A-Z][A-Z0-9_]+_SECONDS)`/g)].map((v) => v[1]!);
          if (!named.some((name) => Number(defaults.get(name)) === seconds)) {
            wrong.push(`${doc}:${index + 1}: "${m[0]}" names no variable whose default it is (${named.join(', ') || 'none named'})`);
          }
        }
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe('addresses quoted in the docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  /** A path's segments, without its query and trailing slash. */
  const segments = (path: string) =>
    path
      .split(/[?#]/)[0]!
      .replace(/\/+$/, '')
      .split('/')
      .slice(1);
  /** A route's parameter (`:id`, `$id`, `{id}`), which takes any one segment. */
  const param = (segment: string) => /^[:${]/.test(segment);
  /** A doc's placeholder (`<slug>`, `{slug}`, `…`), which stands for a route's parameter, never for a fixed word. */
  const placeholder = (segment: string) => /^[<{]|…/.test(segment);
  const segmentMatches = (doc: string, route: string) => doc === route || (param(route) && doc !== '') || false;
  const matches = (docPath: string, routePath: string) => {
    const a = segments(docPath);
    const b = segments(routePath);
    // A trailing `…` stands for whatever follows (`/images/…`).
    if (a.at(-1) === '…') return b.length >= a.length && a.slice(0, -1).every((s, i) => segmentMatches(s, b[i]!));
    if (b.at(-1) === '*') return a.length >= b.length && b.slice(0, -1).every((s, i) => segmentMatches(a[i]!, s));
    return a.length === b.length && a.every((s, i) => segmentMatches(s, b[i]!) && (!placeholder(s) || param(b[i]!) || s === '…'));
  };
  // The shop's pages and the console's (its routes carry their /admin prefix).
  const spaRoutes = ['src/routeTree.gen.ts', 'src/console/routeTree.gen.ts'].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1]!));
  const apiPaths = ['openapi.yaml', 'openapi-admin.yaml'].flatMap((file) => {
    const doc = parseYaml(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })));
  });
  /** Filesystem paths of the machine (browsers, nginx), not addresses. */
  const FILESYSTEM = /^\/(usr|etc|tmp|var)\//;
  /**
   * Quoted on purpose as addresses that are not served: performance.md tells how the bench once
   * took a layout file for a page; deploy.md says the build manifest is refused.
   */
  const NOT_AN_ADDRESS = new Set(['docs/performance.md /shop/checkout/route', 'docs/deploy.md /.vite/manifest.json']);

  it('each is an address the app, the server or an API document responses', () => {
    // The server's own routes, less its fallbacks (the app's page for any GET, 404s for unknown calls).
    const serverRoutes = server.app.routes.filter((r) => r.method !== 'ALL' && r.path !== '/*').map((r) => ({ method: r.method, path: r.path }));
    const addresses = [
      ...quoted.filter(({ token }) => token.startsWith('/') && !token.includes(' ') && !FILESYSTEM.test(token)).map(({ doc, token }) => ({ doc, method: undefined, path: token })),
      ...quoted.flatMap(({ doc, token }) => {
        const m = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(token);
        return m ? [{ doc, method: m[1], path: m[2]! }] : [];
      }),
    ];
    const unknown = addresses.filter(({ doc, method, path }) => {
      if (NOT_AN_ADDRESS.has(`${doc} ${path}`)) return false;
      if (/^\/(admin\/)?api(\/|$)/.test(path)) {
        // A prefix (`/api/`, `/admin/api`) names the calls; a path must be in the API documents.
        if (apiPaths.some((p) => p.path.startsWith(path.endsWith('/') ? path : `${path}/`))) return false;
        return !apiPaths.some((p) => (!method || p.method === method) && matches(path, p.path));
      }
      if (path === DEV_PROVIDER_PATH || path.startsWith(`${DEV_PROVIDER_PATH}/`)) return false;
      // Vite's build output (hashed chunk names) and the files public/ holds are served as they are.
      if (path.startsWith('/assets/') || existsSync(join('public', segments(path).join('/')))) return false;
      if (!method && spaRoutes.some((r) => matches(path, r))) return false;
      return !serverRoutes.concat(apiPaths).some((r) => (!method || r.method === method) && matches(path, r.path));
    });
    expect(unknown.map(({ doc, method, path }) => `${doc}: ${method ? `${method} ` : ''}${path}`)).toEqual([]);
    expect(addresses.length).toBeGreaterThan(50);
  });

  it('a category’s address is the one the app has (/shop/catalog/<slug>)', () => {
    const categoryAddresses = quoted.filter(({ token }) => /^\/(shop\/)?(catalog|category|categories)\//.test(token));
    expect(categoryAddresses.length).toBeGreaterThan(0);
    for (const { doc, token } of categoryAddresses) expect(spaRoutes.some((r) => matches(token, r)), `${doc}: ${token}`).toBe(true);
  });
});

describe('files, scripts and commands the docs name', () => {
  const TOP = /^(\.ci|bench|demo|deploy|docs|examples|machines|public|scripts|server|src|tests)\//;
  /** What builds, benches and test runs write: not in a fresh clone. */
  const GENERATED = /^(dist|dist-server|reports|\.tmp|bench\/results|bench\/floor\/dist)(\/|$)/;

  function repositoryPaths(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === '.git') continue;
        const path = dir === '.' ? name : `${dir}/${name}`;
        const isDir = statSync(path).isDirectory();
        out.push(isDir ? `${path}/` : path);
        if (isDir) walk(path);
      }
    };
    for (const top of readdirSync('.')) if (TOP.test(`${top}/`)) walk(top);
    return out;
  }

  it('every repository path a doc quotes exists (a pattern matches at least one)', () => {
    const all = repositoryPaths();
    const missing = quoted
      .map(({ doc, token }) => ({ doc, path: token.replace(/^\.\//, '').replace(/:\d+$/, '') }))
      .filter(({ path }) => (TOP.test(path) || GENERATED.test(path)) && !/\s/.test(path) && !GENERATED.test(path))
      .filter(({ path }) => {
        if (!/[*<{…]|NNN/.test(path)) return !existsSync(path);
        const pattern = new RegExp(
          `^${path
            .replace(/[.+^$()|[\]\\]/g, '\\$&')
            .replace(/\*\*\//g, '\u0000')
            .replace(/\*\*/g, '\u0001')
            .replace(/\*/g, '[^/]*')
            .replace(/\u0000/g, '(?:.*/)?')
            .replace(/\u0001/g, '.*')
            .replace(/<[^>]+>|\{[^}]+\}|…/g, '[^/]+')
            .replace(/NNN/g, '\\d{3}')}$`,
        );
        return !all.some((p) => pattern.test(p));
      });
    expect(missing.map(({ doc, path }) => `${doc}: ${path}`)).toEqual([]);
  });

  it('the PGlite lock file is named as server/db/folder-lock.ts names it', () => {
    const pidFiles = quoted.filter(({ token }) => /\.pid$/.test(token));
    expect(pidFiles.length).toBeGreaterThan(0);
    for (const { doc, token } of pidFiles) expect(token.split('/').pop(), `${doc}: ${token}`).toBe(LOCK_FILE);
  });

  it('every `npm run` script exists, and every `npm run ops` command with its options', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const wrong: string[] = [];
    for (const doc of DOCS) {
      for (const m of text[doc]!.matchAll(/npm run ([a-z][a-z0-9:-]*)/g)) if (!scripts[m[1]!]) wrong.push(`${doc}: npm run ${m[1]}`);
      for (const m of text[doc]!.matchAll(/npm run ops -- ([a-z]+) ([a-z]+)([^`\n]*)/g)) {
        const name = `${m[1]} ${m[2]}`;
        const command = COMMANDS[name];
        if (!command) {
          wrong.push(`${doc}: npm run ops -- ${name}`);
          continue;
        }
        const known = new Set(['help', 'url', 'key', 'program', ...Object.keys(command.options ?? {})]);
        for (const option of m[3]!.matchAll(/(?:^|\s)--([a-z-]+)/g)) if (!known.has(option[1]!)) wrong.push(`${doc}: npm run ops -- ${name} --${option[1]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('region codes in docs/operate.md', () => {
  const row = (field: string) => text['docs/operate.md']!.split('\n').find((line) => line.startsWith(`| \`${field}\``))!;
  const codes = (line: string) => new Set([...line.matchAll(/`([A-Z][A-Z-]+)`/g)].map((m) => m[1]!));

  it('the program’s region groups and regions are the ones the shop has', () => {
    // The USA's parts are listed where a default region may name one.
    const listed = new Set([...codes(row('continents')), ...codes(row('defaultContinent'))]);
    const groups = REGION_GROUPS.map((g) => g.code);
    const regions = REGION_GROUPS.flatMap((g) => g.regions.map((r) => r.code));
    expect([...listed].filter((c) => !groups.includes(c as never) && !regions.includes(c as never))).toEqual([]);
    expect(groups.filter((c) => !listed.has(c))).toEqual([]);
    expect(regions.filter((c) => c.startsWith('USA-') && !listed.has(c))).toEqual([]);
  });

  it('a product’s price regions are the ones the catalogue file takes', () => {
    expect(codes(row('region_prices'))).toEqual(new Set(PRICE_REGIONS));
  });
});
