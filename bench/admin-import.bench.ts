/**
 * Admin import figures (not a test): time and peak memory of a participants file and a points
 * file of 10,000 and 100,000 rows, through the admin API in this process, on PGlite in memory or
 * (with DATABASE_URL) on a fresh PostgreSQL database made for the run and dropped after it.
 *
 *   npm run bench:import                        # 10,000 and 100,000 rows
 *   npm run bench:import -- --rows 10000        # one size
 *   DATABASE_URL=postgres://… npm run bench:import
 *
 * Peak memory is the process's resident set (PGlite runs inside it), sampled every 20 ms, as the
 * rise over what it held before the file was sent.
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createOperatorKey } from '../server/admin/keys.ts';
import { createApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import type { Db } from '../server/db/types.ts';
import type { MailService } from '../server/mail/index.ts';
import { seed } from '../server/seed/index.ts';

const rowsArg = process.argv.indexOf('--rows');
const sizes = rowsArg >= 0 ? [Number(process.argv[rowsArg + 1])] : [10_000, 100_000];

async function openDatabase(): Promise<{ db: Db; label: string; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const { openPglite } = await import('../server/db/pglite.ts');
    const db = await openPglite('memory');
    return { db, label: 'PGlite (in memory)', drop: () => db.close() };
  }
  const { default: pg } = await import('pg');
  const { openPostgres } = await import('../server/db/postgres.ts');
  const name = `storefront_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  return {
    db,
    label: 'PostgreSQL',
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

const { db, label, drop } = await openDatabase();
await migrate(db);
await seed(db, { includeHostile: false });
const config = { ...readConfig({}), distDir: '.tmp/no-dist' };
// Invitations are queued, not sent: the figures are the import's own.
const ignored = async () => undefined;
const mail: MailService = { passwordReset: ignored, invitation: ignored, orderConfirmation: ignored, shipped: ignored, close: ignored };
const app = createApp({ db, config, mail });
const { key } = await createOperatorKey(db, { name: 'bench', programs: null });
const dir = mkdtempSync(join(tmpdir(), 'admin-import-bench-'));

async function measure(path: string, file: string): Promise<{ seconds: number; peakMb: number; answer: string }> {
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await app.request(`http://bench.local${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv', 'content-length': String(statSync(file).size) },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const answer = await res.text();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${answer.slice(0, 300)}`);
  return { seconds, peakMb: (peak - base) / 1024 / 1024, answer };
}

console.log(`load average at start: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (2 cores shared; figures are for this box at that load)`);
const results: string[] = [];
try {
  for (const rows of sizes) {
    const people = join(dir, `people-${rows}.csv`);
    const lines = ['email,name,language,balance'];
    for (let i = 0; i < rows; i++) lines.push(`bench${rows}-${i}@summit.example,Bench Person ${i},en,${i % 1000}`);
    writeFileSync(people, `${lines.join('\n')}\n`);
    const points = join(dir, `points-${rows}.csv`);
    const credits = ['participant,amount,reason,reference'];
    for (let i = 0; i < rows; i++) credits.push(`bench${rows}-${i}@summit.example,${(i % 50) + 1},Course completed,bench-${rows}-${i}`);
    writeFileSync(points, `${credits.join('\n')}\n`);
    for (const [what, path, file] of [
      ['participants import', '/admin/api/programs/summit/participants/import', people],
      ['points import', '/admin/api/programs/summit/points/import', points],
    ] as const) {
      const m = await measure(path, file);
      const line = `${label.padEnd(20)} ${what.padEnd(20)} ${rows.toLocaleString('en-US').padStart(8)} rows  ${(statSync(file).size / 1024 / 1024).toFixed(1).padStart(5)} MB  ${m.seconds.toFixed(1).padStart(6)} s  peak +${m.peakMb.toFixed(0)} MB RSS  ${m.answer}`;
      console.log(line);
      results.push(line);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await drop();
}
