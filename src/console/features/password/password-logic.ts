import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { staffForgotPasswordMachine } from '../../../../machines/console/staff-forgot-password.machine';
import { staffPasswordMachine } from '../../../../machines/console/staff-password.machine';
import { staffForgotPasswordSchema, staffPasswordFormSchema } from '../../../schemas/staff';
import { ConsoleApiError, dataOf } from '../../api/console-error';
import type { ConsoleApi } from '../../app/console-api-context';

/** Field → the schema's first message, or null when the input may be sent. */
function fieldErrors<K extends string>(schema: v.GenericSchema, input: Record<K, string>): Partial<Record<K, string>> | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as K | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export interface PasswordForm {
  password: string;
  confirmation: string;
}

/** The password form against the server's rule (the shared schema), and the two typed the same. */
export const passwordFieldErrors = (form: PasswordForm) => fieldErrors<keyof PasswordForm>(staffPasswordFormSchema, { ...form });

export const forgotFieldErrors = (form: { email: string }) => fieldErrors<'email'>(staffForgotPasswordSchema, { ...form });

/** The machines keep the failure itself (the server's words), not the error around it. */
const failureOnly = (error: unknown) => {
  throw error instanceof ConsoleApiError ? error.failure : error;
};

/** The password machine's effects: the call, and on to the sign-in page once the password is set. */
export function provideStaffPassword({ api, onPasswordSet }: { api: ConsoleApi; onPasswordSet: () => void }) {
  return staffPasswordMachine.provide({
    actors: {
      setPassword: fromPromise<string, { token: string; password: string }>(async ({ input }) => {
        const done = await dataOf(api.client.POST('/admin/api/staff/password', { body: input })).catch(failureOnly);
        return done.email;
      }),
    },
    actions: { onPasswordSet },
  });
}

/** The forgot-password machine's effect: the request for a link. */
export function provideStaffForgotPassword({ api }: { api: ConsoleApi }) {
  return staffForgotPasswordMachine.provide({
    actors: {
      requestLink: fromPromise<void, { email: string }>(async ({ input }) => {
        await dataOf(api.client.POST('/admin/api/staff/password/forgot', { body: input })).catch(failureOnly);
      }),
    },
  });
}
