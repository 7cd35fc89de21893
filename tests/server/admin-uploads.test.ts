// Operator uploads as an attacker holding a key would send them, and as a disk would fail them:
// the process lives on, the response is clean, nothing is left in the temp folder, and no file holds
// up the other requests. Encodings are in admin-bad-files.test.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_LIMIT_BYTES } from '../../server/admin/files.ts';
import { openSpoolFile, removeLeftoverSpools, spoolFolderPrefix, type OpenSpoolFile } from '../../server/admin/spool.ts';
import { createOperatorKey } from '../../server/admin/keys.ts';
import { dataState, operatorKey } from '../support/admin.ts';
import { ALEX } from '../support/fixtures.ts';
import { childDatabase, type ChildDatabase } from '../support/child-database.ts';
import { freePort } from '../support/free-port.ts';
import { watchMainThread } from '../support/main-thread.ts';
import { logTail, startServer, type ServerHandle } from '../support/server-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const POINTS = '/admin/api/programs/summit/points/import';
const PARTICIPANTS = '/admin/api/programs/summit/participants/import';
const MB = 1024 * 1024;

/** A pid that ran and is gone: a child that has exited. */
function deadPid(): number {
  const { pid } = spawnSync('true');
  return pid!;
}

/** A disk that fails with ENOSPC once `failAfter` bytes are written (null: a working disk). */
function failingDisk() {
  const disk = { failAfter: null as number | null, opened: [] as string[] };
  const open: OpenSpoolFile = async (path) => {
    disk.opened.push(path);
    const file = await openSpoolFile(path);
    let written = 0;
    return {
      async write(bytes) {
        if (disk.failAfter !== null && written + bytes.byteLength > disk.failAfter) {
          throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
        }
        await file.write(bytes);
        written += bytes.byteLength;
      },
      close: () => file.close(),
    };
  };
  return Object.assign(disk, { open });
}

/** Parts as a request body, a long run of one text sent in 64 kB chunks made as they are read (the test holds up nothing itself). */
function streamed(parts: (string | { repeat: string; bytes: number })[]): ReadableStream<Uint8Array> {
  const queue = [...parts];
  let left = 0;
  let block = new Uint8Array(0);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      for (;;) {
        if (left > 0) {
          const size = Math.min(left, block.byteLength);
          left -= size;
          return controller.enqueue(block.slice(0, size));
        }
        const next = queue.shift();
        if (next === undefined) return controller.close();
        if (typeof next === 'string') return controller.enqueue(new TextEncoder().encode(next));
        block = new TextEncoder().encode(next.repeat.repeat(Math.ceil((64 * 1024) / next.repeat.length)));
        left = next.bytes;
      }
    },
  });
}

