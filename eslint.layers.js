// The app's layers (docs/architecture.md), as import-x/no-restricted-paths zones: a file imports
// its own layer and the layers below it, never one above. From the top:
//
//   entry      src/main.tsx, src/entry/       starts the app: providers, router, route tree
//   routes     src/routes/ (+ -shell/)        file routes and the frames that compose features
//   features   src/features/<area>/           screens; one area imports another only as FEATURE_IMPORTS says
//   app        src/app/                       services the features share: API and boot contexts,
//                                            router context and guards, query client, the demo seam
//   leaves     machines/, src/api, schemas, domain, ui, i18n, theme, lib, test
//
// On the server, a demo start's own parts (server/demo/) are imported by no production file but
// boot.ts, and by it only at run time (serverDemoConfig below).
//
// tests/unit/architecture/lint-layers.test.ts proves that a back-import fails the lint.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;

const LEAVES = ['machines', 'src/api', 'src/schemas', 'src/domain', 'src/ui', 'src/i18n', 'src/theme', 'src/lib', 'src/test'];
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

/** The demo's code: production reaches it only through src/app/demo-seam.ts, which the entry fills. */
const DEMO = 'src/features/flows';
/** The files that may import demo code: the entry hands the live inspector to the seam; /flows shows the page. */
export const DEMO_DOORS = ['src/main.tsx', 'src/routes/_public/flows.tsx'];

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

/** The zones for every file under src/ and machines/; `demo: false` for the demo's doors. */
export function layerZones({ demo = true } = {}) {
  const zones = [
    {
      target: LEAVES,
      from: ['src/app', 'src/features', ...ROUTES, ...ENTRY],
      message: 'Shared leaves (machines, api, schemas, domain, ui, i18n, theme, lib) import only each other (docs/architecture.md).',
    },
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
      message: 'Demo code reaches production only through src/app/demo-seam.ts (docs/architecture.md).',
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
    ignores: [`${SERVER_DEMO}/**`, 'server/**/*.test.ts', SERVER_DEMO_DOOR],
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
