/** The three fields of the change-password form, kept in the machine so a failure can clear them. */
export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeContext = PasswordChangeFields;

export type PasswordChangeField = keyof PasswordChangeFields;

export type PasswordChangeEvent =
  | { type: 'password.change'; field: PasswordChangeField; value: string }
  | { type: 'password.submit' }
  /** Closes the Fail dialog, back to the (cleared) form. */
  | { type: 'password.dismiss' }
  /** The congratulations dialog's button to the homepage. */
  | { type: 'password.goHome' };

/** What the change request sends: the confirmation stays in the browser. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}
