// `npm run test:e2e` (after gen:api): build once, start one server on a free loopback port, run the
// vitest e2e project against it with E2E_PORT set, stop the server by its PID, exit with vitest's code.
// Extra arguments go to vitest: `npm run test:e2e -- tests/e2e/login.e2e.test.ts -t "signs in"`.
// E2E_SKIP_BUILD=1 reuses the existing dist/. CHROMIUM_PATH overrides /usr/bin/chromium.
//
// `npm run test:paths` is the same run with `--paths` first: the vitest `paths` project (generated
// path tests, docs/path-tests.md) once per engine (chromium, firefox, webkit; `--engine firefox`
// or `--engine chromium,webkit` picks), each against a server of its own with a fresh database in
// the server's memory (DATA_DIR=memory: seeded in 4 s, where a folder on disk took 18): one engine's run uses up
// the demo's one-time codes and plateau accounts. JUnit XML in reports/paths/<engine>/.
//
// `npm run test:engines` (`--engines`) runs the journeys of tests/engines/ the same way, by
// default in firefox and webkit (docs/engines.md); JUnit XML in reports/engines/<engine>/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkChromium } from '../../scripts/chromium-check.ts';
import { chromiumPath } from './browser.ts';
import { ENGINES, type EngineName } from './engines/engine.ts';
import { firefoxPath } from './engines/firefox.ts';
import { miniBrowserPath, webkitDriverPath } from './engines/webkit.ts';
import { freePort } from './free-port.ts';
import { findSecrets } from './log-secrets.ts';
import { repoRoot, startServer, type ServerHandle } from './server-process.ts';

const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

const MODE = process.argv[2] === '--paths' ? 'paths' : process.argv[2] === '--engines' ? 'engines' : 'e2e';
const TAG = MODE;

/** `--engine a,b` (or `--engine=a,b`) out of the arguments; the rest go to vitest. */
function takeEngines(args: string[]): { engines: EngineName[]; rest: string[] } {
  const rest: string[] = [];
  let picked: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--engine') picked = args[++i];
    else if (arg.startsWith('--engine=')) picked = arg.slice('--engine='.length);
    else rest.push(arg);
  }
  const fallback: EngineName[] = MODE === 'engines' ? ['firefox', 'webkit'] : [...ENGINES];
  const engines = picked ? (picked.split(',').filter(Boolean) as EngineName[]) : fallback;
  const unknown = engines.filter((e) => !ENGINES.includes(e));
  if (unknown.length) throw new Error(`unknown engine ${unknown.join(', ')}: expected ${ENGINES.join(', ')}`);
  return { engines: MODE === 'e2e' ? ['chromium'] : engines, rest };
}

const { engines: ENGINE_RUNS, rest: EXTRA_ARGS } = takeEngines(process.argv.slice(MODE === 'e2e' ? 2 : 3));

function vitestArgs(engine: EngineName): string[] {
  if (MODE === 'e2e') return ['run', '--project', 'e2e', ...EXTRA_ARGS];
  return [
    'run',
    '--project',
    MODE,
    '--reporter=default',
    '--reporter=junit',
    `--outputFile.junit=reports/${MODE}/${engine}/junit.xml`,
    ...EXTRA_ARGS,
  ];
}

