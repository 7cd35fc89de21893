import { useSelector as useActorSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { appBootMachine } from '../../../machines/app-boot/app-boot.machine';

export type BootActor = ActorRefFrom<typeof appBootMachine>;
type BootSnapshot = SnapshotFrom<typeof appBootMachine>;

const BootActorContext = createContext<BootActor | null>(null);

function useBootActor(): BootActor {
  const actor = useContext(BootActorContext);
  if (!actor) throw new Error('BootContext: no BootProvider above this component');
  return actor;
}

/**
 * The one boot actor of the app. It is started by `startBoot` before React renders (its calls go
 * out with the first scripts, not after the first commit: docs/performance.md); BootProvider hands it down and
 * components read it with small selectors from machines/app-boot.
 */
export const BootContext = {
  Provider: BootActorContext.Provider,
  useActorRef: useBootActor,
  useSelector<T>(selector: (snapshot: BootSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
    return useActorSelector(useBootActor(), selector, compare);
  },
};
