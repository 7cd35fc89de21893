import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CATALOGUE_IMAGE_NAME, isImageUrl, isSitePath, splitList } from '../../src/schemas/catalogue-file.ts';
import type { Sql } from '../db/types.ts';
import { badRequest } from '../lib/errors.ts';
import { OutboundError, outboundFetch, type AllowList, type OutboundFailure, type OutboundResponse, type Resolver } from '../lib/outbound-fetch.ts';
import { IMAGE_TYPES } from './program-apply.ts';

/** The shared catalogue's image scope; a program's own products use the program's slug. */
export const SHARED_SCOPE = '_';

/** The largest product image taken, uploaded or fetched. */
export const IMAGE_LIMIT_BYTES = 10 * 1024 * 1024;
/** A fetched image that has not arrived by then is an error on the row that names it. */
const FETCH_TIMEOUT_MS = 15_000;
/** Images fetched at once: enough to hide latency, few enough to be polite to the other host. */
const FETCH_CONCURRENCY = 4;

export const imageAddress = (scope: string, name: string, sha256: string) => `/catalogue-images/${scope}/${encodeURIComponent(name)}?v=${sha256.slice(0, 12)}`;

/** The image type whose first bytes these are, or null. */
export function sniffImage(data: Uint8Array): { ext: string; type: string } | null {
  for (const ext of ['png', 'jpg', 'webp', 'gif']) if (IMAGE_TYPES[ext]!.magic(data)) return { ext, type: IMAGE_TYPES[ext]!.type };
  return null;
}

/** Stores one uploaded image; the same bytes again change nothing. Its bytes must be what its name says. */
export async function putCatalogueImage(sql: Sql, scope: string, name: string, data: Uint8Array): Promise<{ name: string; sha256: string; changed: boolean }> {
  if (!CATALOGUE_IMAGE_NAME.test(name)) throw badRequest('Not a product image name.', [{ field: 'name', message: 'A png, jpg, webp or gif file name.' }]);
  const kind = IMAGE_TYPES[name.split('.').pop()!.toLowerCase()]!;
  if (!kind.magic(data)) throw badRequest(`${name} is not a ${kind.type} file.`, [{ field: 'name', message: `The file's bytes are not ${kind.type}.` }]);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const rows = await sql.query(
    `INSERT INTO catalogue_images (scope, name, content_type, sha256, data) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (scope, name) DO UPDATE SET content_type = EXCLUDED.content_type, sha256 = EXCLUDED.sha256, data = EXCLUDED.data, source_url = NULL, updated_at = now()
       WHERE catalogue_images.sha256 <> EXCLUDED.sha256
     RETURNING name`,
    [scope, name, kind.type, sha256, Buffer.from(data)],
  );
  return { name, sha256, changed: rows.length > 0 };
}

export type Fetched = { file: string; type: string; ext: string; sha256: string } | { error: string };

/** Where catalogue images may come from, and who hears why one did not (the operator's log, not the key holder). */
export interface ImageFetchPolicy {
  allow: AllowList;
  resolve?: Resolver;
  onFailure?: (detail: { host: string; reason: ImageFetchProblem['reason']; status?: number }) => void;
}

export type ImageFetchProblem = { reason: OutboundFailure | 'status' | 'not-image'; internal: boolean; status?: number };

const ACCEPT = 'image/png, image/jpeg, image/webp, image/gif';

/**
 * The row's error for an image that could not be fetched. The key holder chose the address, so
 * the text must not tell what answered on the server's network: a refused address, a closed port,
 * an error status or a page that is not an image all read alike, unless the answer came from a
 * public address, which anyone could have asked themselves.
 */
export function imageFetchError(url: string, problem: ImageFetchProblem): string {
  const limit = `${IMAGE_LIMIT_BYTES / 1024 / 1024} MB`;
  if (!problem.internal) {
    if (problem.reason === 'status') return `Fetching ${url} answered ${problem.status}.`;
    if (problem.reason === 'too-large') return `${url} is larger than ${limit}.`;
    if (problem.reason === 'not-image') return `${url} is not a png, jpg, webp or gif image.`;
  }
  return `Could not fetch an image from ${url}: it must be a public address (or a host ADMIN_FETCH_ALLOW names) that answers within ${FETCH_TIMEOUT_MS / 1000} s with a png, jpg, webp or gif image of at most ${limit}.`;
}

