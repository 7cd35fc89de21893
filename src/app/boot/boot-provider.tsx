import type { QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { hasFailed, isBooting } from '../../../machines/app-boot/app-boot.selectors';
import type { ApiClient } from '../../api/client';
import { TOKEN_STORAGE_KEY, type TokenStore } from '../../api/token-store';
import { demoInspector } from '../actor-inspection';
import { BootContext, type BootActor } from './boot-context';
import { provideBoot } from './boot-logic';
import { endSession, forgetParticipantData } from './end-session';
import { SessionContext, type Session } from './session-context';
import type { SessionEvents } from './session-events';

export interface BootProviderProps {
  boot: BootActor;
  api: ApiClient;
  queryClient: QueryClient;
  tokenStore: TokenStore;
  sessionEvents: SessionEvents;
  router: RegisteredRouter;
  children: ReactNode;
}

export interface StartBootDeps {
  api: ApiClient;
  queryClient: QueryClient;
  tokenStore: TokenStore;
  router: RegisteredRouter;
}

/**
 * The one boot actor, with the app's loads and navigation, started now: React's first commit
 * waits for the addressed route's code, and boot's calls need not (docs/performance.md).
 */
export function startBoot({ api, queryClient, tokenStore, router }: StartBootDeps): BootActor {
  const logic = provideBoot({ api, queryClient, tokenStore, navigate: (to) => void router.navigate({ to, replace: true }) });
  // The demo's Flows page shows this actor live (docs/flows.md); production has no inspector.
  return createActor(logic, { input: { signedIn: tokenStore.get() !== null }, inspect: demoInspector('boot') }).start();
}

/** Hands the boot actor down, with the session around it. */
export function BootProvider({ boot, api, queryClient, tokenStore, sessionEvents, router, children }: BootProviderProps) {
  return (
    <BootContext.Provider value={boot}>
      <ReloadAfterRecovery router={router} />
      <SessionBridge api={api} queryClient={queryClient} tokenStore={tokenStore} sessionEvents={sessionEvents}>
        {children}
      </SessionBridge>
    </BootContext.Provider>
  );
}

/**
 * The route the participant asked for may have tried its loader while the API was down and be
 * showing its error; once Retry has brought boot through, load the routes again so the page
 * itself shows (tests/e2e/faults-boot.e2e.test.ts).
 */
function ReloadAfterRecovery({ router }: { router: RegisteredRouter }) {
  const failed = BootContext.useSelector(hasFailed);
  const settled = BootContext.useSelector((s) => !hasFailed(s) && !isBooting(s));
  const recovering = useRef(false);
  useEffect(() => {
    if (failed) recovering.current = true;
    else if (settled && recovering.current) {
      recovering.current = false;
      void router.invalidate();
    }
  }, [failed, settled, router]);
  return null;
}

function SessionBridge({ api, queryClient, tokenStore, sessionEvents, children }: Omit<BootProviderProps, 'router' | 'boot'>) {
  const boot = BootContext.useActorRef();

  // A 401 or 500 anywhere [api-calls 4]: the client has dropped the token and gone to /login; boot
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
