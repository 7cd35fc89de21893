// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appBootMachine } from '../../../machines/app-boot/app-boot.machine';
import { isBooting, isNotFound } from '../../../machines/app-boot/app-boot.selectors';
import { BootContext } from './boot-context';

// The boot actor is started before React renders (main.tsx waits on it before hydrating a page
// the server rendered; entry-server.tsx before rendering one), so the context hands down an
// actor made elsewhere rather than making its own as @xstate/react's createActorContext does.
afterEach(cleanup);

describe('BootContext', () => {
  it('hands down the actor it is given, and its selectors follow that actor', async () => {
    // The machine's own placeholder loaders run: no program for this host, so boot ends in notFound.
    const actor = createActor(appBootMachine, { input: { signedIn: false } }).start();
    const wrapper = ({ children }: { children: ReactNode }) => <BootContext.Provider value={actor}>{children}</BootContext.Provider>;
    const { result } = renderHook(
      () => ({
        ref: BootContext.useActorRef(),
        booting: BootContext.useSelector(isBooting),
        notFound: BootContext.useSelector(isNotFound),
      }),
      { wrapper },
    );
    expect(result.current.ref).toBe(actor);
    expect(result.current.booting).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ booting: false, notFound: true }));
    actor.stop();
  });

  it('says where it was used without a provider', () => {
    expect(() => renderHook(() => BootContext.useActorRef())).toThrow('BootContext: no BootProvider above this component');
  });
});
