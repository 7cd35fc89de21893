import { VisuallyHidden } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { accountTimeoutGuard } from '../../../app/router-guards';
import { useT } from '../../../i18n';
import { follow, hasToken } from '../../-lib/guards';
import { redirectSearchSchema } from '../../-lib/search';

// [account 3; routes 1]: protected account routes redirect here; signed out, it goes on to /login with the
// destination; signed in, it is an empty page.
export const Route = createFileRoute('/_public/account/timeout')({
  validateSearch: redirectSearchSchema,
  beforeLoad: ({ context, search }) => {
    follow(accountTimeoutGuard({ hasToken: hasToken(context), redirect: search.redirect }));
  },
  component: AccountTimeoutPage,
});

function AccountTimeoutPage() {
  const t = useT('pages');
  return (
    <main id="main">
      <VisuallyHidden>
        <h1>{t('timeout.title')}</h1>
      </VisuallyHidden>
    </main>
  );
}