/** Why an engine cannot run here, or null. */
async function engineMissing(engine: EngineName): Promise<string | null> {
  if (engine === 'chromium') {
    const browserPath = chromiumPath();
    if (!fs.existsSync(browserPath))
      return `Chromium not found at ${browserPath}: install it with \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
    try {
      await checkChromium();
    } catch (err) {
      return `Chromium at ${browserPath} does not start: ${err instanceof Error ? err.message : String(err)}`;
    }
    return null;
  }
  const needed =
    engine === 'firefox'
      ? [['Firefox ESR', firefoxPath(), 'firefox-esr']]
      : [
          ['WebKitWebDriver', webkitDriverPath(), 'webkit2gtk-driver'],
          ['MiniBrowser', miniBrowserPath(), 'webkit2gtk-driver'],
          ['xvfb-run', '/usr/bin/xvfb-run', 'xvfb'],
        ];
  for (const [what, file, pkg] of needed)
    if (!fs.existsSync(file!))
      return `${what} not found at ${file}: install it with \`apt-get update && apt-get install -y ${pkg}\` (docs/engines.md).`;
  return null;
}

function log(message: string): void {
  console.log(`[${TAG}] ${message}`);
}

async function main(): Promise<number> {
  for (const engine of ENGINE_RUNS) {
    const missing = await engineMissing(engine);
    if (missing) {
      console.error(`[${TAG}] ${missing}`);
      return 1;
    }
  }

  if (process.env.E2E_SKIP_BUILD === '1') {
    // Both halves of one build: the server renders the signed-out pages from dist-server/ and the
    // browser hydrates them with dist/'s scripts.
    for (const built of ['dist/index.html', 'dist-server/entry-server.js']) {
      if (!fs.existsSync(path.join(repoRoot, built))) {
        console.error(`[${TAG}] E2E_SKIP_BUILD=1 but ${built} does not exist: run \`npm run build\` first.`);
        return 1;
      }
    }
    log('E2E_SKIP_BUILD=1: using the existing dist/ and dist-server/');
  } else {
    log('npm run build');
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`[${TAG}] npm run build failed (${build.status ?? build.signal})`);
      return build.status || 1;
    }
    log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  let server: ServerHandle | undefined;
  let vitest: ChildProcess | undefined;
  let interrupted: NodeJS.Signals | undefined;
  const results: string[] = [];
  let worst = 0;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (interrupted) return;
    interrupted = signal;
    log(`${signal}: stopping`);
    if (vitest?.pid !== undefined && vitest.exitCode === null && vitest.signalCode === null) {
      try {
        process.kill(vitest.pid, signal);
      } catch {
        /* already gone */
      }
    }
    // Give vitest a moment to close its browsers, then stop the server and leave.
    setTimeout(
      () => {
        void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(SIGNAL_EXIT[signal] ?? 1));
      },
      vitest ? 5_000 : 0,
    ).unref();
    if (!vitest) void server?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  // One engine after another, each with a server and a database of its own; every engine runs
  // even when one fails, and the run fails when any did.
  for (const engine of ENGINE_RUNS) {
    if (interrupted) break;
    const started = Date.now();
    const code = await runEngine(engine);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    results.push(`${engine}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
    if (code !== 0 && worst === 0) worst = code;
  }
  if (ENGINE_RUNS.length > 1 || MODE !== 'e2e') for (const line of results) log(line);
  return interrupted ? (SIGNAL_EXIT[interrupted] ?? 1) : worst;

  async function runEngine(engine: EngineName): Promise<number> {
    if (MODE !== 'e2e') log(`engine ${engine}`);
    const dataDir = 'memory';
    try {
      const port = await freePort();
      log(`starting the server on 127.0.0.1:${port} (DATA_DIR=${dataDir})`);
      const started = Date.now();
      // Browser tests run against the demo on the embedded database, whatever this shell has set.
      // Every suite signs in and asks for reset links from 127.0.0.1, and the path tests ask for
      // many links for one participant, so the per-address limits and the reset mails per
      // participant are raised for the run; the per-account sign-in delays stay the demo's.
      server = await startServer({
        port,
        env: {
          DATA_DIR: dataDir,
          DATABASE_URL: undefined,
          NODE_ENV: undefined,
          // As shipped: the signed-out pages rendered on the server.
          SSR: undefined,
          RATE_LIMIT_ADDRESS: '1000',
          RATE_LIMIT_RESET_ADDRESS: '1000',
          RATE_LIMIT_RESET_ACCOUNT: '0',
          RATE_LIMIT_RESET_ACCOUNT_TOTAL: '0',
        },
      });
      log(
        `server ${server.pid} healthy in ${((Date.now() - started) / 1000).toFixed(1)} s; log: ${path.relative(repoRoot, server.logFile)}`,
      );
      if (interrupted) return SIGNAL_EXIT[interrupted] ?? 1;

      const args = vitestArgs(engine);
      log(`E2E_ENGINE=${engine} vitest ${args.join(' ')}`);
      const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vitest'), args, {
        cwd: repoRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_PORT: String(port),
          E2E_BASE_URL: server.baseUrl,
          E2E_SERVER_LOG: server.logFile,
          CHROMIUM_PATH: chromiumPath(),
          E2E_ENGINE: engine,
        },
      });
      vitest = child;
      const code = await new Promise<number>((resolve) => {
        child.once('error', (err) => {
          console.error(`[${TAG}] could not start vitest: ${err.message}`);
          resolve(1);
        });
        child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? (SIGNAL_EXIT[signal] ?? 1) : 1)));
      });
      if (interrupted) return SIGNAL_EXIT[interrupted] ?? 1;
      // The server's log of the whole run must hold no password, token, reset link or address.
      const found = findSecrets(fs.readFileSync(server.logFile, 'utf8'));
      if (found.length > 0) {
        console.error(`[${TAG}] the server's log holds secrets (${path.relative(repoRoot, server.logFile)}):`);
        for (const { line, what } of found.slice(0, 20)) console.error(`  line ${line}: ${what}`);
        return code || 1;
      }
      log(`server log checked: no secrets in ${path.relative(repoRoot, server.logFile)}`);
      return code;
    } catch (err) {
      console.error(`[${TAG}] ${err instanceof Error ? err.message : String(err)}`);
      return 1;
    } finally {
      if (server) {
        await server.stop();
        log(`server ${server.pid} stopped`);
      }
      server = undefined;
      vitest = undefined;
    }
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
