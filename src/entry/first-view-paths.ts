/**
 * The addresses whose first view the server renders (docs/performance.md): signed-out
 * pages whose first view needs nothing but the host's program, its message sets, the language and
 * the address itself, the data the render is handed (it never calls the API). The one list: the
 * server reads it from the server rendering entry (src/entry-server.tsx), the only module of the
 * app it imports.
 *
 * Left to the browser: /{lp}/score (its card is the learner's balance, from POST /api/getpoints,
 * and with `redirect` it starts the provider's sign-in), the other sign-on steps, /account/logout
 * (it signs out), the addresses that only redirect, and every signed-in page.
 */
export const FIRST_VIEW_PATHS: readonly string[] = ['/login', '/login/reset-password'];
