/**
 * `npm run test:deploy`: the deployment of deploy/ tried for real on this machine.
 *
 * PostgreSQL (scripts/pg-setup.sh) with a scratch database, two storefront processes started
 * together on it (production, the demo's data asked for with SEED_DEMO=1, nginx trusted as a
 * proxy), and Debian's nginx in front of both on a loopback port. Then a load through nginx for
 * LOAD_SECONDS (30 by default), during which one process is killed with SIGKILL and started again,
 * and afterwards:
 *   - no order lost or doubled, balances and transaction lines add up (bench/load/run-load.ts);
 *   - a participant signs in through the proxy while another client fails its password many times;
 *   - a sign-out on one process is honoured by the other at once;
 *   - the client address the servers log is the forwarded one (the load leaves from 127.0.0.5);
 *   - the operator's commands run through nginx from this machine, and another client is refused
 *     the admin API and /metrics by nginx itself; the build's manifest is not served.
 * Prints the figures and one line per check; exits 1 when any check fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadPassed, printFigures, runLoad } from '../../bench/load/run-load.ts';
import { createScratchDatabase } from '../../bench/load/scratch-database.ts';
import { sendJson } from '../../bench/load/send-json.ts';
import { freePort } from '../support/free-port.ts';
import { startServer, type ServerHandle } from '../support/server-process.ts';
import { startNginx } from './nginx.ts';
import { createOperatorKey } from '../../server/admin/keys.ts';
import { main } from '../../server/cli/ops.ts';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS || 30);
const KILL_AT = Math.max(2, Math.round(LOAD_SECONDS / 3));
const RESTART_AT = KILL_AT + 4;
const LOAD_CLIENT = '127.0.0.5';
const ATTACKER = '127.0.0.9';

const checks: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.log(`[deploy] ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
};

/** One request to a port on this machine, as a browser of localhost would send it. */
function send(
  port: number,
  method: string,
  urlPath: string,
  options: { json?: unknown; token?: string; localAddress?: string } = {},
): Promise<{ status: number; body: unknown }> {
  return sendJson({ port, host: `localhost:${port}`, method, path: urlPath, ...options, timeoutMs: 60_000 });
}

const token = (response: { body: unknown }) => (response.body as { access_token?: string } | null)?.access_token;

