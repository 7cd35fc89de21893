import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { Db, Sql } from '../db/types.ts';
import { badRequest } from '../lib/errors.ts';
import { boundedChunks, checkDeclaredLength, readBodyBytes } from '../lib/read-body.ts';
import { describeBadUtf8, Utf8Check, type BadUtf8 } from '../lib/utf8.ts';
import { isStorableText } from '../lib/validate.ts';
import { cannotStore, FileErrors, fileRefused, tooLarge } from './errors.ts';
import { newUploadFolder, openSpoolFile, type OpenSpoolFile, type SpoolFile } from './spool.ts';

export type FileFormat = 'csv' | 'jsonl';

/**
 * The longest record (a CSV row, a JSON line) a file may hold, in bytes: far past the longest a
 * row's columns allow (a catalogue row with its sales copy in seven languages, about 150 kB),
 * and small enough that one record is parsed, checked and stored without holding up the
 * other requests this process serves.
 */
export const RECORD_LIMIT_BYTES = 1024 * 1024;
const RECORD_TOO_LONG = 'Longer than 1 MB, the limit for one record.';

/** The file's content type names its format; anything else is refused before a byte is read. */
export function formatOf(contentType: string | undefined): FileFormat {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === 'application/x-ndjson' || type === 'application/jsonl') return 'jsonl';
  throw badRequest('Send the file as text/csv or application/x-ndjson (JSON lines).');
}

const notUtf8 = (bad: BadUtf8) => fileRefused([{ line: bad.line, message: describeBadUtf8(bad) }], 1);

/** A disk operation whose failure (ENOSPC, EIO) is the server's, answered 503 and logged. */
async function onDisk<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw cannotStore(error);
  }
}

/**
 * The request body written to a temporary file as it arrives, refused once it passes the limit
 * (413) or stops being UTF-8 (400, with the line and byte offset), before anything is imported.
 * The file is then read inside the import's transaction: a slow upload never holds a transaction
 * open (on PGlite that would stop every other query), and memory does not grow with the file.
 * Each write is awaited before the next chunk is read, so a refusal or a failing disk (503) meets
 * no write in flight: the file is closed, then its folder removed, whatever happened.
 */
export async function spoolUpload(
  c: Context,
  limitBytes: number,
  openFile: OpenSpoolFile = openSpoolFile,
): Promise<{ path: string; format: FileFormat; remove(): Promise<void> }> {
  const format = formatOf(c.req.header('content-type'));
  checkDeclaredLength(c, limitBytes, () => tooLarge(limitBytes));
  const body = c.req.raw.body;
  if (!body) throw badRequest('The file is empty.');
  const dir = await onDisk(newUploadFolder);
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, `upload.${format}`);
  let file: SpoolFile | undefined;
  try {
    const opened = await onDisk(() => openFile(path));
    file = opened;
    const text = new Utf8Check();
    let size = 0;
    for await (const chunk of boundedChunks(body, limitBytes, () => tooLarge(limitBytes))) {
      const bad = text.push(chunk);
      if (bad) throw notUtf8(bad);
      await onDisk(() => opened.write(chunk));
      size += chunk.byteLength;
    }
    const bad = text.end();
    if (bad) throw notUtf8(bad);
    file = undefined;
    await onDisk(() => opened.close());
    if (size === 0) throw badRequest('The file is empty.');
    return { path, format, remove };
  } catch (error) {
    await file?.close().catch(() => undefined);
    await remove();
    throw error;
  }
}

export interface Columns {
  required: readonly string[];
  optional: readonly string[];
}

export interface FileRecord {
  line: number;
  values: Record<string, string>;
}

const SCALAR_ONLY = 'Must be text or a number.';

