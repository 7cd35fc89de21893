/**
 * Forgot-password timing (figures, not a test): does the answer for a known address take longer
 * than for an unknown one? Runs the app in this process on an in-memory database (SEED_PRODUCTS
 * 60), sends `--rounds` pairs of requests (default 300), known and unknown in alternating order,
 * waits for the work after each answer before the next request, and prints the median, p90 and
 * mean of each, and their difference. The server answers before it looks the address up, so the
 * two should differ by noise only.
 *
 *   npx tsx bench/forgot-password-timing.ts [--rounds 300]
 */
import { createApp } from '../server/app.ts';
import { loadDemo } from '../server/boot.ts';
import { readConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';
import { afterResponse } from '../server/lib/after-response.ts';
import { silentLogger } from '../server/lib/log.ts';
import { startMail } from '../server/mail/index.ts';
import { seed } from '../server/seed/index.ts';

const i = process.argv.indexOf('--rounds');
const rounds = i >= 0 ? Number(process.argv[i + 1]) : 300;

const db = await openPglite('memory');
await migrate(db);
await seed(db, { productCount: 60 });
const config = { ...readConfig({}), distDir: '.tmp/no-dist' };
// No limits: every request does its whole work.
config.rateLimit = { ...config.rateLimit, resetPerAddress: 0, resetPerAccount: 0, resetPerAccountTotal: 0 };
const work = afterResponse(silentLogger);
// The demo's mail, as the server sends it: the reset mail is queued after the response, like the link.
const demo = await loadDemo(config);
const mail = await startMail(config, db, { warn: () => undefined, error: (message: string) => console.error(message) }, demo && (() => demo.startMailServer()));
const app = createApp({ db, config, afterResponse: work, mail });

async function timed(email: string): Promise<number> {
  const started = performance.now();
  const res = await app.request('http://localhost/api/users/forgotpassword', {
    method: 'POST',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 202) throw new Error(`answered ${res.status}`);
  await work.settled();
  return ms;
}

const known: number[] = [];
const unknown: number[] = [];
for (let round = 0; round < 20; round++) await timed(round % 2 ? 'alex@summit.example' : 'nobody@summit.example'); // warm-up
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
  for (const which of order) {
    if (which === 'known') known.push(await timed('alex@summit.example'));
    else unknown.push(await timed(`nobody${round}@summit.example`));
  }
}
await mail.close();
await db.close();

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9), mean: xs.reduce((a, b) => a + b, 0) / xs.length };
};
const k = stats(known);
const u = stats(unknown);
const f = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`forgot-password, ${rounds} requests each (in-process, PGlite)`);
console.log(`  known    median ${f(k.median)}  p90 ${f(k.p90)}  mean ${f(k.mean)}`);
console.log(`  unknown  median ${f(u.median)}  p90 ${f(u.p90)}  mean ${f(u.mean)}`);
console.log(`  difference of medians ${f(k.median - u.median)}, of means ${f(k.mean - u.mean)}`);
