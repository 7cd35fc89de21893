import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import type { StaffCredentials } from '../../../../machines/console/staff-sign-in.machine';
import { staffSignInMachine } from '../../../../machines/console/staff-sign-in.machine';
import { staffSignInSchema } from '../../../schemas/staff';
import { ConsoleApiError, dataOf } from '../../api/console-error';
import { meQueryKey } from '../../api/queries';
import type { ConsoleApi } from '../../app/console-api-context';

/** Field → the schema's message, or null when the credentials may be sent. */
export function signInFieldErrors(credentials: StaffCredentials): Partial<Record<keyof StaffCredentials, string>> | null {
  const result = v.safeParse(staffSignInSchema, credentials);
  if (result.success) return null;
  const errors: Partial<Record<keyof StaffCredentials, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof StaffCredentials | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The sign-in machine's effects: the call, which keeps the forgery token and the signed-in person
 * for the pages, and the way on once signed in.
 */
export function provideStaffSignIn({ api, queryClient, onSignedIn }: { api: ConsoleApi; queryClient: QueryClient; onSignedIn: () => void }) {
  return staffSignInMachine.provide({
    actors: {
      signIn: fromPromise<void, StaffCredentials>(async ({ input }) => {
        // The machine keeps the failure itself (the server's words), not the error around it.
        const me = await dataOf(api.client.POST('/admin/api/staff/sign-in', { body: input })).catch((error: unknown) => {
          throw error instanceof ConsoleApiError ? error.failure : error;
        });
        api.forgeryToken.set(me.forgeryToken);
        queryClient.setQueryData(meQueryKey, me);
      }),
    },
    actions: { onSignedIn },
  });
}
