import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine.ts';

type ChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

/** The Change button follows the machine: enabled exactly when `password.submit` would be taken. */
export const canSubmitChange = (s: ChangeSnapshot) => s.can({ type: 'password.submit' });
/** Fields take input only while the form is open: not while sending, nor behind a dialog. */
export const canEditChange = (s: ChangeSnapshot) => s.matches('editing');
export const isChanging = (s: ChangeSnapshot) => s.matches('submitting');
export const isChangeFailedOpen = (s: ChangeSnapshot) => s.matches('failed');
export const isChangeSucceededOpen = (s: ChangeSnapshot) => s.matches('succeeded') || s.matches('done');
