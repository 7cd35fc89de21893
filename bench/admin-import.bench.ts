/**
 * Admin import figures (not a test): time and peak memory of a participants file, a points file
 * and a catalogue file (one row per product option) of 10,000 and 100,000 rows, through the admin API in this process, on PGlite in memory or
 * (with DATABASE_URL) on a fresh PostgreSQL database made for the run and dropped after it.
 *
 *   npm run bench:import                        # 10,000 and 100,000 rows
 *   npm run bench:import -- --rows 10000        # one size
 *   npm run bench:import -- --only catalogue    # one kind of file (participants, points, catalogue)
 *   DATABASE_URL=postgres://… npm run bench:import
 *   node --max-old-space-size=160 --expose-gc --import tsx bench/admin-import.bench.ts --only catalogue
 *                                               # the import within a capped heap: memory bounded
 *
 * Peak memory is the process's resident set (PGlite runs inside it), sampled every 20 ms, as the
 * rise over what it held before the file was sent; and the JavaScript heap's peak rise, which is
 * the import's own (on PGlite in memory the resident set also holds the database as it grows).
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
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? process.argv[onlyArg + 1] : undefined;

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
const mail: MailService = { passwordReset: ignored, invitation: ignored, orderConfirmation: ignored, shipped: ignored, cancelled: ignored, close: ignored };
const app = createApp({ db, config, mail });
const { key } = await createOperatorKey(db, { name: 'bench', programs: null });
const dir = mkdtempSync(join(tmpdir(), 'admin-import-bench-'));

async function measure(path: string, file: string): Promise<{ seconds: number; peakMb: number; heapMb: number; answer: string }> {
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  const heapBase = process.memoryUsage().heapUsed;
  let peak = base;
  let heapPeak = heapBase;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 20);
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
  return { seconds, peakMb: (peak - base) / 1024 / 1024, heapMb: (heapPeak - heapBase) / 1024 / 1024, answer };
}

/**
 * A catalogue of `rows` rows as an operator's export has it: a quarter of the products without
 * options, the rest with three or four colour and size options each (so about a third as many
 * products as rows), across the seeded categories, with copy, features and a French name.
 */
function catalogueFile(rows: number): string {
  const header = 'slug,name,brand,category,price,discount_price,badges,sales_copy,features,ships_in_days,option1_name,option1_value,option2_name,option2_value,option_price,name_fr';
  const categories = ['Electronics > Audio > Headphones', 'Electronics > Audio > Speakers', 'Home & Kitchen > Cookware > Pans', 'Sports & Outdoors > Camping > Tents'];
  const lines = [header];
  for (let p = 0; lines.length <= rows; p++) {
    const slug = `bench-${rows}-${p}`;
    const price = 500 + (p % 80) * 50;
    const product = `${slug},Bench Product ${p},Brand ${p % 40},${categories[p % categories.length]},${price},${p % 7 === 0 ? price - 100 : ''},${p % 9 === 0 ? 'featured' : ''},"<p>The Bench Product ${p}, made to last.</p>",Durable|Light|Warranty 2 years,${2 + (p % 10)}`;
    const options = p % 4 === 0 ? 0 : 3 + (p % 2);
    if (options === 0) lines.push(`${product},,,,,,Produit ${p}`);
    for (let o = 0; o < options && lines.length <= rows; o++) {
      const colour = ['Red', 'Blue'][o % 2];
      const size = ['S', 'M', 'L', 'XL'][o];
      lines.push(o === 0 ? `${product},Color,${colour},Size,${size},,Produit ${p}` : `${slug},,,,,,,,,,,${colour},,${size},${o === 3 ? price + 100 : ''},`);
    }
  }
  return `${lines.slice(0, rows + 1).join('\n')}\n`;
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
    const catalogue = join(dir, `catalogue-${rows}.csv`);
    writeFileSync(catalogue, catalogueFile(rows));
    for (const [what, path, file] of [
      ['participants import', '/admin/api/programs/summit/participants/import', people],
      ['points import', '/admin/api/programs/summit/points/import', points],
      ['catalogue import', '/admin/api/catalogue/import', catalogue],
    ] as const) {
      if (only && !what.startsWith(only)) continue;
      const m = await measure(path, file);
      const line = `${label.padEnd(20)} ${what.padEnd(20)} ${rows.toLocaleString('en-US').padStart(8)} rows  ${(statSync(file).size / 1024 / 1024).toFixed(1).padStart(5)} MB  ${m.seconds.toFixed(1).padStart(6)} s  peak +${m.peakMb.toFixed(0)} MB RSS, +${m.heapMb.toFixed(0)} MB heap  ${m.answer}`;
      console.log(line);
      results.push(line);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await drop();
}