/** A JSON line's value as the text a CSV cell would hold; objects and arrays are refused. */
function cell(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

function checkHeader(names: readonly string[], columns: Columns, line: number, errors: FileErrors): boolean {
  const known = new Set([...columns.required, ...columns.optional]);
  const before = errors.total;
  const seen = new Set<string>();
  for (const name of names) {
    if (!known.has(name)) errors.add(line, name, `Unknown column "${name}". Columns: ${[...known].join(', ')}.`);
    else if (seen.has(name)) errors.add(line, name, `Column "${name}" appears twice.`);
    seen.add(name);
  }
  for (const name of columns.required) if (!seen.has(name)) errors.add(line, name, `Column "${name}" is missing.`);
  return errors.total === before;
}

/** Values PostgreSQL cannot store (a NUL, half a surrogate pair) are refused by name. */
function storable(values: Record<string, string>, line: number, errors: FileErrors): boolean {
  let ok = true;
  for (const [name, value] of Object.entries(values)) {
    if (!isStorableText(value)) {
      errors.add(line, name, 'Contains characters that cannot be stored.');
      ok = false;
    }
  }
  return ok;
}

async function* csvRecords(path: string, columns: Columns, errors: FileErrors): AsyncGenerator<FileRecord> {
  let headerOk = true;
  const source = createReadStream(path);
  const parser = source.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      trim: false,
      info: true,
      max_record_size: RECORD_LIMIT_BYTES,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        headerOk = checkHeader(names, columns, 1, errors);
        return names;
      },
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (!headerOk) break;
      if (storable(record, info.lines, errors)) yield { line: info.lines, values: record };
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = Math.max(1, (error as CsvError & { lines?: number }).lines ?? 0);
    if (error.code === 'CSV_MAX_RECORD_SIZE') errors.add(line, undefined, `${RECORD_TOO_LONG} The file was read no further.`);
    else errors.add(line, undefined, `Not a valid CSV row: ${error.message.replace(/^Invalid Record Length: /, '')}`);
  } finally {
    // A pipe does not close its source when the parser stops early (an error, a bad header).
    parser.destroy();
    source.destroy();
  }
}

/**
 * A file's lines as text, split on line feeds as bytes arrive. A line past `limit` bytes is
 * answered as null once it ends: its bytes are dropped as they come, never gathered into one
 * string (a 190 MB line would otherwise be built, then parsed, while every other request waits).
 */
async function* boundedLines(path: string, limit: number): AsyncGenerator<string | null> {
  let parts: Buffer[] = [];
  let length = 0;
  let tooLong = false;
  const take = (piece: Buffer) => {
    if (tooLong || piece.length === 0) return;
    if (length + piece.length > limit) {
      tooLong = true;
      parts = [];
      return;
    }
    parts.push(piece);
    length += piece.length;
  };
  const line = (): string | null => {
    const text = tooLong ? null : Buffer.concat(parts, length).toString('utf8');
    parts = [];
    length = 0;
    tooLong = false;
    return text === null ? null : text.endsWith('\r') ? text.slice(0, -1) : text;
  };
  let pending = false;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let lf = chunk.indexOf(0x0a); lf !== -1; lf = chunk.indexOf(0x0a, from)) {
      take(chunk.subarray(from, lf));
      from = lf + 1;
      yield line();
    }
    take(chunk.subarray(from));
    pending = length > 0 || tooLong;
  }
  if (pending) yield line();
}

async function* jsonlRecords(path: string, columns: Columns, errors: FileErrors): AsyncGenerator<FileRecord> {
  const known = new Set([...columns.required, ...columns.optional]);
  let line = 0;
  for await (const text of boundedLines(path, RECORD_LIMIT_BYTES)) {
    line += 1;
    if (text === null) {
      errors.add(line, undefined, RECORD_TOO_LONG);
      continue;
    }
    const trimmed = (line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
    if (trimmed === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      errors.add(line, undefined, 'Not valid JSON.');
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      errors.add(line, undefined, 'Each line must be one JSON object.');
      continue;
    }
    const values: Record<string, string> = {};
    let ok = true;
    for (const [name, raw] of Object.entries(parsed)) {
      if (!known.has(name)) {
        errors.add(line, name, `Unknown field "${name}". Fields: ${[...known].join(', ')}.`);
        ok = false;
        continue;
      }
      const text = cell(raw);
      if (text === null) {
        errors.add(line, name, SCALAR_ONLY);
        ok = false;
      } else values[name] = text;
    }
    if (ok && storable(values, line, errors)) yield { line, values };
  }
}

/** Every record of a spooled file, in order, with its line; format errors go to `errors`. */
export function readRecords(path: string, format: FileFormat, columns: Columns, errors: FileErrors): AsyncGenerator<FileRecord> {
  return format === 'csv' ? csvRecords(path, columns, errors) : jsonlRecords(path, columns, errors);
}

/**
 * Whether a spooled file may name a web address at all: a cheap scan that spares a file without
 * one (most catalogues, and every large one from a feed of file names) a second full parse.
 */
export async function mayNameAddresses(path: string): Promise<boolean> {
  let tail = '';
  for await (const chunk of createReadStream(path, { encoding: 'latin1' })) {
    const text = tail + (chunk as string);
    if (/https?:\/\//i.test(text)) return true;
    tail = text.slice(-8);
  }
  return false;
}

/** A record through its row schema; each failing field is an error naming its column. */
export function validateRecord<S extends v.GenericSchema>(schema: S, record: FileRecord, errors: FileErrors): v.InferOutput<S> | null {
  const result = v.safeParse(schema, record.values, { abortPipeEarly: true });
  if (result.success) return result.output;
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const column = v.getDotPath(issue) ?? undefined;
    if (column !== undefined && seen.has(column)) continue;
    if (column !== undefined) seen.add(column);
    errors.add(record.line, column, issue.message);
  }
  return null;
}

export type Outcome = 'created' | 'updated' | 'unchanged';

export interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
}

