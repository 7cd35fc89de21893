import { createFileRoute } from '@tanstack/react-router';
import { signInPageGuard } from '../../../app/router-guards';
import { follow, hasToken } from '../../-lib/guards';
import { redirectSearchSchema } from '../../-lib/search';

// The signed-in app's own guard sends here when the session ends under a page [routes 3]; it
// always moves on: to /login keeping the destination, or there once signed in again.
export const Route = createFileRoute('/_public/account/login')({
  validateSearch: redirectSearchSchema,
  beforeLoad: ({ context, search }) => {
    follow(signInPageGuard({ page: '/account/login', hasToken: hasToken(context), redirect: search.redirect }));
  },
});
