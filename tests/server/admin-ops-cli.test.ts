// `npm run ops`: the first key written to the database directly (refused while a server holds a
// PGlite folder), and the commands as a thin client of the admin API over real HTTP.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashKey } from '../../server/admin/keys.ts';
import { main } from '../../server/cli/ops.ts';
import { createKeyDirect, OpsRefused } from '../../server/cli/ops-keys.ts';
import { readConfig } from '../../server/config.ts';
import { LOCK_FILE } from '../../server/db/folder-lock.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { operatorKey } from '../support/admin.ts';
import { ALEX, ALEX_SID, BOTTLE, US_ADDRESS, USA } from '../support/fixtures.ts';
import { freePort } from '../support/free-port.ts';
import { solidPng } from '../support/png.ts';
import { PASSWORD, startTestServer, SUMMIT, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let http: ServerType;
let url: string;
let key: string;
const dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));

beforeAll(async () => {
  server = await startTestServer();
  ({ key } = await operatorKey(server));
  const port = await freePort();
  http = serve({ fetch: server.app.fetch, port, hostname: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run ops -- …args` in this process, with what it printed. */
async function ops(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    return { code: await main(args), out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

describe('npm run ops', () => {
  it('prints help for the whole command and for each command', async () => {
    const all = await ops('--help');
    expect(all.code).toBe(0);
    expect(all.out).toContain('points import');
    const one = await ops('orders', 'export', '--help');
    expect(one.code).toBe(0);
    expect(one.out).toContain('--all');
    expect(one.out).toContain('--url');
  });

  it('imports a file over HTTP, streamed, and prints the counts', async () => {
    const file = join(dir, 'points.csv');
    writeFileSync(file, `participant,amount,reason,reference\n${ALEX},10,Welcome bonus,cli-1\n`);
    const res = await ops('points', 'import', file, '--program', 'summit', '--url', url, '--key', key);
    expect(res.code, res.err).toBe(0);
    expect(JSON.parse(res.out)).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0 });
  });

  it('prints a refused file’s errors as FILE:LINE:COLUMN and exits 1', async () => {
    const file = join(dir, 'bad.csv');
    writeFileSync(file, `participant,amount,reason,reference\n${ALEX},-999999999,Oops,cli-2\n`);
    const res = await ops('points', 'import', file, '--program', 'summit', '--url', url, '--key', key);
    expect(res.code).toBe(1);
    expect(res.err).toContain(`${file}:2:amount:`);
  });

  it('catalogue import uploads the images beside the file, then the file; --program and --prune reach the right calls', async () => {
    const folder = join(dir, 'catalogue');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'cli-lamp.png'), solidPng(2, 2, [10, 20, 30]));
    writeFileSync(join(folder, 'notes.txt'), 'not an image');
    const file = join(folder, 'catalogue.csv');
    writeFileSync(file, 'slug,name,brand,category,price,images\ncli-lamp,CLI Lamp,Lumen,Electronics > Audio > Speakers,700,cli-lamp.png\n');
    const res = await ops('catalogue', 'import', file, '--url', url, '--key', key);
    expect(res.code, res.err).toBe(0);
    expect(JSON.parse(res.out)).toEqual({ rows: 1, created: 1, updated: 0, unchanged: 0, removed: 0, images: 1, imagesChanged: 1 });
    const [stored] = await server.db.query<{ program_id: number | null }>("SELECT program_id FROM products WHERE slug = 'cli-lamp'");
    expect(stored).toEqual({ program_id: null });

    const own = join(dir, 'own.csv');
    writeFileSync(own, 'slug,name,brand,category,price\ncli-summit-mug,CLI Mug,Summit,Electronics > Audio > Speakers,300\ncli-summit-cap,CLI Cap,Summit,Electronics > Audio > Speakers,200\n');
    expect((await ops('catalogue', 'import', own, '--program', 'summit', '--url', url, '--key', key)).code).toBe(0);
    writeFileSync(own, 'slug,name,brand,category,price\ncli-summit-mug,CLI Mug,Summit,Electronics > Audio > Speakers,300\n');
    const [mine] = await server.db.query<{ slug: string }>("SELECT p.slug FROM products p JOIN programs g ON g.id = p.program_id WHERE g.slug = 'summit' AND p.slug = 'cli-summit-mug'");
    expect(mine).toBeTruthy();
    const pruned = await ops('catalogue', 'import', own, '--program', 'summit', '--prune', '--url', url, '--key', key);
    expect(JSON.parse(pruned.out)).toMatchObject({ unchanged: 1, removed: 1 });
    // Only the program's own products: the shared one stays.
    expect((await server.db.query("SELECT 1 FROM products WHERE slug = 'cli-summit-cap'")).length).toBe(0);
    expect((await server.db.query("SELECT 1 FROM products WHERE slug = 'cli-lamp'")).length).toBe(1);

    const bad = join(dir, 'bad-catalogue.csv');
    writeFileSync(bad, 'slug,name,brand,category,price\ncli-bad,Bad,Lumen,Electronics,-3\n');
    const refused = await ops('catalogue', 'import', bad, '--url', url, '--key', key);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${bad}:2:price: Must not be negative.`);
  });

  it('points add takes a negative amount as written (--amount -500), a debit', async () => {
    const [before] = await server.db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [ALEX_SID]);
    const common = ['--participant', ALEX, '--reason', 'Correction', '--program', 'summit', '--url', url, '--key', key];
    const spaced = await ops('points', 'add', '--amount', '-500', '--reference', 'cli-debit-1', ...common);
    expect(spaced.code, spaced.err).toBe(0);
    expect(JSON.parse(spaced.out)).toEqual({ applied: true, balance: before!.balance - 500 });
    const joined = await ops('points', 'add', '--amount=-250', '--reference', 'cli-debit-2', ...common);
    expect(JSON.parse(joined.out)).toEqual({ applied: true, balance: before!.balance - 750 });
    // A value that is no number is still refused, and an option's place is not taken by one.
    expect((await ops('points', 'add', '--amount', '-x', '--reference', 'cli-debit-3', ...common)).code).toBe(2);
  });

  it('catalogue import and catalogue categories upload only the images their file names, not the rest of the folder', async () => {
    const folder = join(dir, 'named');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'named-lamp.png'), solidPng(2, 2, [200, 20, 30]));
    writeFileSync(join(folder, 'named-brand.png'), solidPng(2, 2, [20, 200, 30]));
    writeFileSync(join(folder, 'named-garden.png'), solidPng(2, 2, [20, 20, 200]));
    for (const other of ['unrelated-1.png', 'unrelated-2.jpg', 'unrelated-3.webp']) writeFileSync(join(folder, other), solidPng(2, 2, [1, 2, 3]));
    const file = join(folder, 'catalogue.jsonl');
    const row = { slug: 'named-lamp', name: 'Named Lamp', brand: 'Lumen', category: 'Electronics > Audio > Speakers', price: 700, images: 'named-lamp.png | /images/logos/lumen.svg', brand_image: 'named-brand.png' };
    writeFileSync(file, `${JSON.stringify(row)}\n`);
    const res = await ops('catalogue', 'import', file, '--url', url, '--key', key);
    expect(res.code, res.err).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ created: 1, images: 2, imagesChanged: 2 });
    const categories = join(folder, 'categories.csv');
    writeFileSync(categories, 'path,image\nNamed Garden,named-garden.png\n');
    const cat = await ops('catalogue', 'categories', categories, '--url', url, '--key', key);
    expect(cat.code, cat.err).toBe(0);
    expect(JSON.parse(cat.out)).toMatchObject({ created: 1, images: 1, imagesChanged: 1 });
    const stored = await server.db.query<{ name: string }>("SELECT name FROM catalogue_images WHERE scope = '_' AND (name LIKE 'named-%' OR name LIKE 'unrelated-%') ORDER BY name");
    expect(stored.map((r) => r.name)).toEqual(['named-brand.png', 'named-garden.png', 'named-lamp.png']);
  });

  it('participants invite and reactivate, and program remove, reach their calls and print the response', async () => {
    const people = join(dir, 'people.csv');
    writeFileSync(people, 'email,name\nnia@summit.example,Nia Holt\n');
    expect((await ops('participants', 'import', people, '--program', 'summit', '--url', url, '--key', key)).code).toBe(0);
    const invited = await ops('participants', 'invite', '--login', 'nia@summit.example', '--program', 'summit', '--url', url, '--key', key);
    expect(invited.code, invited.err).toBe(0);
    expect(JSON.parse(invited.out)).toMatchObject({ login: 'nia@summit.example' });
    const refused = await ops('participants', 'invite', '--login', ALEX, '--program', 'summit', '--url', url, '--key', key);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/password already/);
    expect((await ops('participants', 'invite', '--program', 'summit', '--url', url, '--key', key)).code).toBe(2);

    expect((await ops('participants', 'deactivate', '--login', 'nia@summit.example', '--program', 'summit', '--url', url, '--key', key)).code).toBe(0);
    const back = await ops('participants', 'reactivate', '--login', 'nia@summit.example', '--program', 'summit', '--url', url, '--key', key);
    expect(back.code, back.err).toBe(0);
    expect(JSON.parse(back.out)).toEqual({ rows: 1, created: 0, updated: 1, unchanged: 0 });

    const owed = await ops('program', 'remove', 'summit', '--url', url, '--key', key);
    expect(owed.code).toBe(1);
    expect(owed.err).toMatch(/^Program summit still has orders to fulfil/);
    // The slug is the argument: OPS_PROGRAM or --program alone never names a program to remove.
    expect((await ops('program', 'remove', '--program', 'apex', '--url', url, '--key', key)).code).toBe(2);
    const removed = await ops('program', 'remove', 'apex', '--url', url, '--key', key);
    expect(removed.code, removed.err).toBe(0);
    expect(JSON.parse(removed.out)).toMatchObject({ program: 'apex', hostsFreed: ['tiered.localhost'] });
  });

  it('refuses without a key, with a revoked or unknown one, and without a program', async () => {
    expect((await ops('keys', 'list', '--url', url)).code).toBe(2);
    expect((await ops('keys', 'list', '--url', url, '--key', `sk_${'A'.repeat(43)}`)).code).toBe(1);
    expect((await ops('orders', 'export', '--url', url, '--key', key)).code).toBe(2);
  });

  it('exports orders to a file and says how many', async () => {
    const out = join(dir, 'orders.csv');
    const res = await ops('orders', 'export', '--program', 'summit', '--all', '--out', out, '--url', url, '--key', key);
    expect(res.code, res.err).toBe(0);
    expect(res.err).toMatch(/\d+ order\(s\) exported/);
  });

  it('an --out it cannot write is refused before the export, so the orders stay for the next one', async () => {
    const token = await server.signIn(SUMMIT, ALEX, PASSWORD);
    const placed = await server.request(SUMMIT, '/api/orders', { token, json: { shippingAddress: US_ADDRESS, region: USA, items: [{ productId: BOTTLE, quantity: 1 }] } });
    expect(placed.status).toBe(200);
    const { id } = (await placed.json()) as { id: string };
    const [{ order_number: orderNumber }] = (await server.db.query<{ order_number: string }>('SELECT order_number FROM orders WHERE id = $1', [id])) as [{ order_number: string }];

    const missing = await ops('orders', 'export', '--program', 'summit', '--out', join(dir, 'no-such-folder', 'orders.csv'), '--url', url, '--key', key);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no-such-folder');
    const out = join(dir, 'next.csv');
    const next = await ops('orders', 'export', '--program', 'summit', '--out', out, '--url', url, '--key', key);
    expect(next.code, next.err).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(`\r\n${orderNumber},`);
    const folder = await ops('orders', 'export', '--program', 'summit', '--out', dir, '--url', url, '--key', key);
    expect(folder.code).toBe(1);
    expect(folder.err).toContain('is a folder');
    expect(readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([]);
  });

  it('keys create writes to a PGlite folder directly, and refuses while a server holds it', async () => {
    const data = join(dir, 'data');
    const config = { ...readConfig({}), dataDir: data };
    // A live process holding the folder (this test's parent stands in for a running server).
    rmSync(data, { recursive: true, force: true });
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, LOCK_FILE), String(process.ppid));
    await expect(createKeyDirect(config, { name: 'first', programs: null })).rejects.toThrow(OpsRefused);
    await expect(createKeyDirect(config, { name: 'first', programs: null })).rejects.toThrow(/stop the server/);
    rmSync(join(data, LOCK_FILE));
    const { key: first, row } = await createKeyDirect(config, { name: 'first', programs: ['summit'] });
    expect(first).toMatch(/^sk_/);
    const db = await openPglite(data);
    try {
      const [stored] = await db.query<{ key_hash: string; programs: string[] }>('SELECT key_hash, programs FROM operator_keys WHERE id = $1', [row.id]);
      expect(stored).toEqual({ key_hash: hashKey(first), programs: ['summit'] });
    } finally {
      await db.close();
    }
  }, 120_000);
});
