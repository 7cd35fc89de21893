/**
 * Admin import figures (not a test): time and peak memory of a participants file, a points file
 * and a catalogue file (one row per product option) of 10,000 and 100,000 rows, through the admin API in this process, on PGlite in memory or
 * (with DATABASE_URL) on a fresh PostgreSQL database made for the run and dropped after it.
 *
 *   npm run bench:import                        # 10,000 and 100,000 rows
 *   npm run bench:import -- --rows 10000        # one size
 *   npm run bench:import -- --only catalogue    # one kind of file (participants, points, catalogue, huge)
 *   DATABASE_URL=postgres://… npm run bench:import
 *   node --max-old-space-size=160 --expose-gc --import tsx bench/admin-import.bench.ts --only catalogue
 *                                               # the import within a capped heap: memory bounded
 *
 * Peak memory is the process's resident set (PGlite runs inside it), sampled every 20 ms, as the
 * rise over what it held before the file was sent; and the JavaScript heap's peak rise, which is
 * the import's own (on PGlite in memory the resident set also holds the database as it grows).
 *
 * Then `huge`: a 190 MB participants file whose second row is one 190 MB cell, sent over HTTP
 * while another thread asks GET /api/programs every 50 ms (its own event loop, so a stalled
 * server cannot hold back the asking): the responses' p50, p95 and slowest show how long the
 * import holds up every other request. `--huge-mb N` changes the size.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { createOperatorKey } from '../server/admin/keys.ts';
import { createApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import type { MailService } from '../server/mail/index.ts';
import { seed } from '../server/seed/index.ts';
import { openBenchDatabase } from './scratch-database.ts';

const rowsArg = process.argv.indexOf('--rows');
const sizes = rowsArg >= 0 ? [Number(process.argv[rowsArg + 1])] : [10_000, 100_000];
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? process.argv[onlyArg + 1] : undefined;
const hugeArg = process.argv.indexOf('--huge-mb');
const hugeMb = hugeArg >= 0 ? Number(process.argv[hugeArg + 1]) : 190;

const { db, label, drop } = await openBenchDatabase('import', { pgliteLabel: 'PGlite (in memory)' });
await migrate(db);
await seed(db);
const config = { ...readConfig({}), distDir: '.tmp/no-dist' };
// Invitations are queued, not sent: the figures are the import's own.
const ignored = async () => undefined;
const mail: MailService = { passwordReset: ignored, invitation: ignored, orderConfirmation: ignored, shipped: ignored, cancelled: ignored, staffPassword: ignored, close: ignored };
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

/** GET /api/programs every 50 ms from a worker thread until told to stop; each response's time in ms (Infinity: no response within 10 s). */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true });
const times = [];
const waiting = new Set();
function probe() {
  const started = performance.now();
  const done = new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port: workerData.port, path: '/api/programs', headers: { host: 'localhost' }, agent, timeout: 10000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Infinity));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(Infinity));
  }).then((ms) => { times.push(ms); waiting.delete(done); });
  waiting.add(done);
}
const timer = setInterval(probe, 50);
parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(waiting);
  agent.destroy();
  parentPort.postMessage(times);
});
`;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** A participants file whose second row is one cell of `mb` MB, written without holding it. */
async function hugeCellFile(path: string, mb: number): Promise<void> {
  const out = createWriteStream(path);
  out.write('email,name\nhuge@summit.example,');
  const block = Buffer.alloc(1024 * 1024, 'a');
  for (let i = 0; i < mb; i++) if (!out.write(block)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  out.end('\n');
  await finished(out);
}

/** The huge file sent over HTTP while the worker asks for /api/programs. */
async function duringHugeImport(mb: number): Promise<string> {
  const file = join(dir, `huge-${mb}.csv`);
  await hugeCellFile(file, mb);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const worker = new Worker(PROBE, { eval: true, workerData: { port } });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const started = performance.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin/api/programs/summit/participants/import',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv', 'content-length': String(statSync(file).size) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(`${res.statusCode} ${text.slice(0, 200)}`));
      },
    );
    req.on('error', reject);
    createReadStream(file).pipe(req);
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  worker.postMessage('stop');
  const times = (await new Promise<number[]>((resolve) => worker.once('message', resolve))).sort((a, b) => a - b);
  await worker.terminate();
  await new Promise((resolve) => server.close(resolve));
  const lost = times.filter((t) => t === Infinity).length;
  const ms = (t: number) => (t === Infinity ? 'no answer' : `${t.toFixed(0)} ms`);
  return `${label.padEnd(20)} ${`huge cell ${mb} MB`.padEnd(20)} import ${seconds.toFixed(1)} s; GET /api/programs every 50 ms meanwhile: ${times.length} asked, p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, slowest ${ms(times.at(-1) ?? NaN)}, ${lost} without an answer in 10 s  ${answer}`;
}

console.log(`load average at start: ${loadavg().map((n) => n.toFixed(1)).join(' ')} (2 cores shared; figures are for this box at that load)`);
const results: string[] = [];
try {
  for (const rows of only === 'huge' ? [] : sizes) {
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
  if (!only || only === 'huge') {
    const line = await duringHugeImport(hugeMb);
    console.log(line);
    results.push(line);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await drop();
}
