// oidc-provider, loaded on the development identity provider's first use and never in production.
//
// Its version 9 warns on import, on every runtime older than Node 22 LTS: "oidc-provider WARNING:
// Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release." This project runs on Node 20
// (package.json engines), where the provider works: its own sign-in, token and session tests pass
// here (tests/server/oidc-provider.test.ts, sso.test.ts), and it is the demo's fallback for a real
// identity provider, never served in production. A newcomer starting the demo can do nothing about
// the warning, so that one message, and only while the module is imported, is kept off the console;
// every other warning, the library's own included, still shows.
type OidcProvider = typeof import('oidc-provider');

/** The exact warning, without the colour codes it gets on a terminal. */
export const UNSUPPORTED_RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime.';

let loading: Promise<OidcProvider> | undefined;

export function loadOidcProvider(): Promise<OidcProvider> {
  return (loading ??= importQuietly());
}

async function importQuietly(): Promise<OidcProvider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(UNSUPPORTED_RUNTIME_WARNING)) return;
    warn.apply(console, args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
