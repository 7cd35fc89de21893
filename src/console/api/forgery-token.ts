/**
 * The console session's forgery token (docs/decisions/0013): the sign-in response and GET
 * /admin/api/staff/me carry it, every unsafe call sends it in X-CSRF-Token. Kept in memory only:
 * a reload asks /staff/me again, and another site can read neither.
 */
export interface ForgeryTokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function createForgeryTokenStore(): ForgeryTokenStore {
  let token: string | null = null;
  return {
    get: () => token,
    set: (next) => {
      token = next;
    },
  };
}
