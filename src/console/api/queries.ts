import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../api/admin-schema.gen';
import type { ConsoleApiClient } from './client';
import { dataOf } from './console-error';
import type { ForgeryTokenStore } from './forgery-token';

export type StaffMe = components['schemas']['StaffMe'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditFilters = Omit<NonNullable<operations['listProgramAudit']['parameters']['query']>, 'after' | 'limit'>;

export const meQueryKey = ['console', 'me'] as const;

/** Who is signed in; it also hands the session's forgery token to the client. */
export function meQuery(api: ConsoleApiClient, forgeryToken: ForgeryTokenStore) {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      const me = await dataOf(api.GET('/admin/api/staff/me', { signal }));
      forgeryToken.set(me.forgeryToken);
      return me;
    },
    staleTime: 60_000,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/**
 * A program's audit trail, or the whole platform's (program null: platform owners), newest first,
 * a page at a time by the server's cursor.
 */
export function auditQuery(api: ConsoleApiClient, program: string | null, filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['console', 'audit', program, filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = { ...filters, ...(pageParam ? { after: pageParam } : {}), limit: AUDIT_PAGE_SIZE };
      return dataOf(
        program === null
          ? api.GET('/admin/api/audit', { params: { query }, signal })
          : api.GET('/admin/api/programs/{program}/audit', { params: { path: { program }, query }, signal }),
      );
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}
