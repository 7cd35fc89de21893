// oidc-provider ships no types (DefinitelyTyped's lag behind v9): only what server/demo/oidc uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClaimsResult {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<ClaimsResult> | ClaimsResult;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface KoaContextWithOIDC {
    status: number;
    type: string;
    body: unknown;
    host: string;
    oidc: {
      client?: { clientId: string; clientName?: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; login_hint?: string };
    session?: { accountId?: string };
    lastSubmission?: Record<string, unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; acr?: string };
    error?: string;
    error_description?: string;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    response_types?: string[];
    grant_types?: string[];
    token_endpoint_auth_method?: string;
    [key: string]: unknown;
  }

  export interface Configuration {
    clients?: ClientMetadata[];
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    features?: Record<string, Record<string, unknown>>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    cookies?: { keys?: string[]; long?: Record<string, unknown>; short?: Record<string, unknown>; names?: Record<string, string> };
    jwks?: { keys: Record<string, unknown>[] };
    ttl?: Record<string, number>;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => void | Promise<void>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    SessionNotFound: new (...args: unknown[]) => Error;
  };
}

// The library's own in-memory storage (an LRU of 1,000 entries). Named explicitly so the instances
// of all origins share one store, and so oidc-provider knows the choice is deliberate.
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
