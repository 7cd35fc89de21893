import { notifications } from '@mantine/notifications';
import { beforeEach } from 'vitest';

// The unit project's workers keep their modules from file to file (vitest.config.ts), and with them
// Mantine's toasts store, which is module state: toasts a cart test left behind filled the host's
// five places, so the next file's toast waited in the queue and never showed. Every test starts
// with an empty store, whatever ran before it in the worker.
beforeEach(() => {
  notifications.clean();
});
