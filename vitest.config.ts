import { defineConfig } from 'vitest/config';

// Five projects: `npm test` runs unit and server (no browser); `npm run test:e2e` runs e2e,
// `npm run test:paths` runs paths (generated path tests) and `npm run test:engines` runs engines
// (journeys in Firefox and WebKit), each against a shared server that tests/support/e2e-run.ts starts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A Mantine render in jsdom (a Select of every country, a modal) takes seconds on a busy
          // two-core machine; the 5 s default then fails tests that are right.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
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