const started = Date.now();
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-deploy-'));
const database = await createScratchDatabase('storefront_deploy');
const ports = [await freePort(), await freePort()] as const;
const proxyPort = await freePort();
const serverEnv = (n: number) => ({
  DATABASE_URL: database.url,
  DATA_DIR: undefined,
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  SEED_PRODUCTS: undefined,
  TRUSTED_PROXIES: '127.0.0.1',
  DATABASE_POOL_MAX: '10',
  LOG_LEVEL: 'info',
  STOREFRONT_PROCESS: `p${n}`,
});
const logFile = (n: number, generation: number) => path.join(runDir, `server-${n}-${generation}.log`);
const servers: ServerHandle[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
const db = new pg.Client({ connectionString: database.url });
let exitCode = 1;

try {
  // Both processes start together on the empty database: migrations and the seed must not race.
  console.log(`[deploy] database ${database.name}; starting two processes on :${ports[0]} and :${ports[1]} together…`);
  const t0 = Date.now();
  servers.push(
    ...(await Promise.all(
      ports.map((port, i) => startServer({ port, env: serverEnv(i + 1), logFile: logFile(i + 1, 0), timeoutMs: 600_000 })),
    )),
  );
  check('two processes start together on an empty database', true, `both answered /api/health in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  nginx = await startNginx({ port: proxyPort, upstreams: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`], runDir: path.join(runDir, 'nginx') });
  console.log(`[deploy] nginx on :${proxyPort} (${runDir}/nginx)`);
  await db.connect();

  // A sign-out on one process holds on the other at once.
  {
    const signIn = await send(ports[0], 'POST', '/token', { json: { email: 'alex@summit.example', password: 'Summit#2026' } });
    const t = token(signIn);
    const before = t ? await send(ports[1], 'GET', '/api/self', { token: t }) : { status: 0 };
    const out = t ? await send(ports[1], 'POST', '/api/signout', { token: t }) : { status: 0 };
    const after = t ? await send(ports[0], 'GET', '/api/self', { token: t }) : { status: 0 };
    check(
      'a sign-out on one process holds on the other at once',
      signIn.status === 200 && before.status === 200 && out.status < 300 && after.status === 401,
      `sign-in on p1 ${signIn.status}, self on p2 ${before.status}, sign-out on p2 ${out.status}, self on p1 right after ${after.status}`,
    );
  }

  // The operator's surface through nginx: this machine runs the operator's commands, any other
  // client is refused by nginx before a process sees it; the build's manifest is nobody's.
  {
    const { key } = await createOperatorKey({ query: async (text, params) => (await db.query(text, params as unknown[])).rows }, { name: 'deploy test', programs: null });
    const listed = await main(['keys', 'list', '--url', `http://127.0.0.1:${proxyPort}`, '--key', key]);
    const stranger = await send(proxyPort, 'GET', '/admin/api/keys', { token: key, localAddress: ATTACKER });
    const metrics = await send(proxyPort, 'GET', '/metrics', { token: key, localAddress: ATTACKER });
    const manifest = await send(proxyPort, 'GET', '/.vite/manifest.json');
    const refusedByNginx = (response: { status: number; body: unknown }) => response.status === 403 && (response.body as { error?: string } | null)?.error === 'forbidden';
    check(
      "the operator's surface responses this machine only; no build manifest",
      listed === 0 && refusedByNginx(stranger) && refusedByNginx(metrics) && manifest.status === 404,
      `ops keys list through nginx exit ${listed}; /admin/api/keys from ${ATTACKER} ${stranger.status}, /metrics ${metrics.status}; /.vite/manifest.json ${manifest.status}`,
    );
  }

  // During the load: p2 killed at KILL_AT s and started again at RESTART_AT s; from 2 s an attacker
  // fails a password over and over while a participant signs in with the right one.
  let killedPid = 0;
  let restartedIn = 0;
  const attack = { failures: 0, statuses: new Map<number, number>(), participant: 0, participantStatus: 0 };
  let attackDone: Promise<void> = Promise.resolve();
  let restartDone: Promise<void> = Promise.resolve();
  const figures = await runLoad({
    port: proxyPort,
    localAddress: LOAD_CLIENT,
    seconds: LOAD_SECONDS,
    browsers: 60,
    buyers: 20,
    thinkMs: 300,
    db,
    retryLostResponses: 5,
    onTick(second) {
      if (second === 2) {
        attackDone = (async () => {
          for (let i = 0; i < 30; i++) {
            const response = await send(proxyPort, 'POST', '/token', {
              json: { email: 'low@summit.example', password: `wrong-${i}` },
              localAddress: ATTACKER,
            });
            attack.failures++;
            attack.statuses.set(response.status, (attack.statuses.get(response.status) ?? 0) + 1);
          }
          const t = Date.now();
          const response = await send(proxyPort, 'POST', '/token', { json: { email: 'low@summit.example', password: 'Summit#2026' } });
          attack.participant = Date.now() - t;
          attack.participantStatus = response.status;
        })();
      }
      if (second === KILL_AT) {
        killedPid = servers[1]!.pid;
        console.log(`[deploy] ${second} s: SIGKILL to p2 (pid ${killedPid})`);
        process.kill(killedPid, 'SIGKILL');
        restartDone = servers[1]!.stop();
      }
      if (second === RESTART_AT) {
        restartDone = restartDone.then(async () => {
          const t = Date.now();
          servers[1] = await startServer({ port: ports[1], env: serverEnv(2), logFile: logFile(2, 1), timeoutMs: 120_000 });
          restartedIn = Date.now() - t;
          console.log(`[deploy] p2 started again as pid ${servers[1].pid} in ${(restartedIn / 1000).toFixed(1)} s`);
        });
      }
    },
  });
  await Promise.all([attackDone, restartDone]);

  console.log(`\n[deploy] load through nginx, ${figures.elapsedSeconds.toFixed(1)} s on ${os.cpus().length} cores:`);
  printFigures(figures);
  check(
    'load through nginx with one process killed (SIGKILL) and restarted',
    loadPassed(figures),
    `${figures.rows[2]!.requests} requests, p95 ${figures.rows[2]!['p95 ms']} ms, ${figures.ordersPlaced} orders; pid ${killedPid} killed at ${KILL_AT} s, back in ${(restartedIn / 1000).toFixed(1)} s; ${figures.failures.length} failed calls, ${figures.lostResponsesRetried} sent again`,
  );
  check(
    'no order lost or doubled; balances and transaction lines add up',
    figures.problems.length === 0 && figures.ordersPlaced > 0,
    figures.problems.length === 0 ? `${figures.ordersPlaced} orders checked` : figures.problems.slice(0, 3).join('; '),
  );
  check(
    'a participant signs in through the proxy while another client fails its password',
    attack.participantStatus === 200 && attack.failures === 30,
    `${attack.failures} failures (${[...attack.statuses].map(([s, n]) => `${n}×${s}`).join(', ')}), then the right password: ${attack.participantStatus} in ${attack.participant} ms`,
  );

  // The servers log the client address nginx forwarded, not nginx's own.
  const logs = fs.readdirSync(runDir).filter((f) => f.startsWith('server-')).map((f) => fs.readFileSync(path.join(runDir, f), 'utf8')).join('\n');
  const requestLines = logs.split('\n').filter((line) => line.includes('"msg":"request"'));
  const forwarded = requestLines.filter((line) => line.includes(`"client":"${LOAD_CLIENT}"`)).length;
  const proxyOnly = requestLines.filter((line) => line.includes('"client":"127.0.0.1"')).length;
  check(
    'the logged client address is the forwarded one',
    forwarded > 0 && forwarded >= requestLines.length / 2,
    `${forwarded} of ${requestLines.length} request lines name ${LOAD_CLIENT}; ${proxyOnly} name nginx's 127.0.0.1 (the direct calls of the sign-out check)`,
  );
  exitCode = checks.every((c) => c.ok) ? 0 : 1;
} catch (error) {
  console.error('[deploy] stopped:', error);
} finally {
  await db.end().catch(() => undefined);
  await nginx?.stop().catch(() => undefined);
  await Promise.all(servers.map((s) => s.stop().catch(() => undefined)));
  await database.drop().catch((error: unknown) => console.error(`[deploy] could not drop ${database.name}:`, error));
  const passed = checks.filter((c) => c.ok).length;
  console.log(`\n[deploy] ${((Date.now() - started) / 1000).toFixed(0)} s; logs in ${runDir}`);
  console.log(`deploy: ${passed} passed, ${checks.length - passed + (exitCode && passed === checks.length ? 1 : 0)} failed`);
}
process.exit(exitCode);
