export interface PasswordResetContext {
  email: string;
  token: string;
  password: string;
  confirmation: string;
  failed: boolean;
}

export interface PasswordResetInput {
  email: string;
  token: string;
}

export type PasswordResetEvent =
  | { type: 'reset.change'; password: string; confirmation: string }
  | { type: 'reset.submit' };