describe('in this process', () => {
  let server: TestServer;
  let key: string;
  const disk = failingDisk();

  beforeAll(async () => {
    server = await startTestServer({ deps: { openSpoolFile: disk.open } });
    ({ key } = await operatorKey(server));
  });
  afterAll(() => server?.close());

  async function upload(path: string, body: ReadableStream<Uint8Array>, type = 'text/csv') {
    const res = await server.app.request(`http://admin.example${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as { error?: string; message?: string; errors?: { line: number; column?: string; message: string }[]; rows?: number } };
  }

  it('a disk that fails mid-upload (ENOSPC): 503 that says so, nothing changed, the spool removed; the same file goes in once the disk works', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${ALEX},1,Quiz answered,disk-${i}`);
    const file = `participant,amount,reason,reference\n${lines.join('\n')}\n`;
    /** The file in 4 kB chunks, as a slow client sends it: the disk fails after some were written. */
    const inChunks = () => streamed(file.match(/[^]{1,4096}/g)!);
    const before = await dataState(server);
    disk.failAfter = 16 * 1024;
    disk.opened.length = 0;
    const full = await upload(POINTS, inChunks());
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ error: 'unavailable', message: expect.stringContaining('could not store the file') });
    expect(disk.opened).toHaveLength(1);
    expect(existsSync(dirname(disk.opened[0]!))).toBe(false);
    expect(await dataState(server)).toEqual(before);

    disk.failAfter = null;
    const again = await upload(POINTS, inChunks());
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ rows: 1000, created: 1000 });
    expect(existsSync(dirname(disk.opened[1]!))).toBe(false);
  });

  it('a disk that fails on the first byte: 503 as well, the spool removed', async () => {
    disk.failAfter = 0;
    disk.opened.length = 0;
    const res = await upload(POINTS, streamed([`participant,amount,reason,reference\n${ALEX},1,Quiz,disk-first\n`]));
    disk.failAfter = null;
    expect(res.status).toBe(503);
    expect(existsSync(dirname(disk.opened[0]!))).toBe(false);
  });

  it('a 20 MB cell, in CSV and in JSON lines, is refused with its line; the main thread never goes 100 ms without a turn for other requests', async () => {
    const csv = watchMainThread();
    const fromCsv = await upload(PARTICIPANTS, streamed(['email,name\nfirst@summit.example,First\nbig@summit.example,', { repeat: 'a', bytes: 20 * MB }, '\n']));
    const csvStall = csv.stop();
    expect(fromCsv.status).toBe(400);
    expect(fromCsv.body.errors).toEqual([{ line: 3, message: expect.stringContaining('Longer than 1 MB, the limit for one record') }]);

    const jsonl = watchMainThread();
    const fromJsonl = await upload(
      PARTICIPANTS,
      streamed(['{"email":"big@summit.example","name":"', { repeat: 'a', bytes: 20 * MB }, '"}\n{"email":"next@summit.example","name":"Next","colour":"red"}\n']),
      'application/x-ndjson',
    );
    const jsonlStall = jsonl.stop();
    expect(fromJsonl.status).toBe(400);
    // The long line is dropped as it comes; the lines after it are still read, with their numbers.
    expect(fromJsonl.body.errors).toEqual([
      { line: 1, message: expect.stringContaining('Longer than 1 MB, the limit for one record') },
      { line: 2, column: 'colour', message: expect.stringContaining('Unknown field') },
    ]);
    console.log(`longest stretch of the main thread: CSV ${csvStall.longestCpuMs.toFixed(0)} ms, JSON lines ${jsonlStall.longestCpuMs.toFixed(0)} ms of CPU (${csvStall.source}); on the clock ${csvStall.longestWallMs.toFixed(0)} and ${jsonlStall.longestWallMs.toFixed(0)} ms`);
    expect(csvStall.ticks).toBeGreaterThan(10);
    expect(csvStall.longestCpuMs).toBeLessThan(100);
    expect(jsonlStall.longestCpuMs).toBeLessThan(100);
  }, 120_000);

  it('a record just under the limit is taken', async () => {
    const name = 'n'.repeat(100);
    const padding = ' '.repeat(RECORD_LIMIT_BYTES - 200);
    const res = await upload(PARTICIPANTS, streamed([`email,name\nlong.row@summit.example,${padding}${name}\n`]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('spool folders left behind', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spool-leftovers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are removed when their process is gone, kept while it runs, and never judged for another host', async () => {
    const host = hostname().replace(/[^A-Za-z0-9.]/g, '_');
    const folders = {
      dead: `${spoolFolderPrefix(deadPid())}Dead01`,
      // An earlier life of this process's own pid (a container's server is pid 1 each time).
      ownEarlier: `${spoolFolderPrefix(process.pid)}Early1`,
      live: `${spoolFolderPrefix(process.ppid)}Live01`,
      otherHost: `storefront-spool-${host}x-${deadPid()}-Other1`,
      unrelated: 'storefront-spool-notes',
    };
    for (const name of Object.values(folders)) {
      mkdirSync(join(dir, name, 'upload-abc123'), { recursive: true });
      writeFileSync(join(dir, name, 'upload-abc123', 'upload.csv'), 'email\n');
    }
    expect((await removeLeftoverSpools(dir)).sort()).toEqual([folders.dead, folders.ownEarlier].sort());
    expect(readdirSync(dir).sort()).toEqual([folders.live, folders.otherHost, folders.unrelated].sort());
  });
});

describe('a chunked upload past ADMIN_UPLOAD_LIMIT_MB, through a server process', () => {
  const temp = mkdtempSync(join(tmpdir(), 'uploads-tmpdir-'));
  let database: ChildDatabase | undefined;
  let server: ServerHandle | undefined;
  let key = '';
  const left = { dead: '', live: '' };

  beforeAll(async () => {
    database = await childDatabase(async (db) => {
      key = (await createOperatorKey(db, { name: 'uploads', programs: null })).key;
    });
    // What a crashed server left in the temp folder, and what a running one (this process) has there.
    left.dead = `${spoolFolderPrefix(deadPid())}Crash1`;
    left.live = `${spoolFolderPrefix(process.pid)}Alive1`;
    for (const name of [left.dead, left.live]) {
      mkdirSync(join(temp, name, 'upload-abc123'), { recursive: true });
      writeFileSync(join(temp, name, 'upload-abc123', 'upload.csv'), 'a'.repeat(MB));
    }
    server = await startServer({ port: await freePort(), env: { ...database.env, NODE_ENV: undefined, TMPDIR: temp, ADMIN_UPLOAD_LIMIT_MB: '1', DIST_DIR: '.tmp/no-dist' } });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(temp, { recursive: true, force: true });
  });

  /** 20 MB of one cell, chunked (no Content-Length), until the server responds. */
  function chunkedUpload(): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server!.port,
          method: 'POST',
          path: POINTS,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          answered = true;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      // Once the server has answered it may close the connection on the rest: not the test's failure.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (!answered && sent < 20 * MB) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it('removed the dead process’s spool at start, and kept the live one’s', () => {
    expect(existsSync(join(temp, left.dead))).toBe(false);
    expect(existsSync(join(temp, left.live, 'upload-abc123', 'upload.csv'))).toBe(true);
  });

  it('responds 413 every time, lives on, and leaves no spool file', async () => {
    let exited = false;
    void server!.exited.then(() => (exited = true));
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await chunkedUpload();
      expect(res.status, `attempt ${attempt}: ${res.body}\n${logTail(server!.logFile)}`).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'payload_too_large' });
      expect((await fetch(`${server!.baseUrl}/api/health`)).status, logTail(server!.logFile)).toBe(200);
      expect(exited).toBe(false);
    }
    const own = readdirSync(temp).filter((name) => name.startsWith(spoolFolderPrefix(server!.pid)));
    expect(own.length).toBeLessThanOrEqual(1);
    for (const name of own) expect(readdirSync(join(temp, name))).toEqual([]);
    expect(logTail(server!.logFile, 400)).not.toContain('ERR_STREAM_DESTROYED');
  }, 120_000);

  it('removes its own spool folder when it stops', async () => {
    const pid = server!.pid;
    await server!.stop();
    server = undefined;
    expect(readdirSync(temp).filter((name) => name.startsWith(spoolFolderPrefix(pid)))).toEqual([]);
    expect(existsSync(join(temp, left.live))).toBe(true);
  });
});
