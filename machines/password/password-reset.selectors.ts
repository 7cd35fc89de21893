import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from './password-reset.machine.ts';

type ResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

/** The Reset button follows the machine: enabled exactly when `reset.submit` would be taken. */
export const canSubmitReset = (s: ResetSnapshot) => s.can({ type: 'reset.submit' });
export const isResetting = (s: ResetSnapshot) => s.matches('submitting');
export const hasResetFailed = (s: ResetSnapshot) => s.matches('failed');
export const isResetDone = (s: ResetSnapshot) => s.matches('done');
