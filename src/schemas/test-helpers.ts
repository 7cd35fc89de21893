import * as v from 'valibot';

// Shared by the schema unit tests only; kept out of index.ts so it never ships.

/** The first message per field (dot path; '$' for the whole input), or {} when valid. */
export function firstMessages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  const messages: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '$';
    messages[path] ??= issue.message;
  }
  return messages;
}

/** Every issue message in order, or [] when valid. */
export function allMessages(schema: v.GenericSchema, input: unknown): string[] {
  return (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);
}
