import { createActorContext } from '@xstate/react';
import { appBootMachine } from '../../../machines/app-boot/app-boot.machine';

/**
 * The one boot actor of the app. BootProvider supplies the provided machine (real loads and
 * navigation); components read it with small selectors from machines/app-boot.
 */
export const BootContext = createActorContext(appBootMachine);
