import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { appBootMachine } from '../../../machines/app-boot/app-boot.machine';
import type { BootProgram, BootUser } from '../../../machines/app-boot/app-boot.types';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import { categoriesQuery } from '../../api/queries/categories';
import { languageCategoriesQuery } from '../../api/queries/language-categories';
import { languagesQuery } from '../../api/queries/languages';
import { programQuery } from '../../api/queries/program';
import { selfQuery } from '../../api/queries/self';
import type { TokenStore } from '../../api/token-store';
import { endSession } from './end-session';

export interface BootDeps {
  api: ApiClient;
  queryClient: QueryClient;
  tokenStore: TokenStore;
  /** Replaces the current entry: the places boot sends to are not pages to come back to. */
  navigate: (to: '/' | '/login' | '/site/not-found' | '/login/not-found') => void;
}

/**
 * The boot statechart with the app's effects. Every load goes through the query cache, so routes
 * and components that read the same query options get the data boot fetched, without a second call.
 */
export function provideBoot({ api, queryClient, tokenStore, navigate }: BootDeps) {
  return appBootMachine.provide({
    actors: {
      loadProgram: fromPromise<BootProgram | null>(async () => {
        try {
          return await queryClient.ensureQueryData(programQuery(api));
        } catch (error) {
          if (isApiError(error, 404)) return null;
          throw error;
        }
      }),
      loadLanguages: fromPromise<unknown>(() => queryClient.ensureQueryData(languagesQuery(api))),
      // Always fresh: boot loads the user after sign-in and again when the record changed.
      loadUser: fromPromise<BootUser>(() => queryClient.fetchQuery({ ...selfQuery(api), staleTime: 0 })),
      loadCategories: fromPromise<unknown>(() => queryClient.ensureQueryData(categoriesQuery(api))),
      loadLanguageCategories: fromPromise<unknown>(() => queryClient.ensureQueryData(languageCategoriesQuery(api))),
      signOut: fromPromise<void>(() => endSession({ api, queryClient, tokenStore })),
    },
    actions: {
      goToNotFound: ({ context }) => navigate(context.signedIn ? '/site/not-found' : '/login/not-found'),
      goToLogin: () => navigate('/login'),
      goHome: () => navigate('/'),
    },
  });
}