export interface Numbered<Row> {
  row: Row;
  line: number;
}

export interface ImportSpec<S extends v.GenericSchema, Row = v.InferOutput<S>> {
  columns: Columns;
  schema: S;
  /**
   * Applies valid rows inside the file's transaction, a batch at a time (set-based SQL keeps a
   * large file fast); refusals go to `errors` and change nothing. Returns each row's outcome.
   */
  applyBatch(tx: Sql, rows: Numbered<Row>[], errors: FileErrors): Promise<(Outcome | null)[]>;
  /**
   * Runs once every row has gone to `applyBatch`, whatever errors the file has: for rows a step
   * holds back until the file ends (the catalogue's last product), so that their errors are in
   * the answer too.
   */
  lastRows?(tx: Sql, errors: FileErrors): Promise<void>;
  /** Work on the whole file once all of it is known to be good (a prune), still inside the transaction. */
  finish?(tx: Sql, errors: FileErrors): Promise<void>;
}

/** Rows applied together; a batch's lookups and writes are one statement each. */
export const BATCH_ROWS = 1000;
/**
 * And at most this many characters of cells: a thousand rows near the record limit would
 * otherwise be one statement of a gigabyte.
 */
export const BATCH_CHARACTERS = 4 * 1024 * 1024;

/** For steps that are simplest one row at a time (files of thousands, not millions, of rows). */
export function oneByOne<Row>(apply: (tx: Sql, row: Row, line: number, errors: FileErrors) => Promise<Outcome | null>): ImportSpec<v.GenericSchema, Row>['applyBatch'] {
  return async (tx, rows, errors) => {
    const outcomes: (Outcome | null)[] = [];
    for (const { row, line } of rows) outcomes.push(await apply(tx, row, line, errors));
    return outcomes;
  };
}

/**
 * One file, one transaction: every record is validated and applied in order, and any error rolls
 * the whole file back, so a file is applied entirely or not at all. Rows after an error are still
 * read, checked and applied (to be rolled back) so that one answer lists as many of the file's
 * errors as it can.
 */
/**
 * `recorded`: runs last in the file's transaction once the file is applied (the audit trail's
 * row), so the record and the change commit together.
 */
export async function importFile<S extends v.GenericSchema>(
  db: Db,
  upload: { path: string; format: FileFormat },
  spec: ImportSpec<S>,
  recorded?: (tx: Sql, counts: ImportCounts) => Promise<void>,
): Promise<ImportCounts> {
  const errors = new FileErrors();
  return db.transaction(async (tx) => {
    const counts: ImportCounts = { rows: 0, created: 0, updated: 0, unchanged: 0 };
    let batch: Numbered<v.InferOutput<S>>[] = [];
    let characters = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      for (const outcome of await spec.applyBatch(tx, batch, errors)) if (outcome) counts[outcome] += 1;
      batch = [];
      characters = 0;
      // The other requests' turn: a batch's parse, checks and statement are the longest this
      // file holds up the process (the statement runs in this thread on PGlite).
      await nextTurn();
    };
    for await (const record of readRecords(upload.path, upload.format, spec.columns, errors)) {
      counts.rows += 1;
      const row = validateRecord(spec.schema, record, errors);
      if (row === null) continue;
      batch.push({ row, line: record.line });
      for (const value of Object.values(record.values)) characters += value.length;
      if (batch.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS) await flush();
    }
    await flush();
    await spec.lastRows?.(tx, errors);
    if (!errors.any && counts.rows === 0) errors.add(1, undefined, 'The file has no records.');
    if (!errors.any && spec.finish) await spec.finish(tx, errors);
    if (errors.any) throw fileRefused(errors.list, errors.total);
    await recorded?.(tx, counts);
    return counts;
  });
}

/** A whole request body up to `limitBytes` (413 past it): for JSON documents and images, not row files. */
export const readBodyLimited = (c: Context, limitBytes: number): Promise<Uint8Array> => readBodyBytes(c, limitBytes, () => tooLarge(limitBytes));
