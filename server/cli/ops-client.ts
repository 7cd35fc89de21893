import { createReadStream, statSync } from 'node:fs';
import contentDisposition from 'content-disposition';
import { basename, extname } from 'node:path';
import { Readable } from 'node:stream';

/** What every API command needs: where the server is and the operator key. */
export interface Target {
  url: string;
  key: string;
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: { line: number; column?: string; message: string }[]; fields?: { field: string; message: string }[] } | null,
    message: string,
  ) {
    super(message);
  }
}

/** The file's format from its name: .csv, or .jsonl / .ndjson for JSON lines. */
export function contentTypeOf(file: string): string {
  const ext = extname(file).toLowerCase();
  if (ext === '.csv') return 'text/csv';
  if (ext === '.jsonl' || ext === '.ndjson') return 'application/x-ndjson';
  throw new Error(`${file}: name it .csv or .jsonl (JSON lines) so its format is known.`);
}

async function answer(res: Response): Promise<unknown> {
  const text = await res.text();
  const json = (() => {
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  })();
  if (!res.ok) {
    const body = json as ApiFailure['body'];
    throw new ApiFailure(res.status, body, body?.message ?? `The server answered ${res.status}.`);
  }
  return json ?? text;
}

const headers = (target: Target, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${target.key}`, ...extra });

export async function call(target: Target, method: string, path: string, json?: unknown): Promise<unknown> {
  const res = await fetch(new URL(path, target.url), {
    method,
    headers: headers(target, json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return answer(res);
}

/** Calls returning a file (an export): the text as it came. */
export async function callText(target: Target, method: string, path: string): Promise<{ text: string; headers: Headers }> {
  const res = await fetch(new URL(path, target.url), { method, headers: headers(target) });
  if (!res.ok) await answer(res);
  return { text: await res.text(), headers: res.headers };
}

/** Sends the file as one streamed body: it is never read whole into memory here. */
export async function upload(target: Target, path: string, file: string): Promise<unknown> {
  const type = contentTypeOf(file);
  const size = statSync(file).size;
  const res = await fetch(new URL(path, target.url), {
    method: 'POST',
    headers: headers(target, { 'content-type': type, 'content-length': String(size), 'content-disposition': contentDisposition(basename(file)) }),
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  return answer(res);
}

/** Sends bytes as they are (a theme image). */
export async function putBytes(target: Target, path: string, data: Uint8Array): Promise<unknown> {
  const res = await fetch(new URL(path, target.url), {
    method: 'PUT',
    headers: headers(target, { 'content-type': 'application/octet-stream' }),
    body: new Blob([new Uint8Array(data)]),
  });
  return answer(res);
}
