import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import { TOKEN_STORAGE_KEY, type TokenStore } from '../../api/token-store';
import { demoInspector } from '../../features/flows/demo-inspector';
import type { AppRouter } from '../router';
import { BootContext } from './boot-context';
import { provideBoot } from './boot-logic';
import { endSession, forgetParticipantData } from './end-session';
import { SessionContext, type Session } from './session-context';
import type { SessionEvents } from './session-events';

export interface BootProviderProps {
  api: ApiClient;
  queryClient: QueryClient;
  tokenStore: TokenStore;
  sessionEvents: SessionEvents;
  router: AppRouter;
  children: ReactNode;
}

/** Starts the one boot actor, with the app's loads and navigation, and the session around it. */
export function BootProvider({ api, queryClient, tokenStore, sessionEvents, router, children }: BootProviderProps) {
  // Provided once: the actor keeps the logic it started with.
  const [logic] = useState(() =>
    provideBoot({ api, queryClient, tokenStore, navigate: (to) => void router.navigate({ to, replace: true }) }),
  );
  const [input] = useState(() => ({ signedIn: tokenStore.get() !== null }));
  // The demo's Flows page shows this actor live (docs/flows.md); production has no inspector.
  const [inspect] = useState(() => demoInspector('boot'));
  return (
    <BootContext.Provider logic={logic} options={{ input, inspect }}>
      <SessionBridge api={api} queryClient={queryClient} tokenStore={tokenStore} sessionEvents={sessionEvents}>
        {children}
      </SessionBridge>
    </BootContext.Provider>
  );
}

function SessionBridge({ api, queryClient, tokenStore, sessionEvents, children }: Omit<BootProviderProps, 'router'>) {
  const boot = BootContext.useActorRef();

  // A 401 or 500 anywhere (SPEC §8): the client has dropped the token and gone to /login; boot
  // must stop showing the participant too.
  useEffect(
    () =>
      sessionEvents.onSignedOut(() => {
        forgetParticipantData(queryClient);
        boot.send({ type: 'session.signedOut' });
      }),
    [boot, queryClient, sessionEvents],
  );

  // Signed out in another tab: a remembered token lives in localStorage, which tabs share.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_STORAGE_KEY || event.key === null) && tokenStore.get() === null) sessionEvents.signedOut();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [sessionEvents, tokenStore]);

  const session = useMemo<Session>(
    () => ({
      tokenStore,
      signedIn() {
        // Another participant's cached data must not show for this one.
        forgetParticipantData(queryClient);
        // Signed in over a live session (a sign-on token, say): load the participant again.
        const canStart = boot.getSnapshot().can({ type: 'session.signedIn' });
        boot.send(canStart ? { type: 'session.signedIn' } : { type: 'session.userChanged' });
      },
      async signOut() {
        await endSession({ api, queryClient, tokenStore });
        boot.send({ type: 'session.signedOut' });
      },
    }),
    [api, boot, queryClient, tokenStore],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
