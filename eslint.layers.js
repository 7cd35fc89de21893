// The app's layers (docs/architecture.md), as import-x/no-restricted-paths zones: a file imports
// its own layer and the layers below it, never one above. From the top:
//
//   entry      src/main.tsx, src/entry/       starts the app: providers, router, route tree
//   routes     src/routes/ (+ -shell/)        file routes and the frames that compose features
//   features   src/features/<area>/           screens; one area imports another only as FEATURE_IMPORTS says
//   app        src/app/                       services the features share: API and boot contexts,
//                                            router context and guards, query client, the actor inspection slot
//   leaves     machines/, src/test, and the folders of LEAF_ORDER, each over the ones before it
//
// The staff console (src/console) is an app beside the shop with the same layers of its own; it
// shares the leaves and the Flows page (consoleZones below).
//
// On the server, a demo start's own parts (server/demo/) are imported by no production file but
// boot.ts, and by it only at run time (serverDemoConfig below).
//
// tests/unit/architecture/lint-layers.test.ts proves that a back-import fails the lint;
// scripts/import-cycles.ts checks LEAF_ORDER again over every import, `typeof import()` included.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;

/**
 * The shared folders of src/ from the floor up: each imports only the folders before it, type
 * imports included, so the order can be drawn as a stack.
 *
 *   ui        UI pieces: page frame, breadcrumbs, sanitized HTML, tables, toasts
 *   theme     the program's Mantine theme and placeholder art
 *   i18n      the message catalogue, translator, Intl formatting, provider and useT
 *   schemas   valibot rules for forms, server and operator files; the stored client state
 *   domain    pure rules shared with the server: locales, regions, colours, addresses, options, pricing
 *   api       the types generated from openapi.yaml, the typed client, queries, the token store
 *   lib       generic helpers that know nothing of the shop: chunk loading, sanitizing, class names
 */
export const LEAF_ORDER = ['lib', 'api', 'domain', 'schemas', 'i18n', 'theme', 'ui'];

const LEAVES = ['machines', ...LEAF_ORDER.map((folder) => `src/${folder}`), 'src/test'];
const ENTRY = ['src/main.tsx', 'src/entry'];
const ROUTES = ['src/routes', 'src/routeTree.gen.ts'];

/**
 * Which other areas each feature area may import. The areas form a chain without loops (layout
 * is the frame under every page; content pages show home's sections; home's carousels show
 * catalogue cards; the SSO pages sit in the sign-in frame; checkout reads the cart). An area missing
 * here imports none.
 */
export const FEATURE_IMPORTS = {
  account: ['layout'],
  auth: ['layout'],
  cart: ['layout'],
  catalogue: ['layout'],
  checkout: ['cart', 'layout'],
  content: ['home', 'layout'],
  home: ['catalogue'],
  'site-mode': ['content', 'layout'],
  sso: ['auth'],
};

/**
 * The Flows page and the live inspector. The shop's code reaches the inspector only through
 * src/app/actor-inspection.ts, which the entry fills; the page is the console's (CONSOLE below).
 */
const DEMO = 'src/features/flows';
/** The shop's one file that may import it: the entry hands the live inspector to the slot. */
export const DEMO_DOORS = ['src/main.tsx'];

/**
 * The staff console (src/console, docs/console.md): an app beside the shop, with layers of its own
 * (entry: main.tsx and entry/; routes; features; app; and its leaves api/ and messages/). It uses
 * the shared leaves, machines/ and the Flows page of src/features/flows, never the shop's app,
 * routes, entry or other features; the shop never imports it.
 */
const CONSOLE = 'src/console';
const CONSOLE_ENTRY = [`${CONSOLE}/main.tsx`, `${CONSOLE}/entry`];
const CONSOLE_ROUTES = [`${CONSOLE}/routes`, `${CONSOLE}/routeTree.gen.ts`];
const CONSOLE_LEAVES = [`${CONSOLE}/api`, `${CONSOLE}/messages`];

function consoleZones() {
  const shopFeatures = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && `src/features/${entry.name}` !== DEMO)
    .map((entry) => `src/features/${entry.name}`);
  return [
    {
      target: CONSOLE,
      from: ['src/app', ...ROUTES, ...ENTRY, ...shopFeatures],
      message: 'The console uses the shared leaves, machines/ and the Flows page (src/features/flows), never the shop\'s app, routes, entry or features (docs/architecture.md).',
    },
    {
      target: ['src/app', 'src/features', ...ROUTES, ...ENTRY, ...LEAVES],
      from: CONSOLE,
      message: 'The shop never imports the console (docs/architecture.md).',
    },
    {
      target: [...CONSOLE_LEAVES, `${CONSOLE}/app`],
      from: [`${CONSOLE}/features`, ...CONSOLE_ROUTES, ...CONSOLE_ENTRY],
      message: 'The console\'s app services and leaves serve its features: what composes features belongs in its routes or entry (docs/architecture.md).',
    },
    {
      target: CONSOLE_LEAVES,
      from: `${CONSOLE}/app`,
      message: 'The console\'s api and messages are leaves: they import no console service (docs/architecture.md).',
    },
    { target: `${CONSOLE}/features`, from: [...CONSOLE_ROUTES, ...CONSOLE_ENTRY], message: 'Console features do not import routes or the entry (docs/architecture.md).' },
    { target: CONSOLE_ROUTES, from: CONSOLE_ENTRY, message: 'Console routes do not import the entry (docs/architecture.md).' },
    { target: `${CONSOLE}/entry`, from: `${CONSOLE}/main.tsx`, message: 'Nothing imports src/console/main.tsx.' },
  ];
}

