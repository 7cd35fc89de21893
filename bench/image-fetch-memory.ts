// What fetching an over-size image costs the server: a local host streams an endless image
// (no Content-Length) to four fetches at once, as a catalogue file's fetches run, through
// server/lib/outbound-fetch.ts with the 10 MB image limit. Prints the bytes the host got out, the
// bytes read, and the resident memory before, at its peak and after.
//   npx tsx bench/image-fetch-memory.ts [--mb 600] [--parallel 4]
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { IMAGE_LIMIT_BYTES } from '../server/admin/catalogue-images.ts';
import { OutboundError, outboundFetch, parseAllowList } from '../server/lib/outbound-fetch.ts';

const { values } = parseArgs({ options: { mb: { type: 'string', default: '600' }, parallel: { type: 'string', default: '4' } } });
const BODY = Number(values.mb) * 2 ** 20;
const PARALLEL = Number(values.parallel);
const MiB = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;

let sent = 0;
const chunk = Buffer.alloc(64 * 1024, 0x61);
const host = createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'image/png' });
  let mine = 0;
  const write = () => {
    while (mine < BODY && !res.destroyed) {
      mine += chunk.length;
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', write);
    }
    res.end();
  };
  write();
});
host.listen(0, '127.0.0.1');
await once(host, 'listening');
const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}/huge.png`;

const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const started = performance.now();
const outcomes = await Promise.all(
  Array.from({ length: PARALLEL }, () =>
    outboundFetch(url, { timeoutMs: 60_000, maxBytes: IMAGE_LIMIT_BYTES, allow: parseAllowList(['127.0.0.1']) }).then(
      () => ({ reason: 'answered', bytesRead: 0 }),
      (e: unknown) => (e instanceof OutboundError ? { reason: e.reason, bytesRead: e.bytesRead } : { reason: String(e), bytesRead: 0 }),
    ),
  ),
);
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const after = process.memoryUsage().rss;
host.closeAllConnections();
host.close();

console.log(`${PARALLEL} fetches of a ${MiB(BODY)} image without Content-Length, limit ${MiB(IMAGE_LIMIT_BYTES)}, in ${ms.toFixed(0)} ms`);
console.log(`  outcomes: ${outcomes.map((o) => `${o.reason} after ${MiB(o.bytesRead)}`).join(', ')}`);
console.log(`  the host got out ${MiB(sent)} of ${MiB(BODY * PARALLEL)}`);
console.log(`  RSS before ${MiB(before)}, peak ${MiB(peak)} (+${MiB(peak - before)}), after ${MiB(after)}`);
