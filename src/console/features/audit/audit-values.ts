/** One line of an entry's change: a field (empty for a value that is not a record), what it was and what it became. */
export interface ChangedField {
  field: string;
  before?: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an entry changed, field by field: for two records the fields whose values differ (a field
 * only before reads as removed: after null); a record alone lists its fields; a plain value is one
 * line without a field name. Nothing before and after: no line.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const had = before !== null && before !== undefined;
  const has = after !== null && after !== undefined;
  if (!had && !has) return [];
  if (isRecord(before) && isRecord(after)) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
  }
  const only = has ? after : before;
  if (isRecord(only)) return Object.entries(only).map(([field, value]) => (has ? { field, after: value } : { field, before: value, after: null }));
  return has ? [{ field: '', ...(had ? { before } : {}), after }] : [{ field: '', before, after: null }];
}

/** A value as one short line: text as it is, numbers with separators, anything else as JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return value.toLocaleString('en');
  return JSON.stringify(value);
}