function featureZones() {
  const areas = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return areas.map((area) => {
    const allowed = FEATURE_IMPORTS[area] ?? [];
    return {
      target: `src/features/${area}/**`,
      from: 'src/features/**',
      except: [
        `**/src/features/${area}/**`,
        ...allowed.map((name) => (name.includes('.') ? `**/src/features/${name}` : `**/src/features/${name}/**`)),
        // Tests share fixtures (a test's imports are held apart by the zone below).
        '**/src/features/*/test-utils.tsx',
      ],
      message: `src/features/${area} imports ${allowed.length ? allowed.join(', ') : 'no other feature area'} (eslint.layers.js, docs/architecture.md); move what both need down to src/app or a shared leaf.`,
    };
  });
}

/** A zone per folder of LEAF_ORDER that refuses the folders above it. */
function leafOrderZones() {
  return LEAF_ORDER.slice(0, -1).map((folder, index) => {
    const below = LEAF_ORDER.slice(0, index);
    return {
      target: `src/${folder}`,
      from: LEAF_ORDER.slice(index + 1).map((above) => `src/${above}`),
      message: `src/${folder} may import ${below.length ? `only ${below.map((name) => `src/${name}`).join(', ')}` : 'none'} of the shared folders (from the floor up: ${LEAF_ORDER.join(' < ')}; docs/architecture.md). Move what both need into the lower folder.`,
    };
  });
}

/** The zones for every file under src/ and machines/; `demo: false` for the demo's doors. */
export function layerZones({ demo = true } = {}) {
  const zones = [
    {
      target: LEAVES,
      from: ['src/app', 'src/features', ...ROUTES, ...ENTRY],
      message: 'Shared leaves (machines and the folders of LEAF_ORDER) import only each other (docs/architecture.md).',
    },
    ...leafOrderZones(),
    {
      target: 'src/app',
      from: ['src/features', ...ROUTES, ...ENTRY],
      message: 'src/app serves the features: what composes features belongs in src/routes or src/entry (docs/architecture.md).',
    },
    {
      target: 'src/features',
      from: [...ROUTES, ...ENTRY],
      message: 'Features do not import routes or the entry (docs/architecture.md).',
    },
    { target: ROUTES, from: ENTRY, message: 'Routes do not import the entry (docs/architecture.md).' },
    { target: 'src/entry', from: 'src/main.tsx', message: 'Nothing imports src/main.tsx.' },
    ...featureZones(),
    ...consoleZones(),
    {
      // Production code never imports test helpers.
      target: ['src/**/!(*.test|test-utils).{ts,tsx}', 'machines/**/!(*.test).ts'],
      from: ['src/**/test-utils.tsx', 'src/test/**', 'tests/**'],
      message: 'Test helpers are for tests.',
    },
  ];
  if (demo) {
    zones.push({
      target: ['src/app', 'src/entry', 'src/routes', ...LEAVES],
      from: DEMO,
      message: 'Demo code reaches production only through src/app/actor-inspection.ts (docs/architecture.md).',
    });
  }
  return zones;
}

/** The flat-config blocks that switch the rule on. */
export const layerConfig = [
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones() }] },
  },
  {
    files: DEMO_DOORS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones({ demo: false }) }] },
  },
];

/** A demo start's own server parts (server/demo-parts.ts): the development identity provider, the mail catcher, the Hostile Sandbox. */
const SERVER_DEMO = 'server/demo';
/** The one file that reaches them, by a dynamic import outside production (loadDemo). */
export const SERVER_DEMO_DOOR = 'server/boot.ts';
const SERVER_DEMO_MESSAGE =
  'Production server code never imports server/demo: a demo start loads it through boot.ts loadDemo, and production carries none of it (server/demo-parts.ts, docs/architecture.md).';

/** The flat-config blocks that keep server/demo out of production server code. */
export const serverDemoConfig = [
  {
    files: ['server/**/*.ts'],
    ignores: [`${SERVER_DEMO}/**`, SERVER_DEMO_DOOR],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [{ target: 'server', from: SERVER_DEMO, message: SERVER_DEMO_MESSAGE }] }],
    },
  },
  {
    // The door's import() runs only in a demo start; an import declaration there, of a value or a
    // type, is the static kind the rule above forbids everywhere else.
    files: [SERVER_DEMO_DOOR],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
          selector: `${node}[source.value=/(^|\\/)demo\\//]`,
          message: SERVER_DEMO_MESSAGE,
        })),
      ],
    },
  },
];
