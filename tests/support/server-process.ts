// Start the reference server (server/main.ts) as a child process for browser tests and benchmarks,
// wait until GET /api/health answers 200, and stop it again by its own PID.
//
// The child is `node --import tsx server/main.ts`, which is what `tsx server/main.ts` runs, but in
// ONE process: the tsx CLI would run the server in a grandchild, and a SIGKILL of the CLI's PID
// would leave that grandchild holding the port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trustingFetch, type TestCertificate } from './tls.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartServerOptions {
  port: number;
  /** Extra environment; a value of `undefined` removes the variable from the inherited environment. */
  env?: Record<string, string | undefined>;
  /** Log file for the server's stdout and stderr; default .tmp/server-<port>-<time>.log. */
  logFile?: string;
  /** How long to wait for GET /api/health to answer 200; default 120 s. */
  timeoutMs?: number;
  /** Serve HTTPS (HTTP/2 first) with this certificate (tests/support/tls.ts). */
  tls?: TestCertificate;
}

export interface ServerHandle {
  baseUrl: string;
  /** fetch for Node-side calls to this server: with TLS, one that trusts its certificate. */
  fetch: typeof fetch;
  port: number;
  pid: number;
  logFile: string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>;
  /** Resolves when the process exits, however it ends, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const HEALTH_TIMEOUT_MS = 120_000;
const KILL_AFTER_MS = 5_000;

/** The last `lines` lines of a log file, for error messages. */
export function logTail(file: string, lines = 40): string {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd();
    return text.split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startServer(options: StartServerOptions): Promise<ServerHandle> {
  const { port } = options;
  const timeoutMs = options.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const logFile =
    options.logFile ??
    path.join(repoRoot, '.tmp', `server-${port}-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logFd = fs.openSync(logFile, 'a');

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory' };
  if (options.tls) Object.assign(env, { TLS_CERT_FILE: options.tls.certFile, TLS_KEY_FILE: options.tls.keyFile });
  for (const [key, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    detached: false,
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd); // the child has its own copy

  const exitPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (exited(child)) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let spawnError: Error | undefined;
  child.once('error', (err) => {
    spawnError = err;
  });
  // If this process goes away without calling stop(), do not leave the server behind.
  const onParentExit = () => {
    if (!exited(child) && child.pid !== undefined) {
      try {
        process.kill(child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', onParentExit);

  const pid = child.pid;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (pid !== undefined && !exited(child)) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
        const killTimer = setTimeout(() => {
          if (!exited(child)) {
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              /* already gone */
            }
          }
        }, KILL_AFTER_MS);
        await exitPromise;
        clearTimeout(killTimer);
      }
      process.removeListener('exit', onParentExit);
    })();
    return stopping;
  };

  const baseUrl = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const fetch = options.tls ? trustingFetch(options.tls.pem) : globalThis.fetch;
  const healthUrl = `${baseUrl}/api/health`;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  for (;;) {
    if (spawnError) {
      await stop();
      throw new Error(`server: could not start ${process.execPath}: ${spawnError.message}`);
    }
    if (exited(child)) {
      await stop();
      throw new Error(
        `server exited (code ${child.exitCode}, signal ${child.signalCode}) before ${healthUrl} answered 200.\n` +
          `Log ${logFile}, last lines:\n${logTail(logFile)}`,
      );
    }
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 200) break;
      lastProblem = `HTTP ${res.status}`;
    } catch (err) {
      lastProblem = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server did not answer 200 at ${healthUrl} within ${Math.round(timeoutMs / 1000)} s (last: ${lastProblem}).\n` +
          `Log ${logFile}, last lines:\n${logTail(logFile)}`,
      );
    }
    await sleep(250);
  }

  if (pid === undefined) throw new Error('server: spawned process has no PID'); // unreachable after a 200
  return { baseUrl, fetch, port, pid, logFile, stop, exited: exitPromise };
}
