import type { Context } from 'hono';
import * as v from 'valibot';
import { validationMessages } from '../../src/schemas/messages.ts';
import { badRequest, payloadTooLarge, type FieldError } from './errors.ts';
import { readBodyBytes } from './read-body.ts';

const MAX_BODY_BYTES = 64 * 1024;
/** The field a 400 names when the body as a whole is at fault (as for an issue with no path). */
const BODY = '(body)';

const bodyError = (message: string) => badRequest(message, [{ field: BODY, message }]);

/** `application/json` or a `+json` type, whatever its parameters (charset). */
function isJsonType(header: string | undefined): boolean {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** The body as text, refused once it passes the limit: an oversized body is never held whole. */
async function readLimited(c: Context): Promise<string> {
  const bytes = await readBodyBytes(c, MAX_BODY_BYTES, () => payloadTooLarge(`The body is larger than ${MAX_BODY_BYTES / 1024} kB.`));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw bodyError('The body is not valid UTF-8.');
  }
}

/** Reads a JSON body: malformed or non-JSON bodies are a 400, oversized ones a 413, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonType(c.req.header('content-type'))) throw bodyError('Send the body as application/json.');
  const text = await readLimited(c);
  try {
    return JSON.parse(text);
  } catch {
    throw bodyError('The body is not valid JSON.');
  }
}

export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? BODY;
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.message });
  }
  return fields;
}

// Text PostgreSQL cannot store (a NUL) or that is not Unicode at all (half a surrogate pair):
// valid JSON and valid to valibot, but the database would fail on it with a 500.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Deeper than any schema reaches: such values fail (or are dropped by) the schema anyway. */
const MAX_SCAN_DEPTH = 32;

/** The dotted path of the first string, key or value, that cannot be stored; null when all can. */
function unstorablePath(value: unknown, path: readonly string[], depth: number): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || BODY;
  if (value === null || typeof value !== 'object' || depth >= MAX_SCAN_DEPTH) return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (const [key, child] of entries) {
    if (!isStorableText(key)) return path.join('.') || BODY;
    const found = unstorablePath(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

export interface ParseOptions {
  /**
   * What a field holding text that cannot be stored is told. Participants get a message the app
   * translates (validationMessages); an operator's document says what is wrong.
   */
  unstorable?: string;
}

/** What an operator's document is told of text that cannot be stored. */
export const OPERATOR_UNSTORABLE = 'Holds a character text cannot keep (a NUL, or half of a surrogate pair); remove it.';

/** Parses with a valibot schema shared with the app's forms; failures name every field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown, options: ParseOptions = {}): v.InferOutput<S> {
  const unstorable = unstorablePath(input, [], 0);
  if (unstorable)
    throw badRequest('Some fields are not valid.', [{ field: unstorable, message: options.unstorable ?? validationMessages.invalidValue }]);
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw badRequest('Some fields are not valid.', issuesToFields(result.issues));
  return result.output;
}

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every body of the API is a JSON object (valibot would take an array for one, with its methods as keys). */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const value = await readJson(c);
  if (!isJsonObject(value)) throw bodyError('Send a JSON object.');
  return parseWith(schema, value);
}
