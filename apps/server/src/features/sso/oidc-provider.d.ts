// The few parts of oidc-provider v8 (a test-only dev dependency without bundled types) that the
// SSO tests use to run a real OpenID provider on loopback.
declare module 'oidc-provider' {
  import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

  interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }
  interface Account {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  }
  interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, string | undefined>;
  }
  interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId: string };
  }
  class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface Configuration {
    clients: Array<Record<string, unknown>>;
    findAccount(ctx: unknown, sub: string): Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required(ctx: unknown, client: unknown): boolean };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: typeof Grant;
    callback(): RequestListener;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
