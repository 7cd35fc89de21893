/**
 * JSON with every object's keys in code-point order, so the same value always gives the same text
 * whatever order its keys came in. Keys whose value is undefined are left out and an undefined
 * value is null, as JSON.stringify does: a value read back from a jsonb column hashes as it did
 * when it was written. Used for the hashes of order requests (idempotency) and of audit rows.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
