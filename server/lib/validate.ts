import type { Context } from 'hono';
import * as v from 'valibot';
import { badRequest, type FieldError } from './errors.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** Reads a JSON body: malformed, oversized or non-JSON bodies are a 400, never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) throw badRequest('Send the body as application/json.');
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw badRequest('The body is too large.');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
}

export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '(body)';
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ field, message: issue.message });
  }
  return fields;
}

/** Parses with a valibot schema shared with the app's forms; failures name every field. */
export function parseWith<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw badRequest('Some fields are not valid.', issuesToFields(result.issues));
  return result.output;
}

export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  return parseWith(schema, await readJson(c));
}
