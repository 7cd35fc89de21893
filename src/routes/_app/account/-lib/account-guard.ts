import { notFound, redirect } from '@tanstack/react-router';
import { isApiError } from '../../../../api/errors';
import { programQuery } from '../../../../api/queries/program';
import type { RouterContext } from '../../../../app/router-context';
import { accountHomePath, isAccountPageAvailable, type AccountPage } from '../../../../features/account/account-sections';

/** A page the program's type does not offer [account 2] goes to the account home of that type. */
export async function guardAccountPage(context: Pick<RouterContext, 'queryClient' | 'api'>, page: AccountPage): Promise<void> {
  const program = await context.queryClient.ensureQueryData(programQuery(context.api));
  if (!isAccountPageAvailable(program.type, page)) throw redirect({ to: accountHomePath(program.type), replace: true });
}

/** A 404 from the API becomes the route's not-found page; anything else stays an error. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error, 404)) throw notFound();
    throw error;
  }
}
