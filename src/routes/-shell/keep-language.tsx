import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { unwrap } from '../../api/errors';
import { selfQuery, selfQueryKey, type User } from '../../api/queries/self';
import { LanguageChoiceContext } from '../../features/layout/frameless';
import type { Locale } from '../../i18n';
import { useApi } from '../../app/api-context';

/**
 * Sends the language a signed-in participant picks to the server (PUT /api/users/{sid}/language),
 * which writes their mail in it. In the background: the shop has already switched, and a failed
 * call only leaves their mail in the language it was in.
 */
export function KeepLanguage({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(selfQuery(api));
  const sid = user?.sid;
  const keep = useCallback(
    (language: Locale) => {
      if (!sid) return;
      api
        .PUT('/api/users/{sid}/language', { params: { path: { sid } }, body: { language } })
        .then(unwrap)
        .then(
          (kept) =>
            queryClient.setQueryData<User>(selfQueryKey, (current) => (current ? { ...current, language: kept.language } : current)),
          () => undefined,
        );
    },
    [api, queryClient, sid],
  );
  return <LanguageChoiceContext.Provider value={keep}>{children}</LanguageChoiceContext.Provider>;
}
