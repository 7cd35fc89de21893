import * as v from 'valibot';
import { auditQuerySchema } from '../../../schemas/staff';

/**
 * The audit page's filters in its address: the API's own filters (src/schemas/staff.ts), so an
 * address the server would refuse is not kept; a filter that does not fit is dropped.
 */
const { actor, action, from, to } = auditQuerySchema.entries;
const keep = <T extends v.GenericSchema>(schema: T) => v.fallback(schema, undefined);

export const auditSearchSchema = v.object({
  actor: keep(actor),
  action: keep(action),
  from: keep(from),
  to: keep(to),
});

export type AuditSearch = v.InferOutput<typeof auditSearchSchema>;

/** The filters that hold a value, as the API takes them. */
export function auditFilters(search: AuditSearch) {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as AuditSearch;
}

/** The filters as the page's query string. */
export function auditQueryString(search: AuditSearch): string {
  return new URLSearchParams(auditFilters(search) as Record<string, string>).toString();
}