/** One image from the web, checked for size and type; whatever the address does is the row's error, only the disk throws. */
async function fetchImage(url: string, dir: string, index: number, policy: ImageFetchPolicy): Promise<Fetched> {
  const refuse = (problem: ImageFetchProblem): Fetched => {
    policy.onFailure?.({ host: URL.canParse(url) ? new URL(url).host : '(not a URL)', reason: problem.reason, ...(problem.status ? { status: problem.status } : {}) });
    return { error: imageFetchError(url, problem) };
  };
  let res: OutboundResponse;
  try {
    res = await outboundFetch(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: IMAGE_LIMIT_BYTES, allow: policy.allow, resolve: policy.resolve, headers: { accept: ACCEPT } });
  } catch (error) {
    return refuse(error instanceof OutboundError ? error : { reason: 'unreachable', internal: true });
  }
  if (res.status < 200 || res.status > 299) return refuse({ reason: 'status', internal: res.internal, status: res.status });
  const kind = sniffImage(res.body);
  if (!kind) return refuse({ reason: 'not-image', internal: res.internal });
  const file = join(dir, `fetched-${index}`);
  await writeFile(file, res.body);
  return { file, ...kind, sha256: createHash('sha256').update(res.body).digest('hex') };
}

/**
 * The http(s) images a file names that the scope has not stored yet, fetched into `dir` before the
 * file's transaction starts: a slow host never holds a transaction open, and a file refused later
 * leaves nothing stored.
 */
export async function prefetchImages(sql: Sql, scope: string, urls: Iterable<string>, dir: string, policy: ImageFetchPolicy): Promise<Map<string, Fetched>> {
  const wanted = [...new Set(urls)];
  const stored = new Set<string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const rows = await sql.query<{ source_url: string }>('SELECT source_url FROM catalogue_images WHERE scope = $1 AND source_url = ANY($2::text[])', [scope, wanted.slice(i, i + 1000)]);
    for (const r of rows) stored.add(r.source_url);
  }
  const missing = wanted.filter((u) => !stored.has(u));
  const out = new Map<string, Fetched>();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(FETCH_CONCURRENCY, missing.length) }, async () => {
      while (next < missing.length) {
        const index = next++;
        out.set(missing[index]!, await fetchImage(missing[index]!, dir, index, policy));
      }
    }),
  );
  return out;
}

/** The web addresses among a row's image cells. */
export const imageUrlsOf = (values: Record<string, string>): string[] =>
  [...splitList(values.images), ...splitList(values.option_image), ...splitList(values.brand_image)].filter(isImageUrl);

export interface ImageRef {
  ref: string;
  line: number;
  column: 'images' | 'option_image' | 'brand_image';
}

/**
 * The addresses the shop serves for a batch's images: uploaded names and stored web addresses are
 * looked up at once; web addresses fetched for this file are stored now (inside its transaction).
 * An unknown name or a failed fetch is an error on the row and column that name it.
 */
export async function resolveImages(
  tx: Sql,
  scope: string,
  refs: ImageRef[],
  fetched: ReadonlyMap<string, Fetched>,
  onError: (line: number, column: string, message: string) => void,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // A path the shop serves itself is its own address: nothing to store or fetch.
  for (const r of refs) if (isSitePath(r.ref)) out.set(r.ref, r.ref);
  const names = [...new Set(refs.filter((r) => !isImageUrl(r.ref) && !isSitePath(r.ref)).map((r) => r.ref))];
  const urls = [...new Set(refs.filter((r) => isImageUrl(r.ref)).map((r) => r.ref))];
  if (names.length) {
    for (const r of await tx.query<{ name: string; sha256: string }>('SELECT name, sha256 FROM catalogue_images WHERE scope = $1 AND name = ANY($2::text[])', [scope, names])) {
      out.set(r.name, imageAddress(scope, r.name, r.sha256));
    }
  }
  if (urls.length) {
    for (const r of await tx.query<{ name: string; sha256: string; source_url: string }>(
      'SELECT name, sha256, source_url FROM catalogue_images WHERE scope = $1 AND source_url = ANY($2::text[])',
      [scope, urls],
    )) {
      out.set(r.source_url, imageAddress(scope, r.name, r.sha256));
    }
    for (const url of urls) {
      if (out.has(url)) continue;
      const got = fetched.get(url);
      if (!got || 'error' in got) continue;
      const name = `web-${createHash('sha256').update(url).digest('hex').slice(0, 24)}.${got.ext}`;
      await tx.query(
        `INSERT INTO catalogue_images (scope, name, content_type, sha256, data, source_url) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (scope, name) DO UPDATE SET content_type = EXCLUDED.content_type, sha256 = EXCLUDED.sha256, data = EXCLUDED.data, source_url = EXCLUDED.source_url, updated_at = now()`,
        [scope, name, got.type, got.sha256, await readFile(got.file), url],
      );
      out.set(url, imageAddress(scope, name, got.sha256));
    }
  }
  for (const r of refs) {
    if (out.has(r.ref)) continue;
    const got = fetched.get(r.ref);
    onError(r.line, r.column, got && 'error' in got ? got.error : isImageUrl(r.ref) ? `Could not fetch ${r.ref}.` : `No image "${r.ref}" was uploaded (put it beside the file, or upload it first).`);
  }
  return out;
}
