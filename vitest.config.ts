import { configDefaults, defineConfig } from 'vitest/config';

const UNIT = ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'];
/**
 * Unit files that replace modules (vi.mock, vi.resetModules) or read a module's first state (the
 * signed-in English not yet registered): each needs a module graph of its own, which the rest of
 * the unit files share within a worker.
 */
const UNIT_OWN_MODULES = [
  'src/features/cart/cart-dropdown.test.tsx',
  'src/features/catalogue/product-list-page.test.tsx',
  'src/features/layout/desktop-nav.test.tsx',
  'src/i18n/messages/signed-in-english.test.ts',
  'src/i18n/use-t-signed-in.test.tsx',
];
// A Mantine render in jsdom (a Select of every country, a modal) takes seconds on a busy two-core
// machine; the 5 s default then fails tests that are right.
const UNIT_TIMEOUT_MS = 30_000;

// Six projects: `npm test` runs unit, unit-own-modules and server (no browser); `npm run test:e2e`
// runs e2e, `npm run test:paths` runs paths (generated path tests) and `npm run test:engines` runs
// engines (journeys in Firefox and WebKit), each against a shared server that
// tests/support/e2e-run.ts starts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...configDefaults.exclude, ...UNIT_OWN_MODULES],
          environment: 'node',
          // A worker keeps its modules and its jsdom from file to file: importing React, Mantine
          // and jsdom again for each file was two thirds of the project's time (about 170 s of CPU
          // against 70 s). Each test renders into a fresh tree and cleans up after itself;
          // `npm run test:shuffled` runs the files in a random order to keep it so.
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
          setupFiles: ['src/test/unit-setup.ts'],
        },
      },
      {
        test: {
          name: 'unit-own-modules',
          include: UNIT_OWN_MODULES,
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/server-global-setup.ts'],
          // A worker keeps its modules from file to file: importing the server's module graph
          // again for each of some 130 files took about 100 s of a run. It is safe because the
          // server keeps no state in modules (each test builds its own app, database and
          // registry) and a test that stubs the environment unstubs it; `npm run test:shuffled`
          // runs the files in a random order to keep it so.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.engine.test.ts'],
          environment: 'node',
          // A journey signs in, shops and orders through the UI in Firefox or WebKit on a busy machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'paths',
          include: ['tests/paths/**/*.paths.test.ts'],
          environment: 'node',
          // One path signs in, shops and orders through the UI on a 2-core machine shared with others.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
